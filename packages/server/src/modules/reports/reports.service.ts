import { setImmediate as nextTurn } from 'node:timers/promises';
import { SET_APART_COLUMNS, SET_APART_HEADING, type SetApartRow, setApartLines } from '@trust/contract/books';
import type { MonthCollection } from '@trust/contract/dashboard';
import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import type { CollectionKind } from '@trust/contract/enums';
import type { DateRange } from '@trust/contract/fields';
import { paymentStatus } from '@trust/contract/renewal';
import {
  ageOn,
  type CollectionRow,
  CSV_BOM,
  type collectionTotals,
  csvLine,
  type MediclaimReportMember,
  type MembershipReportRow,
  NON_RENEWAL_COLUMNS,
  type Nominee,
} from '@trust/contract/report';
import { addDays, minDate } from '../../calendar';
import type { AppContext } from '../../context';
import { setApartBetween } from '../../db/receipt-kinds';
import {
  collectionDateSpan,
  collectionsBetween,
  collectionsByMonth,
  mediclaimPaymentsBetween,
  membershipPaymentsBetween,
  notActiveMembersAfter,
  type ReportBatch,
  reportDependentsOf,
  type SubscriptionTable,
} from './reports.repository';

/** Payments read per batch of a report: a year's run to tens of thousands. */
const REPORT_BATCH = 1000;
/**
 * The mediclaim report's batches are smaller: each payment brings its member's dependents (about 2.4
 * each), so a batch of 1000 held the server's thread several times longer than another report's
 * while it was read and written out, and every request arriving meanwhile waited for it.
 */
const MEDICLAIM_REPORT_BATCH = 250;

/*
 * Between two batches a report hands the event loop back (`nextTurn`): better-sqlite3 answers at
 * once, without waiting on anything, so a report read in a loop otherwise held every other request
 * until its last batch, and a member looked up meanwhile waited for the whole report.
 */

/** The membership report a batch at a time, in issue order. */
export async function* membershipReportBatches(
  ctx: AppContext,
  range: DateRange,
): AsyncGenerator<MembershipReportRow[]> {
  let after: ReportBatch['after'] = null;
  for (;;) {
    const rows = await membershipPaymentsBetween(ctx.db, range, { after, limit: REPORT_BATCH });
    if (rows.length > 0) yield rows.map(({ id: _, ...row }) => row);
    const last = rows.at(-1);
    if (!last || rows.length < REPORT_BATCH) return;
    after = { issueDate: last.ISSUE_DATE, id: last.id };
    await nextTurn();
  }
}

/**
 * The mediclaim report a batch at a time, in issue order: each member who paid, with its dependents
 * under it, each dependent repeating the member's nominee, ages as on the day cover was taken.
 */
export async function* mediclaimReportBatches(
  ctx: AppContext,
  range: DateRange,
): AsyncGenerator<MediclaimReportMember[]> {
  let after: ReportBatch['after'] = null;
  for (;;) {
    const payments = await mediclaimPaymentsBetween(ctx.db, range, { after, limit: MEDICLAIM_REPORT_BATCH });
    if (payments.length > 0) yield await mediclaimMembersOf(ctx, payments);
    const last = payments.at(-1);
    if (!last || payments.length < MEDICLAIM_REPORT_BATCH) return;
    after = { issueDate: last.issue_date, id: last.id };
    await nextTurn();
  }
}

/** The report's members of these payments, each with its dependents and its nominee repeated on each. */
export async function mediclaimMembersOf(
  ctx: AppContext,
  payments: Awaited<ReturnType<typeof mediclaimPaymentsBetween>>,
): Promise<MediclaimReportMember[]> {
  const dependents = await reportDependentsOf(ctx.db, [...new Set(payments.map((p) => p.id_number))]);
  const byMember = new Map<string, typeof dependents>();
  for (const d of dependents) {
    const own = byMember.get(d.member_id);
    if (own) own.push(d);
    else byMember.set(d.member_id, [d]);
  }
  return payments.map((p) => {
    const nominee: Nominee = {
      NOMINEE_NAME: p.nominee_name,
      NOMINEE_RELATION: p.nominee_relation,
      NOMINEE_DOB: p.nominee_dob,
      NOMINEE_GUARDIAN: p.nominee_guardian,
    };
    return {
      ID_NUMBER: p.id_number,
      MEMBER_NAME: p.member_name,
      DATE_OF_BIRTH: p.date_of_birth,
      AGE: ageOn(p.date_of_birth, p.issue_date),
      SEX: p.sex,
      ISSUE_DATE: p.issue_date,
      MODE_OF_PAYMENT: p.mode_of_payment,
      AMOUNT: p.amount,
      REMARKS: p.group_name,
      ...nominee,
      dependents: (byMember.get(p.id_number) ?? []).map((d) => ({
        ID: d.member_id,
        DEPENDENT_NAME: d.dependent_name,
        DOB: d.dob,
        AGE: ageOn(d.dob, p.issue_date),
        SEX: d.sex,
        RELATION: d.relation,
        ...nominee,
      })),
    };
  });
}

/**
 * `{"data": [...], ...rest}` written a batch of rows at a time, so a year's report (tens of
 * megabytes of JSON) is never one string in memory. `rest` is asked for once every row is out, so it
 * may total them.
 */
export async function* jsonDocument(
  batches: AsyncIterable<readonly unknown[]>,
  rest: () => Record<string, unknown> = () => ({}),
): AsyncGenerator<string> {
  yield '{"data":[';
  let separator = '';
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield separator + batch.map((row) => JSON.stringify(row)).join(',');
    separator = ',';
  }
  const tail = JSON.stringify(rest());
  yield tail === '{}' ? ']}' : `],${tail.slice(1)}`;
}

/**
 * Days of payments per query of the collection report: on 50,000 members a week is about 1,800 rows,
 * short enough that a request arriving while it is read and written out waits little, where a
 * fortnight held it about twice as long; a year is never held whole.
 */
const COLLECTION_WINDOW_DAYS = 7;

/**
 * The collection report's rows a week at a time, in the order they were recorded. It reads only from
 * the first day with a payment to the last, and past a week with none it goes straight to the next
 * day that has one, so a long range of empty years costs a few index steps.
 */
export async function* collectionBatches(ctx: AppContext, range: DateRange): AsyncGenerator<CollectionRow[]> {
  const span = await collectionDateSpan(ctx.db, range);
  if (!span.first || !span.last) return;
  const last = span.last;
  let fromDate: string | null = span.first;
  while (fromDate && fromDate <= last) {
    const toDate = minDate(addDays(fromDate, COLLECTION_WINDOW_DAYS - 1), last);
    const rows = await collectionsBetween(ctx.db, { fromDate, toDate });
    if (rows.length > 0) yield rows;
    await nextTurn();
    const next = addDays(toDate, 1);
    fromDate =
      rows.length > 0 || next > last
        ? next
        : (await collectionDateSpan(ctx.db, { fromDate: next, toDate: last })).first;
  }
}

/** The same batches, each also added to `totals` as it passes. */
export async function* countedBatches(
  batches: AsyncIterable<CollectionRow[]>,
  totals: ReturnType<typeof collectionTotals>,
): AsyncGenerator<CollectionRow[]> {
  for await (const batch of batches) {
    totals.add(batch);
    yield batch;
  }
}

const BATCH = 1000;

/**
 * The non-renewal list as CSV, produced a thousand members at a time so a large register never
 * sits in memory whole. A member appears when its subscription is not ACTIVE today: it never paid,
 * its cover ran out, or its payment was reset or its cheque bounced.
 */
export async function* nonRenewalCsv(ctx: AppContext, table: SubscriptionTable): AsyncGenerator<string> {
  const today = todayInIndia(ctx.now());
  yield CSV_BOM + csvLine(NON_RENEWAL_COLUMNS);
  let afterId = '';
  for (;;) {
    const members = await notActiveMembersAfter(ctx.db, table, { afterId, today, limit: BATCH });
    if (members.length > 0) {
      yield members
        .map((m) =>
          csvLine([
            m.id_number,
            m.member_name,
            m.mobile,
            m.whatsapp,
            m.email,
            m.department,
            m.family_group,
            m.address,
            formatDisplayDate(m.issue_date),
            formatDisplayDate(m.expiry_date),
            m.expiry_date === null
              ? 'NEVER PAID'
              : paymentStatus({ expiry_date: m.expiry_date, reset_at: m.reset_at, bounced_at: m.bounced_at }, today),
          ]),
        )
        .join('');
    }
    if (members.length < BATCH) return;
    afterId = members[members.length - 1]?.id_number ?? afterId;
    await nextTurn();
  }
}

/**
 * A CSV download made a batch at a time: the heading, then each batch's lines as it is read, so a
 * long report is never one string in memory. `lines` numbers a batch's rows from `first`.
 */
export async function* csvDocument<T>(
  columns: readonly string[],
  batches: AsyncIterable<T[]>,
  lines: (rows: T[], first: number) => (string | number | null | undefined)[][],
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(columns);
  let first = 1;
  for await (const batch of batches) {
    yield lines(batch, first).map(csvLine).join('');
    first += batch.length;
  }
}

/** The voided, reset and bounced receipts of these kinds paid in the range, which a report lists apart from its totals. */
export function setApartOf(
  ctx: AppContext,
  range: DateRange,
  kinds: readonly CollectionKind[],
): Promise<SetApartRow[]> {
  return setApartBetween(ctx.db, range, kinds);
}

/**
 * A report's CSV followed by its set-apart section: an empty line, the heading, the columns and a
 * line per voided, reset or bounced receipt. A range without any ends with the report's own lines, as before.
 */
export async function* withSetApartCsv(body: AsyncIterable<string>, setApart: readonly SetApartRow[]) {
  yield* body;
  if (setApart.length === 0) return;
  yield `\r\n${csvLine([SET_APART_HEADING])}${csvLine(SET_APART_COLUMNS)}${setApartLines(setApart).map(csvLine).join('')}`;
}

/** A range's standing receipts of every kind, as the collection report counts them. */
export function collectionsOf(ctx: AppContext, range: DateRange): Promise<CollectionRow[]> {
  return collectionsBetween(ctx.db, range);
}

/** A range's collections summed by month by the database, for the dashboard's chart. */
export function monthlyCollections(ctx: AppContext, range: DateRange): Promise<MonthCollection[]> {
  return collectionsByMonth(ctx.db, range);
}
