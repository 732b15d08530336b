import { Readable } from 'node:stream';
import { reportRowsAnswer } from '@trust/contract/books';
import { COLLECTION_KINDS } from '@trust/contract/enums';
import { dateRangeQuery } from '@trust/contract/fields';
import {
  COLLECTION_COLUMNS,
  collectionLines,
  collectionReportAnswer,
  collectionTotals,
  MEDICLAIM_REPORT_COLUMNS,
  MEMBERSHIP_REPORT_COLUMNS,
  mediclaimReportLines,
  mediclaimReportMember,
  membershipReportLines,
  membershipReportRow,
} from '@trust/contract/report';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvOnly, jsonOrCsv, raw, sendCsv } from '../../replies';
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

/** A report's date range; `format=csv` gives the same rows as a CSV download. */
const reportQuery = dateRangeQuery.and(z.object({ format: z.enum(['json', 'csv']).optional() }));

/** A JSON document produced piece by piece (a year's report), sent as it is made. */
function sendJson(reply: FastifyReply, body: AsyncIterable<string>) {
  reply.type('application/json; charset=utf-8');
  return raw(reply).send(Readable.from(body));
}

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/mediclaim/reports/mediclaim',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'Mediclaim payments issued in a date range, with dependents, and the reset ones apart (JSON, or CSV with format=csv)',
        querystring: reportQuery,
        response: jsonOrCsv(reportRowsAnswer(mediclaimReportMember)),
      },
    },
    async (req, reply) => {
      const setApart = await setApartOf(ctx, req.query, ['MEDICLAIM']);
      const batches = mediclaimReportBatches(ctx, req.query);
      if (req.query.format === 'csv') {
        const csv = csvDocument(MEDICLAIM_REPORT_COLUMNS, batches, mediclaimReportLines);
        return sendCsv(reply, 'file.csv', Readable.from(withSetApartCsv(csv, setApart)));
      }
      return sendJson(
        reply,
        jsonDocument(batches, () => ({ setApart })),
      );
    },
  );

  app.get(
    '/subscription/reports/subscription',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'Membership payments issued in a date range, and the reset ones apart (JSON, or CSV with format=csv)',
        querystring: reportQuery,
        response: jsonOrCsv(reportRowsAnswer(membershipReportRow)),
      },
    },
    async (req, reply) => {
      const setApart = await setApartOf(ctx, req.query, ['MEMBERSHIP']);
      const batches = membershipReportBatches(ctx, req.query);
      if (req.query.format === 'csv') {
        const csv = csvDocument(MEMBERSHIP_REPORT_COLUMNS, batches, membershipReportLines);
        return sendCsv(reply, 'file.csv', Readable.from(withSetApartCsv(csv, setApart)));
      }
      return sendJson(
        reply,
        jsonDocument(batches, () => ({ setApart })),
      );
    },
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
        querystring: reportQuery,
        response: jsonOrCsv(collectionReportAnswer),
      },
    },
    async (req, reply) => {
      const setApart = await setApartOf(ctx, req.query, COLLECTION_KINDS);
      if (req.query.format === 'csv') {
        const csv = csvDocument(COLLECTION_COLUMNS, collectionBatches(ctx, req.query), collectionLines);
        return sendCsv(reply, 'file.csv', Readable.from(withSetApartCsv(csv, setApart)));
      }
      const totals = collectionTotals();
      const batches = countedBatches(collectionBatches(ctx, req.query), totals);
      return sendJson(
        reply,
        jsonDocument(batches, () => ({ setApart, ...totals.result() })),
      );
    },
  );
};
