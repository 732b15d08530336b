import type { RenewalCounts, RenewalRow } from '@trust/contract/dashboard';
import { sql } from 'kysely';
import { countAll, type DbOrTrx } from '../../db/connection';

export type SubscriptionTable = 'membership_payments' | 'mediclaim_payments';

/**
 * Each member's latest expiry among standing payments (neither reset nor bounced), for members whose latest falls on or after
 * `from`: the rows before `from` cannot change such a maximum, so they are left out before grouping.
 * Removed (archived) members are not counted: they are off the register.
 */
function latestExpiries(db: DbOrTrx, table: SubscriptionTable, from: string) {
  return db
    .selectFrom(table)
    .select((eb) => ['member_id', eb.fn.max('expiry_date').as('last_expiry')])
    .where('reset_at', 'is', null)
    .where('bounced_at', 'is', null)
    .where('expiry_date', '>=', from)
    .where(
      sql<boolean>`not exists (select 1 from members a
        where a.id_number = ${sql.ref(`${table}.member_id`)} and a.archived_at is not null)`,
    )
    .groupBy('member_id');
}

/** Members on the register: removed ones are not counted. */
export async function countMembers(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select(countAll.as('n'))
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** How many members are active, due and recently expired, counted by the database in one pass. */
export async function countRenewals(
  db: DbOrTrx,
  table: SubscriptionTable,
  windows: { today: string; dueTo: string; expiredFrom: string },
): Promise<RenewalCounts> {
  const { today, dueTo, expiredFrom } = windows;
  const row = await db
    .selectFrom(latestExpiries(db, table, expiredFrom).as('t'))
    .select([
      sql<number>`cast(count(case when t.last_expiry >= ${today} then 1 end) as integer)`.as('active'),
      sql<number>`cast(count(case when t.last_expiry >= ${today} and t.last_expiry <= ${dueTo} then 1 end) as integer)`.as(
        'due',
      ),
      sql<number>`cast(count(case when t.last_expiry < ${today} then 1 end) as integer)`.as('expired'),
    ])
    .executeTakeFirstOrThrow();
  return { active: row.active, due: row.due, expired: row.expired };
}

/** One page of the members whose latest expiry lies in the window, soonest expiry first, and how many there are. */
export async function membersByLatestExpiry(
  db: DbOrTrx,
  table: SubscriptionTable,
  window: { from: string; to: string | null },
  page: { limit: number; offset: number },
): Promise<{ rows: RenewalRow[]; total: number }> {
  let query = db
    .selectFrom(latestExpiries(db, table, window.from).as('t'))
    .innerJoin('members as m', 'm.id_number', 't.member_id');
  if (window.to !== null) query = query.where('t.last_expiry', '<=', window.to);
  const [rows, count] = await Promise.all([
    query
      .select([
        'm.id_number as ID_NUMBER',
        'm.member_name as MEMBER_NAME',
        'm.mobile as MOBILE',
        'm.whatsapp as WHATSAPP',
        't.last_expiry as EXPIRY_DATE',
      ])
      .orderBy('t.last_expiry')
      .orderBy('m.id_number')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select(countAll.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
