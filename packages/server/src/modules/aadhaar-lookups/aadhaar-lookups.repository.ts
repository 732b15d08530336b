import { countAll, type DbOrTrx, type Trx } from '../../db/connection';

/** Three columns a row: well under SQLite's 32,766 parameters per statement. */
const MISSES_PER_INSERT = 1000;

/** The distinct numbers an account looked up on `day` that found nobody. */
export async function missesOn(db: DbOrTrx, adminId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('aadhaar_lookup_days')
    .select('misses')
    .where('admin_id', '=', adminId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.misses ?? 0;
}

/**
 * Adds the keyed hashes that found nobody to the account's day and answers the day's distinct
 * misses. The day's row is written first: PostgreSQL then holds it locked, and SQLite its write
 * lock, until the caller's transaction ends, so a second request of the account counts after this
 * one has committed and sees its misses (two requests at once cannot both stay under the limit).
 */
export async function addMisses(trx: Trx, adminId: number, day: string, hashes: readonly string[]): Promise<number> {
  await trx
    .insertInto('aadhaar_lookup_days')
    .values({ admin_id: adminId, day, misses: 0 })
    .onConflict((oc) =>
      oc.columns(['admin_id', 'day']).doUpdateSet((eb) => ({ misses: eb.ref('aadhaar_lookup_days.misses') })),
    )
    .execute();
  // Earlier days no longer count: they are dropped as the account's next day starts counting.
  await trx.deleteFrom('aadhaar_lookup_misses').where('admin_id', '=', adminId).where('day', '<', day).execute();
  await trx.deleteFrom('aadhaar_lookup_days').where('admin_id', '=', adminId).where('day', '<', day).execute();
  for (let i = 0; i < hashes.length; i += MISSES_PER_INSERT) {
    const rows = hashes.slice(i, i + MISSES_PER_INSERT).map((hash) => ({ admin_id: adminId, day, hash }));
    await trx
      .insertInto('aadhaar_lookup_misses')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const { n } = await trx
    .selectFrom('aadhaar_lookup_misses')
    .select(countAll.as('n'))
    .where('admin_id', '=', adminId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('aadhaar_lookup_days')
    .set({ misses: n })
    .where('admin_id', '=', adminId)
    .where('day', '=', day)
    .execute();
  return n;
}

/** The accounts whose misses on `day` passed `limit`. */
export async function accountsPast(db: DbOrTrx, day: string, limit: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('aadhaar_lookup_days')
    .select('admin_id')
    .where('day', '=', day)
    .where('misses', '>', limit)
    .execute();
  return new Set(rows.map((r) => r.admin_id));
}

/** Forgets every miss of the account: its lookups start the day afresh. */
export async function forgetMisses(trx: Trx, adminId: number): Promise<void> {
  await trx.deleteFrom('aadhaar_lookup_misses').where('admin_id', '=', adminId).execute();
  await trx.deleteFrom('aadhaar_lookup_days').where('admin_id', '=', adminId).execute();
}
