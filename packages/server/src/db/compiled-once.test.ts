import { type Kysely, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/helpers';
import { compiledOnce } from './compiled-once';
import { type DbOrTrx, inTransaction } from './connection';

interface Probe {
  compiled_once_probe: { kind: string; name: string };
}
const probe = (db: DbOrTrx) => db as unknown as Kysely<Probe>;

/** A desk read built and compiled once, run with each call's values, on both databases. */
forEachDatabase('queries compiled once', (get) => {
  beforeAll(async () => {
    const { db } = get().ctx;
    await sql`create table compiled_once_probe (kind text not null, name text not null)`.execute(db);
    await sql`insert into compiled_once_probe values ('member', 'ASHA'), ('member', 'RAVI'), ('dependent', 'ASHA')`.execute(
      db,
    );
  });

  it('builds the query once and runs it with each call’s values, keeping the values it fixes', async () => {
    const { db } = get().ctx;
    let builds = 0;
    const members = compiledOnce((db, name: string) => {
      builds += 1;
      return probe(db)
        .selectFrom('compiled_once_probe')
        .select('name')
        .where('kind', '=', 'member')
        .where('name', '=', name)
        .limit(5);
    });
    expect(await members(db, 'ASHA')).toEqual([{ name: 'ASHA' }]);
    expect(await members(db, 'RAVI')).toEqual([{ name: 'RAVI' }]);
    expect(await members(db, 'NOBODY')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('places each value where the query names it', async () => {
    const { db } = get().ctx;
    const either = compiledOnce((db, kind: string, name: string) =>
      probe(db)
        .selectFrom('compiled_once_probe')
        .select(['kind', 'name'])
        .where('name', '=', name)
        .where('kind', '=', kind),
    );
    expect(await either(db, 'dependent', 'ASHA')).toEqual([{ kind: 'dependent', name: 'ASHA' }]);
    expect(await either(db, 'member', 'ASHA')).toEqual([{ kind: 'member', name: 'ASHA' }]);
  });

  it('compiles a query written as SQL text once too', async () => {
    const { db } = get().ctx;
    const counted = compiledOnce(
      (_db, kind: string) => sql<{ n: number }>`
        select cast(count(*) as integer) as n from compiled_once_probe where kind = ${kind}`,
    );
    expect(await counted(db, 'dependent')).toEqual([{ n: 1 }]);
    expect(await counted(db, 'nobody')).toEqual([{ n: 0 }]);
  });

  it('reads inside a transaction what the transaction wrote', async () => {
    const { db } = get().ctx;
    const named = compiledOnce((db, name: string) =>
      probe(db).selectFrom('compiled_once_probe').select('name').where('name', '=', name),
    );
    await inTransaction(db, async (trx) => {
      await probe(trx).insertInto('compiled_once_probe').values({ kind: 'member', name: 'MEERA' }).execute();
      expect(await named(trx, 'MEERA')).toEqual([{ name: 'MEERA' }]);
    });
  });

  it('refuses a query that writes a value into its text instead of taking it as a parameter', async () => {
    const { db } = get().ctx;
    const written = compiledOnce((db, name: string) =>
      probe(db).selectFrom('compiled_once_probe').select('name').where('name', '=', sql.lit(name)),
    );
    await expect(written(db, 'ASHA')).rejects.toThrow(/must take each of its 1 values as a parameter/);
  });
});
