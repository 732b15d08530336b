import { sql } from 'kysely';
import { dialectOf, type Trx } from './connection';

/** The first key of the cash book's advisory locks ('CASH'), apart from any other use of them. */
const CASH_DAY_LOCK = 0x43415348;

/**
 * Holds the cash days for the rest of the transaction. A receipt dated a day takes its day shared, so
 * many receipts run side by side; a close takes it exclusive, so no receipt of the day slips in
 * between the close reading the day's takings and the day being marked closed. On SQLite Kysely keeps
 * one connection behind a mutex, so transactions already run one at a time; only PostgreSQL needs it.
 * An import's many days are taken in one statement; only one day is ever taken exclusive, so two
 * transactions cannot wait on each other crosswise.
 */
export async function lockCashDays(trx: Trx, days: readonly string[], mode: 'shared' | 'exclusive'): Promise<void> {
  if (dialectOf(trx) !== 'postgres' || days.length === 0) return;
  const keys = [...new Set(days)].sort().map((day) => Number(day.replaceAll('-', '')));
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await sql`
    select count(${lock}(cast(${CASH_DAY_LOCK} as integer), d))
    from unnest(cast(${keys} as integer[])) as d`.execute(trx);
}
