import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DbHandle, openDatabase } from './connection';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL's queries sent as named statements, parsed and described once per connection; schema
 * changes as plain text. One connection, so every query here runs on the same one.
 */
describe.skipIf(!postgresUrl)('named statements [postgres]', () => {
  let handle: DbHandle;
  beforeAll(() => {
    handle = openDatabase(postgresUrl ?? '', { poolSize: 1 });
  });
  afterAll(() => handle.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });
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

  it("asks for a statement's columns on its first run only, and reads every run's rows with them", async () => {
    const describe = vi.spyOn(pg.Connection.prototype, 'describe');
    const read = (n: number, text: string | null) =>
      sql<{ n: number; text: string | null; day: Date; none: null }>`select ${n}::int * 2 as n, ${text}::text as text,
        date '2026-04-01' + ${n}::int as day, null::int as none`.execute(handle.db);
    const runs = [await read(1, 'one'), await read(2, null), await read(3, 'three, with "quotes"')];
    expect(describe).toHaveBeenCalledTimes(1);
    expect(runs.map((run) => run.rows)).toEqual([
      [{ n: 2, text: 'one', day: new Date(2026, 3, 2), none: null }],
      [{ n: 4, text: null, day: new Date(2026, 3, 3), none: null }],
      [{ n: 6, text: 'three, with "quotes"', day: new Date(2026, 3, 4), none: null }],
    ]);
  });

  it('reads a described statement that finds no row, then one that finds several', async () => {
    const read = (below: number) =>
      sql<{ n: number }>`select n from generate_series(1, 3) as n where n < ${below} order by n`.execute(handle.db);
    expect((await read(3)).rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect((await read(1)).rows).toEqual([]);
    expect((await read(4)).rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('refuses a described statement whose columns a schema change has altered, rather than misread its rows', async () => {
    await sql`create temporary table described_probe (a integer)`.execute(handle.db);
    await sql`insert into described_probe values (1)`.execute(handle.db);
    const read = () => sql`select * from described_probe where a = ${1}`.execute(handle.db);
    expect((await read()).rows).toEqual([{ a: 1 }]);
    expect((await read()).rows).toEqual([{ a: 1 }]);
    await sql`alter table described_probe add column b text default 'x'`.execute(handle.db);
    await expect(read()).rejects.toThrow(/cached plan must not change result type/);
  });

  it('sends schema changes as plain text', async () => {
    await sql`create temporary table named_statements_probe (n integer)`.execute(handle.db);
    expect((await prepared()).some((text) => text.includes('named_statements_probe'))).toBe(false);
  });
});
