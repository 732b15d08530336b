import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { paymentStatus } from '@trust/contract/renewal';
import {
  type CollectionRow,
  CSV_BOM,
  type collectionTotals,
  csvLine,
  type MembershipReportRow,
  NON_RENEWAL_COLUMNS,
} from '@trust/contract/report';
import { addDays, minDate } from '../../calendar';
import type { AppContext } from '../../context';
import {
  collectionJsonRowsBetween,
  collectionsBetween,
  collectionWindowDays,
  mediclaimReportRowsBetween,
  membershipPaymentsBetween,
  notActiveMembersAfter,
  type ReportBatch,
  type SubscriptionTable,
} from './reports.repository';

/** Payments read per batch of a report: a year's run to tens of thousands. */
const REPORT_BATCH = 1000;

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
  }
}

/**
 * The mediclaim report a batch at a time, in issue order: each member who paid, with its dependents
 * under it, as the JSON text of its row (MediclaimReportMember).
 */
export async function* mediclaimReportBatches(ctx: AppContext, range: DateRange): AsyncGenerator<string[]> {
  let after: ReportBatch['after'] = null;
  for (;;) {
    const rows = await mediclaimReportRowsBetween(ctx.db, range, { after, limit: REPORT_BATCH });
    if (rows.length > 0) yield rows.map((row) => row.json);
    const last = rows.at(-1);
    if (!last || rows.length < REPORT_BATCH) return;
    after = { issueDate: last.issue_date, id: last.id };
  }
}

/** Every batch's rows in one list, for what needs them all at once (a CSV download). */
export async function allRows<T>(batches: AsyncIterable<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

/** Each row of each batch as its JSON text. */
export async function* asJsonText<T>(batches: AsyncIterable<T[]>): AsyncGenerator<string[]> {
  for await (const batch of batches) yield batch.map((row) => JSON.stringify(row));
}

/**
 * `{"data": [...], ...rest}` written a batch of rows (each its JSON text) at a time, so a year's
 * report (tens of megabytes of JSON) is never one string in memory. `rest` is asked for once every
 * row is out, so it may total them.
 */
export async function* jsonDocument(
  batches: AsyncIterable<string[]>,
  rest: () => Record<string, unknown> = () => ({}),
): AsyncGenerator<string> {
  yield '{"data":[';
  let separator = '';
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield separator + batch.join(',');
    separator = ',';
  }
  const tail = JSON.stringify(rest());
  yield tail === '{}' ? ']}' : `],${tail.slice(1)}`;
}

/** A range cut into the collection report's windows (see collectionWindowDays), in order. */
function* collectionWindows(ctx: AppContext, range: DateRange): Generator<DateRange> {
  const days = collectionWindowDays(ctx.db);
  for (let fromDate = range.fromDate; fromDate <= range.toDate; ) {
    const toDate = minDate(addDays(fromDate, days - 1), range.toDate);
    yield { fromDate, toDate };
    fromDate = addDays(toDate, 1);
  }
}

/** The collection report's rows a week or two at a time, in the order they were recorded. */
export async function* collectionBatches(ctx: AppContext, range: DateRange): AsyncGenerator<CollectionRow[]> {
  for (const window of collectionWindows(ctx, range)) yield await collectionsBetween(ctx.db, window);
}

/**
 * The same rows as JSON text, each batch also added to `totals`: a year of receipts is a quarter of a
 * million rows, never held whole.
 */
export async function* collectionJsonBatches(
  ctx: AppContext,
  range: DateRange,
  totals: ReturnType<typeof collectionTotals>,
): AsyncGenerator<string[]> {
  for (const window of collectionWindows(ctx, range)) {
    const rows = await collectionJsonRowsBetween(ctx.db, window);
    totals.add(rows);
    yield rows.map((row) => row.json);
  }
}

const BATCH = 1000;

/**
 * The non-renewal list as CSV, produced a thousand members at a time so a large register never
 * sits in memory whole. A member appears when its subscription is not ACTIVE today: it never paid,
 * its cover ran out, or its payment was reset.
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
              : paymentStatus({ expiry_date: m.expiry_date, reset_at: m.reset_at }, today),
          ]),
        )
        .join('');
    }
    if (members.length < BATCH) return;
    afterId = members[members.length - 1]?.id_number ?? afterId;
  }
}

/** A whole CSV from a heading and lines, with the byte-order mark. */
export function csvDocument(columns: readonly string[], lines: readonly (string | number)[][]): string {
  return CSV_BOM + csvLine(columns) + lines.map(csvLine).join('');
}
