import { doneAnswer, errorAnswer, listAnswer, lookupAnswer, receiptAnswer } from '@trust/contract/answers';
import { reasonBody, reasonQuery } from '@trust/contract/books';
import { dependentRow } from '@trust/contract/dependent';
import { paramText } from '@trust/contract/fields';
import {
  gpaDependentInput,
  gpaDependentRecordRow,
  gpaDependentRecordToPrint,
  gpaInput,
  gpaMemberRow,
  gpaRecordRow,
  gpaRecordToPrint,
} from '@trust/contract/gpa';
import {
  DEPENDENT_GPA_REPORT_COLUMNS,
  dependentGpaReportLines,
  GPA_REPORT_COLUMNS,
  gpaReportLines,
} from '@trust/contract/range-report-lines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredReason } from '../../errors';
import { answerRangeReport, reportAnswer, reportQuery } from '../reports/report-answers';
import {
  addDependentGpaRecord,
  addGpaRecord,
  dependentGpaReportBatches,
  dependentGpaReportPage,
  gpaDependents,
  gpaMember,
  gpaReportBatches,
  gpaReportPage,
  memberDependentGpaRecords,
  memberGpaRecords,
  voidDependentGpaRecord,
  voidGpaRecord,
} from './gpa.service';

const recordId = z.object({
  id: z.coerce.number({ error: 'The record id must be a number' }).int().positive().max(2_147_483_647),
});
/** `?id={memberId}` gives the member (or its dependents); `&records=1` gives its records instead. */
const lookupQuery = z.object({
  id: paramText(50, 'id (the member ID) is required').min(1, 'id (the member ID) is required'),
  records: paramText(5).optional(),
});

const wantsRecords = (records: string | undefined) => records !== undefined && records !== '0' && records !== 'false';

/** GPAIS for members: `gpa?id=`, `gpa?records=1&id=`, `gpa/report`, `POST gpa`, `DELETE gpa/{id}`. */
export const gpaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/gpa',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'The member for the GPAIS form, or with records=1 its GPAIS records',
        querystring: lookupQuery,
        response: { 200: z.union([lookupAnswer(gpaMemberRow), listAnswer(gpaRecordToPrint)]) },
      },
    },
    async (req) => {
      if (wantsRecords(req.query.records)) return { data: await memberGpaRecords(ctx, req.query.id) };
      const member = await gpaMember(ctx, req.query.id);
      return member ? { error: false, data: [member] } : { error: true, data: [] };
    },
  );

  app.get(
    '/gpa/report',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          "Members' PAID GPAIS records in a date range, and the voided ones apart (JSON, or CSV with format=csv)",
        description:
          'A page of it with limit and offset, with its lines and totals of the whole range (totals.columns: SA and premium summed).',
        querystring: reportQuery,
        response: reportAnswer(gpaRecordRow),
      },
    },
    (req, reply) =>
      answerRangeReport(ctx, reply, req.query, {
        kinds: ['GPAIS'],
        page: (page) => gpaReportPage(ctx, req.query, page),
        batches: () => gpaReportBatches(ctx, req.query),
        columns: GPA_REPORT_COLUMNS.map((c) => c.header),
        lines: gpaReportLines,
      }),
  );

  app.post(
    '/gpa',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Add or renew a GPAIS record of a member',
        body: gpaInput,
        response: { 201: receiptAnswer, 404: errorAnswer },
      },
    },
    async (req, reply) => {
      return reply.code(201).send(await addGpaRecord(ctx, req.body, req.signedIn()));
    },
  );

  app.delete(
    '/gpa/:id',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: "Void a member's GPAIS record, with a reason (it keeps its number and is listed as VOID)",
        params: recordId,
        body: reasonBody,
        querystring: reasonQuery,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req) => {
      await voidGpaRecord(ctx, req.params.id, requiredReason(req.body, req.query), req.signedIn());
      return { error: false } as const;
    },
  );
};

/** GPAIS for dependents: the same calls under gpa-dependent, records carrying dependent_id. */
export const gpaDependentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/gpa-dependent',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "A member's dependents for the GPAIS form, or with records=1 their GPAIS records",
        querystring: lookupQuery,
        response: { 200: z.union([lookupAnswer(dependentRow), listAnswer(gpaDependentRecordToPrint)]) },
      },
    },
    async (req) => {
      if (wantsRecords(req.query.records)) return { data: await memberDependentGpaRecords(ctx, req.query.id) };
      const dependents = await gpaDependents(ctx, req.query.id);
      return dependents.length > 0 ? { error: false, data: dependents } : { error: true, data: [] };
    },
  );

  app.get(
    '/gpa-dependent/report',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          "Dependents' PAID GPAIS records in a date range, and the voided ones apart (JSON, or CSV with format=csv)",
        description:
          'A page of it with limit and offset, with its lines and totals of the whole range (totals.columns: SA and premium summed).',
        querystring: reportQuery,
        response: reportAnswer(gpaDependentRecordRow),
      },
    },
    (req, reply) =>
      answerRangeReport(ctx, reply, req.query, {
        kinds: ['GPAIS DEPENDENT'],
        page: (page) => dependentGpaReportPage(ctx, req.query, page),
        batches: () => dependentGpaReportBatches(ctx, req.query),
        columns: DEPENDENT_GPA_REPORT_COLUMNS.map((c) => c.header),
        lines: dependentGpaReportLines,
      }),
  );

  app.post(
    '/gpa-dependent',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Add or renew a GPAIS record of a dependent',
        body: gpaDependentInput,
        response: { 201: receiptAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (req, reply) => {
      return reply.code(201).send(await addDependentGpaRecord(ctx, req.body, req.signedIn()));
    },
  );

  app.delete(
    '/gpa-dependent/:id',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: "Void a dependent's GPAIS record, with a reason (it keeps its number and is listed as VOID)",
        params: recordId,
        body: reasonBody,
        querystring: reasonQuery,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req) => {
      await voidDependentGpaRecord(ctx, req.params.id, requiredReason(req.body, req.query), req.signedIn());
      return { error: false } as const;
    },
  );
};
