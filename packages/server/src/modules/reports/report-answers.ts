import { Readable } from 'node:stream';
import { reportRowsAnswer } from '@trust/contract/books';
import type { CollectionKind } from '@trust/contract/enums';
import { type DateRange, dateRangeQuery } from '@trust/contract/fields';
import { type ReportPageQuery, reportPageAnswer, reportPageQuery } from '@trust/contract/report-page';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { jsonOrCsv, sendCsv, sendJsonStream } from '../../replies';
import { csvDocument, jsonDocument, setApartOf, withSetApartCsv } from './reports.service';

/*
 * How a route answers a date-range report (this module's, and the misc and GPAIS reports): its
 * query, its answers, and writing them.
 */

/**
 * A report's date range; `limit` and `offset` ask for one page with the whole range's totals;
 * `format=csv` gives every row of the range as a CSV download.
 */
export const reportQuery = dateRangeQuery
  .and(reportPageQuery)
  .and(z.object({ format: z.enum(['json', 'csv']).optional() }));

/** A report's answer: a page with `limit`, else the whole range as it always was; or its CSV. */
export function reportAnswer<Row extends z.ZodType>(row: Row, whole: z.ZodType = reportRowsAnswer(row)) {
  return jsonOrCsv(z.union([reportPageAnswer(row), whole]));
}

/** What a route asks of a date-range report: its range, a page of it, or its CSV. */
export type RangeReportQuery = DateRange & ReportPageQuery & { format?: 'json' | 'csv' };

/** How one report is read and written: a page, the whole range a batch at a time, and its CSV lines. */
export interface RangeReport<Row> {
  kinds: readonly CollectionKind[];
  page: (page: { limit: number; offset?: number }) => Promise<unknown>;
  batches: () => AsyncIterable<Row[]>;
  columns: readonly string[];
  lines: (rows: Row[], first: number) => (string | number | null | undefined)[][];
}

/**
 * A date-range report's answer: with `limit` one page and the whole range's totals; with
 * `format=csv` the whole range as CSV (a `limit` then does not apply); otherwise the whole range as
 * JSON, as it always was. The whole range is written a batch at a time, never held whole.
 */
export async function answerRangeReport<Row>(
  ctx: AppContext,
  reply: FastifyReply,
  query: RangeReportQuery,
  report: RangeReport<Row>,
) {
  if (query.format !== 'csv' && query.limit !== undefined)
    return report.page({ limit: query.limit, offset: query.offset });
  const setApart = await setApartOf(ctx, query, report.kinds);
  if (query.format === 'csv') {
    const csv = csvDocument(report.columns, report.batches(), report.lines);
    return sendCsv(reply, 'file.csv', Readable.from(withSetApartCsv(csv, setApart)));
  }
  return sendJsonStream(
    reply,
    jsonDocument(report.batches(), () => ({ setApart })),
  );
}
