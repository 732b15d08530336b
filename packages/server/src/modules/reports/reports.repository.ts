import type { MonthCollection } from '@trust/contract/dashboard';
import type { DateRange } from '@trust/contract/fields';
import type { CollectionRow, MembershipReportRow } from '@trust/contract/report';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connection';
import { newestPaymentJoin } from '../../db/newest-payment';
import { COLLECTION_SOURCES } from '../../db/receipt-kinds';

/**
 * Where a report's next batch starts: after the last payment read, by issue date then id. Reports
 * run to a year of payments, so they are read a batch at a time rather than all at once.
 */
export interface ReportBatch {
  after: { issueDate: string; id: number } | null;
  limit: number;
  /** Rows passed over first: a page of the report the screen asks for (`after` is then null). */
  offset?: number;
}

/**
 * The payments `p` of one batch: issued in the range, standing (neither reset nor bounced), after the
 * last batch's. A later batch starts its range at the last one's date, so the issue-date index is read
 * from there.
 */
function inBatch(range: DateRange, batch: ReportBatch) {
  const { after } = batch;
  return sql<boolean>`p.issue_date >= ${after?.issueDate ?? range.fromDate} and p.issue_date <= ${range.toDate}
    and p.reset_at is null and p.bounced_at is null ${after ? sql`and (p.issue_date, p.id) > (${after.issueDate}, ${after.id})` : sql``}`;
}

/** Membership payments issued in the range, standing, with the member's name and department. */
export function membershipPaymentsBetween(
  db: DbOrTrx,
  range: DateRange,
  batch: ReportBatch,
): Promise<(MembershipReportRow & { id: number })[]> {
  return db
    .selectFrom('membership_payments as p')
    .innerJoin('members as m', 'm.id_number', 'p.member_id')
    .select([
      'p.id',
      'm.member_name as MEMBER_NAME',
      'm.id_number as ID_NUMBER',
      'p.issue_date as ISSUE_DATE',
      'p.mode_of_payment as MODE_OF_PAYMENT',
      'p.amount as AMOUNT',
      'm.department as DEPARTMENT',
      'p.book_fee as REMARKS',
    ])
    .where(inBatch(range, batch))
    .orderBy('p.issue_date')
    .orderBy('p.id')
    .limit(batch.limit)
    .$if(batch.offset !== undefined, (q) => q.offset(batch.offset ?? 0))
    .execute();
}

/**
 * Mediclaim payments issued in the range, standing, each with what the report shows of its member:
 * one batch of them, in issue order.
 */
export function mediclaimPaymentsBetween(db: DbOrTrx, range: DateRange, batch: ReportBatch) {
  return db
    .selectFrom('mediclaim_payments as p')
    .innerJoin('members as m', 'm.id_number', 'p.member_id')
    .select([
      'p.id',
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
    .where(inBatch(range, batch))
    .orderBy('p.issue_date')
    .orderBy('p.id')
    .limit(batch.limit)
    .$if(batch.offset !== undefined, (q) => q.offset(batch.offset ?? 0))
    .execute();
}

/**
 * What the mediclaim report shows of the dependents of these members, by member, oldest entry first.
 * A dependent removed on its own is off its member's list; those archived with the member stay, so
 * the report reads the same after the member is removed.
 */
export function reportDependentsOf(db: DbOrTrx, memberIds: readonly string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dependents as d')
    .select(['d.member_id', 'd.dependent_name', 'd.dob', 'd.sex', 'd.relation'])
    .where('d.member_id', 'in', memberIds)
    .where((eb) => eb.or([eb('d.archived_at', 'is', null), eb('d.archived_with_member', '=', 1)]))
    .orderBy('d.member_id')
    .orderBy('d.no')
    .execute();
}

export type SubscriptionTable = 'mediclaim_payments' | 'membership_payments';

/**
 * One batch of the members on the register after `afterId` (by key) whose subscription is not ACTIVE on `today`,
 * each with its newest payment (reset ones included), or nulls when it never paid. The database
 * finds both per member through the (member_id, issue_date) index, so a batch is one query however
 * many members are passed over for being ACTIVE.
 *
 * `a.member_id > afterId` repeats what `a.member_id = m.id_number` implies, for PostgreSQL: it
 * checks ACTIVE payments by walking the member_id index beside the members, and without the bound
 * every batch walked it from the first member, so a long list's later batches grew slower. On
 * SQLite the bound changes nothing.
 */
export async function notActiveMembersAfter(
  db: DbOrTrx,
  table: SubscriptionTable,
  range: { afterId: string; today: string; limit: number },
) {
  const payments = sql.table(table);
  const result = await sql<{
    id_number: string;
    member_name: string;
    mobile: string;
    whatsapp: string;
    email: string;
    department: string;
    family_group: string;
    address: string;
    issue_date: string | null;
    expiry_date: string | null;
    reset_at: string | null;
    bounced_at: string | null;
  }>`
    select m.id_number, m.member_name, m.mobile, m.whatsapp, m.email, m.department, m.family_group, m.address,
           p.issue_date, p.expiry_date, p.reset_at, p.bounced_at
    from members m
    ${newestPaymentJoin(db, table)}
    where m.id_number > ${range.afterId}
      and m.archived_at is null
      and not exists (
        select 1 from ${payments} a
        where a.member_id = m.id_number and a.member_id > ${range.afterId}
          and a.reset_at is null and a.bounced_at is null and a.expiry_date >= ${range.today})
    order by m.id_number
    limit ${range.limit}`.execute(db);
  return result.rows;
}

/**
 * Every PAID payment taken in the range, of every kind, with what orders them (created_at, source);
 * with `first`, only each kind's first payments in the report's order, as many as a page reaches.
 */
function collectionsUnion(range: DateRange, first?: number) {
  const sources = COLLECTION_SOURCES.map((source, index) => {
    const paid = sql`
      select p.${sql.ref(source.date)} as date, ${sql.lit(source.kind)} as kind, p.receipt_no, p.member_id,
             m.member_name, ${sql.raw(source.mode)} as mode_of_payment, ${sql.raw(source.amount)} as amount,
             p.created_by as recorded_by, p.created_at, ${sql.lit(index)} as source, p.id
      from ${sql.table(source.table)} p
      join members m on m.id_number = p.member_id
      where p.${sql.ref(source.date)} >= ${range.fromDate} and p.${sql.ref(source.date)} <= ${range.toDate}
        and ${sql.raw(source.paid)}`;
    if (first === undefined) return paid;
    // The report's order within one kind, whose source is the same on every row. Wrapped, as SQLite
    // takes no order or limit on a compound select's parts but does on a subquery in one.
    return sql`select * from (${paid}
      order by p.${sql.ref(source.date)}, p.created_at, p.receipt_no, p.id limit ${first}) s${sql.lit(index)}`;
  });
  return sql.join(sources, sql` union all `);
}

/**
 * The first and last day in the range on which any kind of payment was recorded (reset ones too), or
 * nulls when there is none: each is one step down a date index, so a report can skip the empty years
 * of a long range instead of asking about each week of them.
 */
export async function collectionDateSpan(
  db: DbOrTrx,
  range: DateRange,
): Promise<{ first: string | null; last: string | null }> {
  const spans = COLLECTION_SOURCES.map(
    (source) => sql`
      select min(p.${sql.ref(source.date)}) as first, max(p.${sql.ref(source.date)}) as last
      from ${sql.table(source.table)} p
      where p.${sql.ref(source.date)} >= ${range.fromDate} and p.${sql.ref(source.date)} <= ${range.toDate}`,
  );
  const { rows } = await sql<{ first: string | null; last: string | null }>`
    select min(s.first) as first, max(s.last) as last from (${sql.join(spans, sql` union all `)}) s`.execute(db);
  return rows[0] ?? { first: null, last: null };
}

/** The order payments were recorded in, ties broken alike on both databases, to the row (pages never overlap). */
const COLLECTION_ORDER = sql`order by date, created_at, source, receipt_no, id`;

/**
 * Every payment taken in the range, of every kind, in the order it was recorded: one query, sorted
 * by the database (a year is a quarter of a million rows).
 */
export async function collectionsBetween(db: DbOrTrx, range: DateRange): Promise<CollectionRow[]> {
  const { rows } = await sql<CollectionRow>`
    select date, kind, receipt_no, member_id, member_name, mode_of_payment, amount, recorded_by
    from (${collectionsUnion(range)}) c ${COLLECTION_ORDER}`.execute(db);
  for (const row of rows) row.amount = Number(row.amount);
  return rows;
}

/**
 * One page of the collection report: the same rows in the same order as the whole report, `limit`
 * from `offset`. The page's rows are among each kind's first `offset + limit` in that order, so each
 * kind gives only those, read down its date index, and only they are sorted together, not the range.
 */
export async function collectionsPage(
  db: DbOrTrx,
  range: DateRange,
  page: { limit: number; offset: number },
): Promise<CollectionRow[]> {
  const { rows } = await sql<CollectionRow>`
    select date, kind, receipt_no, member_id, member_name, mode_of_payment, amount, recorded_by
    from (${collectionsUnion(range, page.offset + page.limit)}) c ${COLLECTION_ORDER}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  for (const row of rows) row.amount = Number(row.amount);
  return rows;
}

/**
 * What was taken in each month of the range ('YYYY-MM'), every kind together, the same payments as
 * `collectionsBetween` counts but summed by the database, so a year of receipts never leaves it;
 * read from the payments alone, as the reports' totals are (report-totals.repository.ts).
 */
export async function collectionsByMonth(db: DbOrTrx, range: DateRange): Promise<MonthCollection[]> {
  const parts = await Promise.all(
    COLLECTION_SOURCES.map((source) =>
      sql<MonthCollection>`
        select substr(p.${sql.ref(source.date)}, 1, 7) as month, cast(count(*) as integer) as count,
               sum(${sql.raw(source.amount)}) as amount
        from ${sql.table(source.table)} p
        where p.${sql.ref(source.date)} >= ${range.fromDate} and p.${sql.ref(source.date)} <= ${range.toDate}
          and ${sql.raw(source.paid)}
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
