import { errorAnswer } from '@trust/contract/answers';
import {
  BOUNCED_CHEQUE_COLUMNS,
  bouncedChequeLines,
  bouncedChequeRow,
  CASH_BOOK_COLUMNS,
  cashBookAnswer,
  cashBookLines,
  cashDayAnswer,
  cashDayParam,
  closeDayInput,
  creditInput,
  depositInput,
  depositParam,
  depositRow,
  reopenDayInput,
} from '@trust/contract/cashbook';
import { dateRangeQuery } from '@trust/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvText, jsonOrCsv, sendCsv } from '../../replies';
import { bouncedCheques, cashBook, cashDay, closeDay, reopenDay } from './cashbook.service';
import { addDeposit, creditDeposit, depositById } from './deposits.service';

/** A date range; `format=csv` gives the same lines as a CSV download. */
const rangeQuery = dateRangeQuery.and(z.object({ format: z.enum(['json', 'csv']).optional() }));

/**
 * The cash book: a day's expected and counted takings, its close and reopen, the deposit slips that
 * carry its cash and cheques to the bank, and the cheques the bank returned.
 */
export const cashbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/cashbook',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'The cash book of a date range: a line per day with takings, a close, a deposit or a bounce (JSON, or CSV with format=csv)',
        querystring: rangeQuery,
        response: jsonOrCsv(cashBookAnswer),
      },
    },
    async (req, reply) => {
      const lines = await cashBook(ctx, req.query);
      if (req.query.format === 'csv')
        return sendCsv(reply, 'cash-book.csv', csvText(CASH_BOOK_COLUMNS, cashBookLines(lines)));
      return { data: lines };
    },
  );

  app.get(
    '/cashbook/:date',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "A day's expected takings by mode and user, its count, closes, cheques, deposits and bounces",
        params: cashDayParam,
        response: { 200: cashDayAnswer },
      },
    },
    async (req) => cashDay(ctx, req.params.date),
  );

  app.post(
    '/cashbook/:date/close',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Close a day with the counted takings by mode (audited); its receipts are locked until reopened',
        params: cashDayParam,
        body: closeDayInput,
        response: { 200: cashDayAnswer, 409: errorAnswer },
      },
    },
    async (req) => closeDay(ctx, req.params.date, req.body, req.signedIn()),
  );

  app.post(
    '/cashbook/:date/reopen',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: 'Reopen a closed day with a reason (audited)',
        params: cashDayParam,
        body: reopenDayInput,
        response: { 200: cashDayAnswer, 409: errorAnswer },
      },
    },
    async (req) => reopenDay(ctx, req.params.date, req.body.reason, req.signedIn()),
  );

  app.post(
    '/cashbook/:date/deposits',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: "Record a deposit slip of a closed day's cash and cheques (audited)",
        params: cashDayParam,
        body: depositInput,
        response: { 201: depositRow, 409: errorAnswer },
      },
    },
    async (req, reply) => {
      const row = await addDeposit(ctx, req.params.date, req.body, req.signedIn());
      return reply.code(201).send(row);
    },
  );

  app.get(
    '/cashbook/deposits/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'A deposit slip as recorded',
        params: depositParam,
        response: { 200: depositRow, 404: errorAnswer },
      },
    },
    async (req) => depositById(ctx, req.params.id),
  );

  app.post(
    '/cashbook/deposits/:id/credit',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Mark a deposit as credited by the bank (audited)',
        params: depositParam,
        body: creditInput,
        response: { 200: depositRow, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req) => creditDeposit(ctx, req.params.id, req.body.credited_on, req.signedIn()),
  );

  app.get(
    '/bounced-cheques',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'The cheques whose bounce was recorded in a date range (JSON, or CSV with format=csv)',
        querystring: rangeQuery,
        response: jsonOrCsv(z.object({ data: z.array(bouncedChequeRow) })),
      },
    },
    async (req, reply) => {
      const rows = await bouncedCheques(ctx, req.query);
      if (req.query.format === 'csv') {
        return sendCsv(reply, 'bounced-cheques.csv', csvText(BOUNCED_CHEQUE_COLUMNS, bouncedChequeLines(rows)));
      }
      return { data: rows };
    },
  );
};
