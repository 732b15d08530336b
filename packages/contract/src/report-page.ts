import { z } from 'zod';
import { setApartRow } from './books';
import { pageLimit, pageOffset } from './fields';
import { collectionTotal } from './report';

/**
 * A report a page at a time: the screen asks for the lines it shows, and the database counts and
 * totals the whole range, so a year of a large trust never crosses the wire to be looked at.
 */

/** The most lines one page of a report may ask for. */
export const REPORT_PAGE_MAX = 1000;

/** A page shows the range's first set-apart receipts, up to this many; the print lists them all. */
export const SET_APART_SHOWN = 100;

/** Above this many lines, printing the whole range asks first (`reportPageMessages.longPrint`). */
export const LONG_PRINT_LINES = 5000;

export const reportPageMessages = {
  longPrint: (lines: number) =>
    `This report has ${lines.toLocaleString('en-IN')} lines. Printing them all may take a long time; Download CSV gives the same lines.`,
  printAnyway: 'Print anyway',
  cancel: 'Cancel',
  longPrintTitle: 'A long print',
  someSetApart: (shown: number, all: number) =>
    `The first ${shown.toLocaleString('en-IN')} of ${all.toLocaleString('en-IN')} receipts set apart are shown here; Print lists them all.`,
} as const;

/** `limit` (1..1000) and `offset` (0 or more) of a report: without `limit` the whole range is answered, as before. */
export const reportPageQuery = z.object({
  limit: pageLimit(REPORT_PAGE_MAX).optional(),
  offset: pageOffset(100_000_000).optional(),
});
export type ReportPageQuery = z.infer<typeof reportPageQuery>;

/**
 * What a report's PAID rows of the whole range add up to, by payment mode, kind and the staff who
 * recorded them, summed by the database. `byDay` only for the collection report; `columns` is each
 * money column of the misc and GPAIS reports summed, for their total row.
 */
export const reportTotals = z
  .object({
    byDay: z.array(collectionTotal).optional(),
    byMode: z.array(collectionTotal),
    byKind: z.array(collectionTotal),
    byUser: z.array(collectionTotal),
    total: collectionTotal,
    columns: z.record(z.string(), z.number().int()).optional(),
  })
  .meta({ id: 'ReportTotals' });
export type ReportTotals = z.infer<typeof reportTotals>;

/**
 * A report's answer with `limit`: the page's rows, the whole range's first set-apart receipts (at
 * most `SET_APART_SHOWN`) and how many there are (`setApartLines`), how many rows the whole range
 * has (`lines`; the mediclaim report counts members) and its totals.
 */
export function reportPageAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({
    data: z.array(row),
    setApart: z.array(setApartRow),
    setApartLines: z.number().int(),
    lines: z.number().int(),
    totals: reportTotals,
  });
}
export type ReportPage<Row> = {
  data: Row[];
  setApart: z.infer<typeof setApartRow>[];
  setApartLines: number;
  lines: number;
  totals: ReportTotals;
};
