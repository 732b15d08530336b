import { sql } from 'kysely';
import { dialectOf, type Trx } from './connection';

/** The first key of the cash book's advisory locks ('CASH'), apart from any other use of them. */
const CASH_DAY_LOCK = 0x43415348;

/**
 * Holds the cash days for the rest of the transaction. A receipt dated a day takes its day shared, so
 * many receipts run side by side; a close takes it exclusive, so no receipt of the day slips in
 * between the close reading the day's takings and the day being marked closed. On SQLite Kysely keeps
 * one connection behind a mutex, so transactions already run one at a time; only PostgreSQL needs it.
 * Days are taken in date order, so two transactions never wait on each other crosswise.
 */
export async function lockCashDays(trx: Trx, days: readonly string[], mode: 'shared' | 'exclusive'): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  for (const day of [...new Set(days)].sort()) {
    const key = Number(day.replaceAll('-', ''));
    if (mode === 'shared')
      await sql`select pg_advisory_xact_lock_shared(cast(${CASH_DAY_LOCK} as integer), cast(${key} as integer))`.execute(
        trx,
      );
    else
      await sql`select pg_advisory_xact_lock(cast(${CASH_DAY_LOCK} as integer), cast(${key} as integer))`.execute(trx);
  }
}
