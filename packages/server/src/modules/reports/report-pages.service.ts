import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CollectionKind } from '@trust/contract/enums';
import type { DateRange } from '@trust/contract/fields';
import type { CollectionRow, MediclaimReportMember, MembershipReportRow } from '@trust/contract/report';
import { type ReportPage, SET_APART_SHOWN } from '@trust/contract/report-page';
import type { AppContext } from '../../context';
import type { DatedBatch } from '../../db/dated-batch';
import { countSetApartBetween, setApartBetween } from '../../db/receipt-kinds';
import { paidColumnSums, paidTotals } from './report-totals.repository';
import { collectionsPage, mediclaimPaymentsBetween, membershipPaymentsBetween } from './reports.repository';
import { mediclaimMembersOf } from './reports.service';

/** The page of a report the screen shows: `limit` rows from `offset`, in the full report's order. */
export interface PageWanted {
  limit: number;
  offset?: number;
}

/**
 * A page of a report with what the whole range holds: its first set-apart receipts and their number,
 * its number of rows and its totals, all from the database, so moving between pages changes only
 * the rows. A year of half a million members sets apart thousands of receipts: the page carries the
 * first ones, the print all of them.
 */
export async function reportPage<Row>(
  ctx: AppContext,
  range: DateRange,
  kinds: readonly CollectionKind[],
  data: Row[],
  { byDay = false, sums }: { byDay?: boolean; sums?: { kind: CollectionKind; columns: readonly string[] } } = {},
): Promise<ReportPage<Row>> {
  const totals = await paidTotals(ctx.db, range, kinds, { byDay });
  const columns = sums ? { columns: await paidColumnSums(ctx.db, range, sums.kind, sums.columns) } : {};
  const setApart = await setApartBetween(ctx.db, range, kinds, SET_APART_SHOWN);
  // Counted only when the page holds as many as it shows: fewer are all there are.
  const setApartLines =
    setApart.length < SET_APART_SHOWN ? setApart.length : await countSetApartBetween(ctx.db, range, kinds);
  return {
    data,
    setApart,
    setApartLines,
    lines: totals.total.count,
    totals: { ...totals, ...columns },
  };
}

const pageOf = (page: PageWanted) => ({ after: null, limit: page.limit, offset: page.offset ?? 0 });

export async function membershipReportPage(
  ctx: AppContext,
  range: DateRange,
  page: PageWanted,
): Promise<ReportPage<MembershipReportRow>> {
  const rows = await membershipPaymentsBetween(ctx.db, range, pageOf(page));
  return reportPage(
    ctx,
    range,
    ['MEMBERSHIP'],
    rows.map(({ id: _, ...row }) => row),
  );
}

/** A page of the mediclaim report counts members (each with its dependents), as its `lines` do. */
export async function mediclaimReportPage(
  ctx: AppContext,
  range: DateRange,
  page: PageWanted,
): Promise<ReportPage<MediclaimReportMember>> {
  const payments = await mediclaimPaymentsBetween(ctx.db, range, pageOf(page));
  return reportPage(ctx, range, ['MEDICLAIM'], await mediclaimMembersOf(ctx, payments));
}

export async function collectionReportPage(
  ctx: AppContext,
  range: DateRange,
  kinds: readonly CollectionKind[],
  page: PageWanted,
): Promise<ReportPage<CollectionRow>> {
  const rows = await collectionsPage(ctx.db, range, { limit: page.limit, offset: page.offset ?? 0 });
  return reportPage(ctx, range, kinds, rows, { byDay: true });
}

/** Rows read per batch of a misc or GPAIS report's CSV or whole JSON. */
const DATED_BATCH = 1000;

/**
 * A report dated by `date` (misc, GPAIS) a batch at a time, by date then id, handing the event loop
 * back between batches as the other reports do: a year is never held whole.
 */
export async function* datedBatches<Row extends { date: string; id: number }>(
  read: (batch: DatedBatch) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: DatedBatch['after'] = null;
  for (;;) {
    const rows = await read({ after, limit: DATED_BATCH });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < DATED_BATCH) return;
    after = { date: last.date, id: last.id };
    await nextTurn();
  }
}

/** A page of a misc or GPAIS report, read with the same query as its batches. */
export async function datedReportPage<Row>(
  ctx: AppContext,
  range: DateRange,
  kind: CollectionKind,
  read: (batch: DatedBatch) => Promise<Row[]>,
  page: PageWanted,
  sumColumns: readonly string[],
): Promise<ReportPage<Row>> {
  return reportPage(ctx, range, [kind], await read(pageOf(page)), { sums: { kind, columns: sumColumns } });
}
