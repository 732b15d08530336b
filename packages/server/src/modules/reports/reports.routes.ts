import { Readable } from 'node:stream';
import { dateRangeQuery } from '@trust/contract/fields';
import {
  COLLECTION_COLUMNS,
  collectionLines,
  collectionReport,
  MEDICLAIM_REPORT_COLUMNS,
  MEMBERSHIP_REPORT_COLUMNS,
  mediclaimReportLines,
  membershipReportLines,
} from '@trust/contract/report';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectionsBetween, membershipPaymentsBetween } from './reports.repository';
import { csvDocument, mediclaimReport, nonRenewalCsv } from './reports.service';

/** A report's date range; `format=csv` gives the same rows as a CSV download. */
const reportQuery = dateRangeQuery.and(z.object({ format: z.enum(['json', 'csv']).optional() }));

function sendCsv(reply: FastifyReply, filename: string, body: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/mediclaim/reports/mediclaim', { schema: { querystring: reportQuery } }, async (req, reply) => {
    const members = await mediclaimReport(ctx, req.query);
    if (req.query.format === 'csv') {
      return sendCsv(reply, 'file.csv', csvDocument(MEDICLAIM_REPORT_COLUMNS, mediclaimReportLines(members)));
    }
    return { data: members };
  });

  app.get('/subscription/reports/subscription', { schema: { querystring: reportQuery } }, async (req, reply) => {
    const rows = await membershipPaymentsBetween(ctx.db, req.query);
    if (req.query.format === 'csv') {
      return sendCsv(reply, 'file.csv', csvDocument(MEMBERSHIP_REPORT_COLUMNS, membershipReportLines(rows)));
    }
    return { data: rows };
  });

  app.get('/mediclaim/reports/non-mediclaim', async (_req, reply) =>
    sendCsv(reply, 'Non-Renew Mediclaim Reports.csv', Readable.from(nonRenewalCsv(ctx, 'mediclaim_payments'))),
  );

  app.get('/subscription/reports/non-membership', async (_req, reply) =>
    sendCsv(reply, 'Non-Renew Membership Reports.csv', Readable.from(nonRenewalCsv(ctx, 'membership_payments'))),
  );

  app.get('/reports/collection', { schema: { querystring: reportQuery } }, async (req, reply) => {
    const rows = await collectionsBetween(ctx.db, req.query);
    if (req.query.format === 'csv') {
      return sendCsv(reply, 'file.csv', csvDocument(COLLECTION_COLUMNS, collectionLines(rows)));
    }
    return collectionReport(rows);
  });
};
