import { doneAnswer, errorAnswer, listAnswer, lookupAnswer } from '@trust/contract/answers';
import { reasonBody, reasonQuery } from '@trust/contract/books';
import {
  createDependentAnswer,
  createDependentInput,
  dependentCountAnswer,
  dependentFilterInput,
  dependentRow,
  updateDependentInput,
} from '@trust/contract/dependent';
import { pageQuery, paramText } from '@trust/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDependent,
  changeDependent,
  dependentCount,
  dependentList,
  dependentsOf,
  findDependentRows,
  memberDependents,
  removeDependent,
} from './dependents.service';
import { removalReason } from './members.service';

const memberParam = z.object({ id: paramText(50).min(1) });
const noParam = z.object({
  id: z.coerce.number({ error: 'The dependent NO must be a number' }).int().positive().max(2_147_483_647),
});
/** `dependent/{a}/{b}`: a member ID or 'null', and a dependent NO or 'null'. */
const searchParams = z.object({
  a: paramText(50),
  b: paramText(50),
});

function orNull(value: string): string | null {
  return value === '' || value.toLowerCase() === 'null' ? null : value;
}

export const dependentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/dependent',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'List dependents; limit and offset page them',
        querystring: pageQuery,
        response: { 200: listAnswer(dependentRow) },
      },
    },
    async (req) => {
      const { rows, total } = await dependentList(ctx, req.query);
      return total === undefined ? { data: rows } : { data: rows, total };
    },
  );

  app.post(
    '/dependent/filter',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'The dependents of the given members',
        body: dependentFilterInput,
        response: { 200: listAnswer(dependentRow) },
      },
    },
    async (req) => ({ data: await dependentsOf(ctx, req.body.ids) }),
  );

  app.get(
    '/dependent/count/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'How many dependents a member has',
        params: memberParam,
        response: { 200: dependentCountAnswer },
      },
    },
    async (req) => ({ noOfDependent: await dependentCount(ctx, req.params.id) }),
  );

  app.get(
    '/dependent/:a/:b',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "Dependents by member ID (a) or dependent NO (b); either may be 'null'",
        params: searchParams,
        response: { 200: lookupAnswer(dependentRow) },
      },
    },
    async (req) => {
      const rows = await findDependentRows(ctx, orNull(req.params.a), orNull(req.params.b));
      return rows.length > 0 ? { data: rows } : { error: true, data: [] };
    },
  );

  app.get(
    '/dependent/:id',
    {
      config: { role: 'VIEWER' },
      schema: { summary: "A member's dependents", params: memberParam, response: { 200: lookupAnswer(dependentRow) } },
    },
    async (req) => {
      const rows = await memberDependents(ctx, req.params.id);
      return { data: rows, error: rows.length === 0 };
    },
  );

  app.post(
    '/dependent',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Add a dependent to a member',
        body: createDependentInput,
        response: { 201: createDependentAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req, reply) => {
      const no = await addDependent(ctx, req.body, req.signedIn());
      return reply.code(201).send({ id: no });
    },
  );

  app.put(
    '/dependent/:id',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Update a dependent (by NO)',
        params: noParam,
        body: updateDependentInput,
        response: { 200: doneAnswer, 404: errorAnswer },
      },
    },
    async (req) => {
      await changeDependent(ctx, req.params.id, req.body, req.signedIn());
      return { error: false } as const;
    },
  );

  app.delete(
    '/dependent/:id',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary:
          'Remove a dependent (by NO) for a reason (body or ?reason=): archived when it has GPAIS records, else erased',
        params: noParam,
        body: reasonBody,
        querystring: reasonQuery,
        response: { 200: doneAnswer, 404: errorAnswer },
      },
    },
    async (req) => {
      await removeDependent(ctx, req.params.id, removalReason(req.body, req.query), req.signedIn());
      return { error: false } as const;
    },
  );
};
