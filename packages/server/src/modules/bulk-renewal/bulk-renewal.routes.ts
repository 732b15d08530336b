import { errorAnswer } from '@trust/contract/answers';
import {
  BULK_KINDS,
  BULK_MAX_LINES,
  BULK_RECEIPT_COLUMNS,
  bulkBatchAnswer,
  bulkBatchParam,
  bulkBatchQuery,
  bulkLineInput,
  bulkMessages,
  bulkPreviewAnswer,
  bulkReceiptLines,
  bulkRenewalInput,
} from '@trust/contract/season';
import type { FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { csvText, jsonOrCsv, sendCsv, sendJsonInSlices } from '../../replies';
import { type BulkListRequest, bulkBatch, previewBulk, renewBulk } from './bulk-renewal.service';

/** A cell's most characters, as the contract's schema of a line says (`cellText(max)`, with or without a default). */
function longestCell(column: string, schema: z.ZodType): number {
  const inner = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
  const max = inner instanceof z.ZodString ? inner.maxLength : null;
  if (max === null) throw new Error(`The bulk renewal's ${column} cell has no maximum length`);
  return max;
}

/**
 * The largest body of a list of BULK_MAX_LINES lines, every cell at its longest and every character
 * of it written as a JSON escape (`\u0939`, six bytes: the most a character can take in JSON, as
 * clients that escape everything but ASCII send them), the line number at its longest too, without
 * whitespace between tokens. Far over the app's 1 MB for forms, so these two routes take their own.
 */
export const BULK_BODY_LIMIT = (() => {
  const line: Record<string, unknown> = {};
  for (const [column, schema] of Object.entries(bulkLineInput.shape)) {
    line[column] = column === 'line' ? Number.MAX_SAFE_INTEGER : 'x'.repeat(longestCell(column, schema));
  }
  const escaped = (json: string) => json.replace(/"x+"/g, (cell) => `"${'\\u0939'.repeat(cell.length - 2)}"`);
  const lineBytes = Buffer.byteLength(escaped(JSON.stringify(line)));
  const longestKind = BULK_KINDS.reduce((a, b) => (b.length > a.length ? b : a));
  const envelope = Buffer.byteLength(JSON.stringify({ kind: longestKind, issue_date: '2099-12-31', lines: [] }));
  // Lines are separated by commas.
  return envelope + BULK_MAX_LINES * (lineBytes + 1);
})();

/**
 * The list as the route reads it: its kind, its date and at most BULK_MAX_LINES lines. Each line is
 * then read by the contract's `bulkLineInput` in the service, a slice at a time (10,000 lines checked
 * in one go held every other request), with the same messages at the same paths; `bulkRenewalInput`
 * documents the whole body.
 */
const bulkList = bulkRenewalInput.extend({
  lines: z.array(z.unknown()).max(BULK_MAX_LINES, bulkMessages.tooManyLines),
});

const linesReadInService: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler(route.httpPart === 'body' ? { ...route, schema: bulkList } : route);

/** Bulk renewal from a payroll office's list: check it, renew it in one go, read the batch again. */
export const bulkRenewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.setValidatorCompiler(linesReadInService);

  app.post(
    '/renewals/bulk/preview',
    {
      config: { role: 'STAFF' },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary:
          'Check a payroll list: each line matched to a member, its status, fee and problems; writes nothing (Aadhaar numbers audited and counted)',
        body: bulkRenewalInput,
        response: { 200: bulkPreviewAnswer, 400: errorAnswer, 409: errorAnswer, 429: errorAnswer },
      },
    },
    async (req, reply) =>
      sendJsonInSlices(reply, await previewBulk(ctx, req.body as unknown as BulkListRequest, req.signedIn()), 'lines'),
  );

  app.post(
    '/renewals/bulk',
    {
      config: { role: 'STAFF' },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary:
          'Renew every line of a checked payroll list in one transaction, one gapless receipt each, or none (audited)',
        body: bulkRenewalInput,
        response: { 201: bulkBatchAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer, 429: errorAnswer },
      },
    },
    async (req, reply) => {
      const batch = await renewBulk(ctx, req.body as unknown as BulkListRequest, req.signedIn());
      return sendJsonInSlices(reply.code(201), batch, 'receipts');
    },
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
