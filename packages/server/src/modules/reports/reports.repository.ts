import type { MonthCollection } from '@trust/contract/dashboard';
import type { DateRange } from '@trust/contract/fields';
import type { CollectionKind, CollectionRow, MembershipReportRow } from '@trust/contract/report';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connection';

/** Membership payments issued in the range, not reset, with the member's name and department. */
export function membershipPaymentsBetween(db: DbOrTrx, range: DateRange): Promise<MembershipReportRow[]> {
  return db
    .selectFrom('membership_payments as p')
    .innerJoin('members as m', 'm.id_number', 'p.member_id')
    .select([
      'm.member_name as MEMBER_NAME',
      'm.id_number as ID_NUMBER',
      'p.issue_date as ISSUE_DATE',
      'p.mode_of_payment as MODE_OF_PAYMENT',
      'p.amount as AMOUNT',
      'm.department as DEPARTMENT',
      'p.book_fee as REMARKS',
    ])
    .where('p.issue_date', '>=', range.fromDate)
    .where('p.issue_date', '<=', range.toDate)
    .where('p.reset_at', 'is', null)
    .orderBy('p.issue_date')
    .orderBy('p.id')
    .execute();
}

/** Mediclaim payments issued in the range, not reset, with the member's details and nominee. */
export function mediclaimPaymentsBetween(db: DbOrTrx, range: DateRange) {
  return db
    .selectFrom('mediclaim_payments as p')
    .innerJoin('members as m', 'm.id_number', 'p.member_id')
    .select([
      'm.id_number',
      'm.member_name',
      'm.date_of_birth',
      'm.sex',
      'm.nominee_name',
      'm.nominee_relation',
      'm.nominee_dob',
      'm.nominee_guardian',
      'p.issue_date',
      'p.mode_of_payment',
      'p.amount',
      'p.group_name',
    ])
    .where('p.issue_date', '>=', range.fromDate)
    .where('p.issue_date', '<=', range.toDate)
    .where('p.reset_at', 'is', null)
    .orderBy('p.issue_date')
    .orderBy('p.id')
    .execute();
}

/** The dependents of every member who paid mediclaim in the range, in one query. */
export function dependentsOfMediclaimPayers(db: DbOrTrx, range: DateRange) {
  return db
    .selectFrom('dependents as d')
    .select(['d.no', 'd.member_id', 'd.dependent_name', 'd.dob', 'd.sex', 'd.relation'])
    .where('d.member_id', 'in', (eb) =>
      eb
        .selectFrom('mediclaim_payments as p')
        .select('p.member_id')
        .where('p.issue_date', '>=', range.fromDate)
        .where('p.issue_date', '<=', range.toDate)
        .where('p.reset_at', 'is', null),
    )
    .orderBy('d.member_id')
    .orderBy('d.no')
    .execute();
}

export type SubscriptionTable = 'mediclaim_payments' | 'membership_payments';

/** One batch of members after `afterId` (by key), for lists that stream instead of loading at once. */
export function membersAfter(db: DbOrTrx, afterId: string, limit: number) {
  return db
    .selectFrom('members')
    .select(['id_number', 'member_name', 'mobile', 'whatsapp', 'email', 'department', 'family_group', 'address'])
    .where('id_number', '>', afterId)
    .orderBy('id_number')
    .limit(limit)
    .execute();
}

/** Every payment of the given members, newest first per member. */
export function paymentsOfMembers(db: DbOrTrx, table: SubscriptionTable, memberIds: string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom(table)
    .select(['member_id', 'issue_date', 'expiry_date', 'reset_at'])
    .where('member_id', 'in', memberIds)
    .orderBy('member_id')
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Where each kind of payment lives; the SQL fragments are constants, never user input. */
const COLLECTION_SOURCES: { kind: CollectionKind; table: string; date: string; amount: string; mode: string }[] = [
  { kind: 'MEDICLAIM', table: 'mediclaim_payments', date: 'issue_date', amount: 'p.amount', mode: 'p.mode_of_payment' },
  {
    kind: 'MEMBERSHIP',
    table: 'membership_payments',
    date: 'issue_date',
    amount: 'p.amount + p.book_fee',
    mode: 'p.mode_of_payment',
  },
  {
    kind: 'MISC',
    table: 'misc_receipts',
    date: 'date',
    amount: 'p.reissue_book + p.subscription_amount + coalesce(p.bank_charges, 0) + p.fine + p.misc',
    mode: 'p.mode_of_payment',
  },
  // SPEC.md 3: a GPAIS record's risk_group carries its payment mode.
  { kind: 'GPAIS', table: 'gpa_records', date: 'date', amount: 'p.premium_amount', mode: 'p.risk_group' },
  {
    kind: 'GPAIS DEPENDENT',
    table: 'gpa_dependent_records',
    date: 'date',
    amount: 'p.premium_amount',
    mode: 'p.risk_group',
  },
];

/** Every payment taken in the range, of every kind, in the order it was recorded. */
export async function collectionsBetween(db: DbOrTrx, range: DateRange): Promise<CollectionRow[]> {
  const parts = await Promise.all(
    COLLECTION_SOURCES.map((source) =>
      sql<Omit<CollectionRow, 'kind'> & { created_at: string }>`
        select p.${sql.ref(source.date)} as date, p.receipt_no, p.member_id, m.member_name,
               ${sql.raw(source.mode)} as mode_of_payment, ${sql.raw(source.amount)} as amount,
               p.created_by as recorded_by, p.created_at
        from ${sql.table(source.table)} p
        join members m on m.id_number = p.member_id
        where p.${sql.ref(source.date)} >= ${range.fromDate} and p.${sql.ref(source.date)} <= ${range.toDate}
        ${source.table.endsWith('_payments') ? sql`and p.reset_at is null` : sql``}`
        .execute(db)
        .then((result) => result.rows.map((r) => ({ ...r, kind: source.kind, amount: Number(r.amount) }))),
    ),
  );
  return parts
    .flat()
    .sort((a, b) => a.date.localeCompare(b.date) || a.created_at.localeCompare(b.created_at))
    .map(({ created_at: _, ...row }) => row);
}

/**
 * What was taken in each month of the range ('YYYY-MM'), every kind together, the same payments as
 * `collectionsBetween` counts but summed by the database, so a year of receipts never leaves it.
 */
export async function collectionsByMonth(db: DbOrTrx, range: DateRange): Promise<MonthCollection[]> {
  const parts = await Promise.all(
    COLLECTION_SOURCES.map((source) =>
      sql<MonthCollection>`
        select substr(p.${sql.ref(source.date)}, 1, 7) as month, cast(count(*) as integer) as count,
               sum(${sql.raw(source.amount)}) as amount
        from ${sql.table(source.table)} p
        join members m on m.id_number = p.member_id
        where p.${sql.ref(source.date)} >= ${range.fromDate} and p.${sql.ref(source.date)} <= ${range.toDate}
        ${source.table.endsWith('_payments') ? sql`and p.reset_at is null` : sql``}
        group by substr(p.${sql.ref(source.date)}, 1, 7)`
        .execute(db)
        .then((result) => result.rows),
    ),
  );
  const byMonth = new Map<string, MonthCollection>();
  for (const row of parts.flat()) {
    const total = byMonth.get(row.month) ?? { month: row.month, count: 0, amount: 0 };
    total.count += Number(row.count);
    total.amount += Number(row.amount);
    byMonth.set(row.month, total);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}
