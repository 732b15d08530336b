import { csvFile, errorAnswer } from '@trust/contract/answers';
import { CSV_BOM, csvLine } from '@trust/contract/report';
import {
  BULK_RECEIPT_COLUMNS,
  bulkBatchAnswer,
  bulkBatchParam,
  bulkBatchQuery,
  bulkMessages,
  bulkPreviewAnswer,
  bulkReceiptLines,
  bulkRenewalInput,
} from '@trust/contract/season';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { bulkBatch, previewBulk, renewBulk } from './bulk-renewal.service';

/** A CSV as the other reports write it: byte-order mark, header row, one line per row. */
function sendCsv(reply: FastifyReply, filename: string, columns: readonly string[], lines: (string | number)[][]) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  // The schema of each content type documents the answer; the text is written as it is.
  return (reply as unknown as { send(body: string): FastifyReply }).send(
    CSV_BOM + csvLine(columns) + lines.map(csvLine).join(''),
  );
}

/** Bulk renewal from a payroll office's list: check it, renew it in one go, read the batch again. */
export const bulkRenewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/renewals/bulk/preview',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Check a payroll list: each line matched to a member, its status, fee and problems; writes nothing',
        body: bulkRenewalInput,
        response: { 200: bulkPreviewAnswer, 400: errorAnswer, 409: errorAnswer },
      },
    },
    async (req) => previewBulk(ctx, req.body),
  );

  app.post(
    '/renewals/bulk',
    {
      config: { role: 'STAFF' },
      schema: {
        summary:
          'Renew every line of a checked payroll list in one transaction, one gapless receipt each, or none (audited)',
        body: bulkRenewalInput,
        response: { 201: bulkBatchAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await renewBulk(ctx, req.body, req.signedIn())),
  );

  app.get(
    '/renewals/bulk/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'A bulk renewal with its receipts in line order (JSON, or CSV with format=csv)',
        params: bulkBatchParam,
        querystring: bulkBatchQuery,
        response: {
          200: { content: { 'application/json': { schema: bulkBatchAnswer }, 'text/csv': { schema: csvFile } } },
          404: errorAnswer,
        },
      },
    },
    async (req, reply) => {
      const batch = await bulkBatch(ctx, req.params.id);
      if (!batch) throw notFound(bulkMessages.batchNotFound);
      if (req.query.format === 'csv') {
        return sendCsv(reply, `bulk-renewal-${batch.id}.csv`, BULK_RECEIPT_COLUMNS, bulkReceiptLines(batch.receipts));
      }
      return batch;
    },
  );
};
