import { Readable } from 'node:stream';
import { COLLECTION_KINDS } from '@trust/contract/enums';
import {
  COLLECTION_COLUMNS,
  collectionLines,
  collectionReportAnswer,
  collectionRow,
  collectionTotals,
  MEDICLAIM_REPORT_COLUMNS,
  MEMBERSHIP_REPORT_COLUMNS,
  mediclaimReportLines,
  mediclaimReportMember,
  membershipReportLines,
  membershipReportRow,
} from '@trust/contract/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvOnly, sendCsv, sendJsonStream } from '../../replies';
import { answerRangeReport, reportAnswer, reportQuery } from './report-answers';
import { collectionReportPage, mediclaimReportPage, membershipReportPage } from './report-pages.service';
import {
  collectionBatches,
  countedBatches,
  csvDocument,
  jsonDocument,
  mediclaimReportBatches,
  membershipReportBatches,
  nonRenewalCsv,
  setApartOf,
  withSetApartCsv,
} from './reports.service';

const PAGED = ' A page of it with limit and offset, with its lines and totals of the whole range.';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/mediclaim/reports/mediclaim',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'Mediclaim payments issued in a date range, with dependents, and the reset ones apart (JSON, or CSV with format=csv)',
        description: `Lines count members, each with its dependents.${PAGED}`,
        querystring: reportQuery,
        response: reportAnswer(mediclaimReportMember),
      },
    },
    (req, reply) =>
      answerRangeReport(ctx, reply, req.query, {
        kinds: ['MEDICLAIM'],
        page: (page) => mediclaimReportPage(ctx, req.query, page),
        batches: () => mediclaimReportBatches(ctx, req.query),
        columns: MEDICLAIM_REPORT_COLUMNS,
        lines: mediclaimReportLines,
      }),
  );

  app.get(
    '/subscription/reports/subscription',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'Membership payments issued in a date range, and the reset ones apart (JSON, or CSV with format=csv)',
        description: `Each amount is the subscription and the book fee.${PAGED}`,
        querystring: reportQuery,
        response: reportAnswer(membershipReportRow),
      },
    },
    (req, reply) =>
      answerRangeReport(ctx, reply, req.query, {
        kinds: ['MEMBERSHIP'],
        page: (page) => membershipReportPage(ctx, req.query, page),
        batches: () => membershipReportBatches(ctx, req.query),
        columns: MEMBERSHIP_REPORT_COLUMNS,
        lines: membershipReportLines,
      }),
  );

  app.get(
    '/mediclaim/reports/non-mediclaim',
    {
      config: { role: 'VIEWER' },
      schema: { summary: 'CSV of the members whose mediclaim is not active', response: csvOnly },
    },
    async (_req, reply) =>
      sendCsv(reply, 'Non-Renew Mediclaim Reports.csv', Readable.from(nonRenewalCsv(ctx, 'mediclaim_payments'))),
  );

  app.get(
    '/subscription/reports/non-membership',
    {
      config: { role: 'VIEWER' },
      schema: { summary: 'CSV of the members whose membership is not active', response: csvOnly },
    },
    async (_req, reply) =>
      sendCsv(reply, 'Non-Renew Membership Reports.csv', Readable.from(nonRenewalCsv(ctx, 'membership_payments'))),
  );

  app.get(
    '/reports/collection',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'PAID collections in a date range by payment mode, and the voided and reset receipts apart (JSON, or CSV with format=csv)',
        description: `The page's totals carry byDay as well.${PAGED}`,
        querystring: reportQuery,
        response: reportAnswer(collectionRow, collectionReportAnswer),
      },
    },
    async (req, reply) => {
      const { query } = req;
      if (query.format !== 'csv' && query.limit !== undefined)
        return collectionReportPage(ctx, query, COLLECTION_KINDS, { limit: query.limit, offset: query.offset });
      const setApart = await setApartOf(ctx, query, COLLECTION_KINDS);
      if (query.format === 'csv') {
        const csv = csvDocument(COLLECTION_COLUMNS, collectionBatches(ctx, query), collectionLines);
        return sendCsv(reply, 'file.csv', Readable.from(withSetApartCsv(csv, setApart)));
      }
      const totals = collectionTotals();
      const batches = countedBatches(collectionBatches(ctx, query), totals);
      return sendJsonStream(
        reply,
        jsonDocument(batches, () => ({ setApart, ...totals.result() })),
      );
    },
  );
};
