import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { keepingStatements, openDatabase, refreshStatistics } from './connection';

/** SQLite's statements compiled once and kept, never handed to two readers at once. */
describe('kept statements', () => {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
  const database = keepingStatements(sqlite);
  afterAll(() => database.close());

  it('hands out the statement compiled the first time', () => {
    expect(database.prepare('select n from t')).toBe(database.prepare('select n from t'));
  });

  it('compiles another while the kept one is being read, and both read the whole table', () => {
    const reading = database.prepare('select n from t order by n');
    const rows = reading.iterate();
    const first = rows.next().value;
    const second = database.prepare('select n from t order by n');
    expect(second).not.toBe(reading);
    expect(second.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([first, ...rows]).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('writes a limit into the statement, which SQLite would otherwise compile again at each call', async () => {
    const handle = openDatabase(':memory:');
    await sql`create table t (n integer)`.execute(handle.db);
    await sql`insert into t values (1), (2), (3)`.execute(handle.db);
    const page = (handle.db as unknown as Kysely<{ t: { n: number } }>)
      .selectFrom('t')
      .select('n')
      .orderBy('n')
      .limit(2)
      .offset(1);
    expect(page.compile().sql).toBe('select "n" from "t" order by "n" limit 2 offset ?');
    expect(await page.execute()).toEqual([{ n: 2 }, { n: 3 }]);
    await handle.close();
  });

  it('keeps working when more statements are run than it keeps', () => {
    for (let i = 0; i < 500; i++) expect(database.prepare(`select ${i} as n`).get()).toEqual({ n: i });
    expect(database.prepare('select count(*) as c from t').get()).toEqual({ c: 3 });
  });
});

/**
 * SQLite's index value samples (sqlite_stat4) would make it compile a kept statement again whenever a
 * value compared with a non-unique index changes; only the index sizes (sqlite_stat1) are kept.
 */
describe('planner statistics [sqlite]', () => {
  const folder = mkdtempSync(join(tmpdir(), 'trust-statistics-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'trust.db');
  const count = (sqlite: SqliteDatabase.Database, table: string) =>
    (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const samplesAndSizes = (sqlite: SqliteDatabase.Database) => ({
    samples: count(sqlite, 'sqlite_stat4'),
    sizes: count(sqlite, 'sqlite_stat1'),
  });

  it('drops the value samples a by-hand ANALYZE left, when the database opens', async () => {
    const sqlite = new SqliteDatabase(file);
    sqlite.exec('create table t (k text); create index t_k on t (k)');
    const insert = sqlite.prepare('insert into t values (?)');
    for (let i = 0; i < 500; i++) insert.run(`k${i % 50}`);
    sqlite.exec('analyze');
    expect(samplesAndSizes(sqlite).samples).toBeGreaterThan(0);
    sqlite.close();

    await openDatabase(`file:${file}`).close();

    const reopened = new SqliteDatabase(file);
    expect(samplesAndSizes(reopened)).toEqual({ samples: 0, sizes: 1 });
    reopened.close();
  });

  it('keeps the index sizes and no value samples after refreshing the statistics', async () => {
    const handle = openDatabase(`file:${file}`);
    await sql`insert into t values ('another')`.execute(handle.db);
    await refreshStatistics(handle.db);
    await handle.close();

    const reopened = new SqliteDatabase(file);
    expect(samplesAndSizes(reopened)).toEqual({ samples: 0, sizes: 1 });
    reopened.close();
  });
});
