import { errorAnswer } from '@trust/contract/answers';
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { csvText, jsonOrCsv, sendCsv } from '../../replies';
import { bulkBatch, previewBulk, renewBulk } from './bulk-renewal.service';

/** Bulk renewal from a payroll office's list: check it, renew it in one go, read the batch again. */
export const bulkRenewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/renewals/bulk/preview',
    {
      config: { role: 'STAFF' },
      schema: {
        summary:
          'Check a payroll list: each line matched to a member, its status, fee and problems; writes nothing (Aadhaar numbers audited and counted)',
        body: bulkRenewalInput,
        response: { 200: bulkPreviewAnswer, 400: errorAnswer, 409: errorAnswer, 429: errorAnswer },
      },
    },
    async (req) => previewBulk(ctx, req.body, req.signedIn()),
  );

  app.post(
    '/renewals/bulk',
    {
      config: { role: 'STAFF' },
      schema: {
        summary:
          'Renew every line of a checked payroll list in one transaction, one gapless receipt each, or none (audited)',
        body: bulkRenewalInput,
        response: { 201: bulkBatchAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer, 429: errorAnswer },
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
        response: { ...jsonOrCsv(bulkBatchAnswer), 404: errorAnswer },
      },
    },
    async (req, reply) => {
      const batch = await bulkBatch(ctx, req.params.id);
      if (!batch) throw notFound(bulkMessages.batchNotFound);
      if (req.query.format === 'csv') {
        return sendCsv(
          reply,
          `bulk-renewal-${batch.id}.csv`,
          csvText(BULK_RECEIPT_COLUMNS, bulkReceiptLines(batch.receipts)),
        );
      }
      return batch;
    },
  );
};
