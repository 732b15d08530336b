import { dateRangeQuery } from '@trust/contract/fields';
import { gpaDependentInput, gpaInput } from '@trust/contract/gpa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dependentsOfMember, toDependentRow } from '../dependents/dependents.repository';
import {
  dependentGpaRecordsBetween,
  dependentGpaRecordsOfMember,
  gpaRecordsBetween,
  gpaRecordsOfMember,
} from './gpa.repository';
import {
  addDependentGpaRecord,
  addGpaRecord,
  gpaMember,
  removeDependentGpaRecord,
  removeGpaRecord,
} from './gpa.service';

const recordId = z.object({
  id: z.coerce.number({ error: 'The record id must be a number' }).int().positive().max(2_147_483_647),
});
/** `?id={memberId}` gives the member (or its dependents); `&records=1` gives its records instead. */
const lookupQuery = z.object({
  id: z.string({ error: 'id (the member ID) is required' }).trim().min(1, 'id (the member ID) is required').max(50),
  records: z.string().max(5).optional(),
});

const wantsRecords = (records: string | undefined) => records !== undefined && records !== '0' && records !== 'false';

/** GPAIS for members: `gpa?id=`, `gpa?records=1&id=`, `gpa/report`, `POST gpa`, `DELETE gpa/{id}`. */
export const gpaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/gpa',
    {
      schema: {
        summary: 'The member for the GPAIS form, or with records=1 its GPAIS records',
        querystring: lookupQuery,
      },
    },
    async (req) => {
      if (wantsRecords(req.query.records)) return { data: await gpaRecordsOfMember(ctx.db, req.query.id) };
      const member = await gpaMember(ctx, req.query.id);
      return member ? { error: false, data: [member] } : { error: true, data: [] };
    },
  );

  app.get(
    '/gpa/report',
    { schema: { summary: "Members' GPAIS records in a date range", querystring: dateRangeQuery } },
    async (req) => ({
      data: await gpaRecordsBetween(ctx.db, req.query),
    }),
  );

  app.post(
    '/gpa',
    { schema: { summary: 'Add or renew a GPAIS record of a member', body: gpaInput } },
    async (req, reply) => {
      return reply.code(201).send(await addGpaRecord(ctx, req.body, req.signedIn()));
    },
  );

  app.delete('/gpa/:id', { schema: { summary: "Delete a member's GPAIS record", params: recordId } }, async (req) => {
    await removeGpaRecord(ctx, req.params.id, req.signedIn());
    return { error: false };
  });
};

/** GPAIS for dependents: the same calls under gpa-dependent, records carrying dependent_id. */
export const gpaDependentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/gpa-dependent',
    {
      schema: {
        summary: "A member's dependents for the GPAIS form, or with records=1 their GPAIS records",
        querystring: lookupQuery,
      },
    },
    async (req) => {
      if (wantsRecords(req.query.records)) return { data: await dependentGpaRecordsOfMember(ctx.db, req.query.id) };
      const dependents = await dependentsOfMember(ctx.db, req.query.id);
      return dependents.length > 0 ? { error: false, data: dependents.map(toDependentRow) } : { error: true, data: [] };
    },
  );

  app.get(
    '/gpa-dependent/report',
    { schema: { summary: "Dependents' GPAIS records in a date range", querystring: dateRangeQuery } },
    async (req) => ({
      data: await dependentGpaRecordsBetween(ctx.db, req.query),
    }),
  );

  app.post(
    '/gpa-dependent',
    { schema: { summary: 'Add or renew a GPAIS record of a dependent', body: gpaDependentInput } },
    async (req, reply) => {
      return reply.code(201).send(await addDependentGpaRecord(ctx, req.body, req.signedIn()));
    },
  );

  app.delete(
    '/gpa-dependent/:id',
    { schema: { summary: "Delete a dependent's GPAIS record", params: recordId } },
    async (req) => {
      await removeDependentGpaRecord(ctx, req.params.id, req.signedIn());
      return { error: false };
    },
  );
};
