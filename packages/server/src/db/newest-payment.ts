import { sql } from 'kysely';
import { dialectOf } from './connection';

/**
 * `left join` of each member `m`'s newest payment (by issue date, then id) as `p`, from one of the
 * two subscription tables, or nulls when it never paid. PostgreSQL finds it faster as a lateral join,
 * which SQLite does not have.
 */
export function newestPaymentJoin(
  db: { getExecutor(): { adapter: unknown } },
  table: 'mediclaim_payments' | 'membership_payments',
) {
  const payments = sql.table(table);
  return dialectOf(db) === 'postgres'
    ? sql`left join lateral (
        select l.issue_date, l.expiry_date, l.reset_at, l.bounced_at from ${payments} l where l.member_id = m.id_number
        order by l.issue_date desc, l.id desc limit 1) p on true`
    : sql`left join ${payments} p on p.id = (
        select l.id from ${payments} l where l.member_id = m.id_number
        order by l.issue_date desc, l.id desc limit 1)`;
}
