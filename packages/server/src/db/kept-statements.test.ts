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
