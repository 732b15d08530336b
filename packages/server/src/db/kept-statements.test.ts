import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { keepingStatements, openDatabase } from './connection';

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

  it('keeps working when more statements are run than it keeps', () => {
    for (let i = 0; i < 500; i++) expect(database.prepare(`select ${i} as n`).get()).toEqual({ n: i });
    expect(database.prepare('select count(*) as c from t').get()).toEqual({ c: 3 });
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PostgreSQL's queries sent as named statements, parsed once per connection; schema changes as plain text. */
describe.skipIf(!postgresUrl)('named statements [postgres]', () => {
  const handle = openDatabase(postgresUrl ?? '', { poolSize: 1 });
  afterAll(() => handle.close());
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)).rows.map(
      (r) => r.statement,
    );

  it('names a query by its text, so its values change and it is parsed once', async () => {
    for (const n of [1, 2, 3]) {
      const { rows } = await sql<{ n: number }>`select ${n}::int + 1 as n`.execute(handle.db);
      expect(rows).toEqual([{ n: n + 1 }]);
    }
    expect((await prepared()).filter((text) => text === 'select $1::int + 1 as n')).toHaveLength(1);
  });

  it('sends schema changes as plain text', async () => {
    await sql`create temporary table named_statements_probe (n integer)`.execute(handle.db);
    expect((await prepared()).some((text) => text.includes('named_statements_probe'))).toBe(false);
  });
});
