import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './connection';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL's queries sent as named statements, parsed once per connection; schema
 * changes as plain text. One connection, so every query here runs on the same one.
 */
describe.skipIf(!postgresUrl)('named statements [postgres]', () => {
  let handle: DbHandle;
  beforeAll(() => {
    handle = openDatabase(postgresUrl ?? '', { poolSize: 1 });
  });
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
