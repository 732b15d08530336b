import { doneAnswer, errorAnswer, listAnswer, receiptAnswer } from '@trust/contract/answers';
import { reasonBody, reasonQuery } from '@trust/contract/books';
import { pageQuery, paramText } from '@trust/contract/fields';
import { miscReceiptInput, miscReceiptToPrint, miscReportRow } from '@trust/contract/misc';
import { MISC_REPORT_COLUMNS, miscReportLines } from '@trust/contract/range-report-lines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredReason } from '../../errors';
import { answerRangeReport, reportAnswer, reportQuery } from '../reports/report-answers';
import {
  addMiscReceipt,
  memberMiscReceipts,
  miscReceipt,
  miscReceipts,
  miscReportBatches,
  miscReportPage,
  voidMiscReceipt,
} from './misc.service';

const receipts = listAnswer(miscReportRow);

const recordId = z.object({
  id: z.coerce.number({ error: 'The receipt id must be a number' }).int().positive().max(2_147_483_647),
});
const memberParam = z.object({ memberId: paramText(50).min(1) });
const memberQuery = z.object({ memberId: paramText(50).optional() });

export const miscRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/misc/report',
    {
      config: { role: 'VIEWER' },
      schema: { summary: 'List miscellaneous receipts', querystring: pageQuery, response: { 200: receipts } },
    },
    async (req) => ({ data: await miscReceipts(ctx, req.query) }),
  );

  app.get(
    '/misc/report/user/:memberId',
    {
      config: { role: 'VIEWER' },
      schema: { summary: "A member's miscellaneous receipts", params: memberParam, response: { 200: receipts } },
    },
    async (req) => ({ data: await memberMiscReceipts(ctx, req.params.memberId) }),
  );

  app.get(
    '/misc/report/date',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'PAID miscellaneous receipts in a date range, and the voided ones apart (JSON, or CSV with format=csv)',
        description:
          'A page of it with limit and offset, with its lines and totals of the whole range (totals.columns: each money column summed).',
        querystring: reportQuery,
        response: reportAnswer(miscReportRow),
      },
    },
    (req, reply) =>
      answerRangeReport(ctx, reply, req.query, {
        kinds: ['MISC'],
        page: (page) => miscReportPage(ctx, req.query, page),
        batches: () => miscReportBatches(ctx, req.query),
        columns: MISC_REPORT_COLUMNS.map((c) => c.header),
        lines: miscReportLines,
      }),
  );

  app.get(
    '/misc/report/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'One miscellaneous receipt, with its verification code',
        params: recordId,
        querystring: memberQuery,
        response: { 200: listAnswer(miscReceiptToPrint), 404: errorAnswer },
      },
    },
    async (req) => ({ data: [await miscReceipt(ctx, req.params.id, req.query.memberId)] }),
  );

  app.post(
    '/misc/report',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Record a miscellaneous receipt',
        body: miscReceiptInput,
        response: { 201: receiptAnswer, 404: errorAnswer },
      },
    },
    async (req, reply) => {
      const created = await addMiscReceipt(ctx, req.body, req.signedIn());
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/misc/report/:id',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: 'Void a miscellaneous receipt, with a reason (it keeps its number and is listed as VOID)',
        params: recordId,
        body: reasonBody,
        querystring: reasonQuery,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req) => {
      await voidMiscReceipt(ctx, req.params.id, requiredReason(req.body, req.query), req.signedIn());
      return { error: false } as const;
    },
  );
};
