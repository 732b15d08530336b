import { createDependentInput, dependentFilterInput, updateDependentInput } from '@trust/contract/dependent';
import { pageQuery } from '@trust/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataJson, sendJsonText } from '../../json-text';
import {
  countDependents,
  dependentsJsonOfMember,
  dependentsOfMembers,
  findDependents,
  listDependents,
  toDependentRow,
} from './dependents.repository';
import { addDependent, changeDependent, removeDependent } from './dependents.service';

const memberParam = z.object({ id: z.string().trim().min(1).max(50) });
const noParam = z.object({
  id: z.coerce.number({ error: 'The dependent NO must be a number' }).int().positive().max(2_147_483_647),
});
/** `dependent/{a}/{b}`: a member ID or 'null', and a dependent NO or 'null'. */
const searchParams = z.object({
  a: z.string().trim().max(50),
  b: z.string().trim().max(50),
});

function orNull(value: string): string | null {
  return value === '' || value.toLowerCase() === 'null' ? null : value;
}

export const dependentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/dependent',
    { schema: { summary: 'List dependents; limit, offset and q page and search them', querystring: pageQuery } },
    async (req) => {
      const { rows, total } = await listDependents(ctx.db, req.query);
      const data = rows.map(toDependentRow);
      return total === null ? { data } : { data, total };
    },
  );

  app.post(
    '/dependent/filter',
    { schema: { summary: 'The dependents of the given members', body: dependentFilterInput } },
    async (req) => ({
      data: (await dependentsOfMembers(ctx.db, req.body.ids)).map(toDependentRow),
    }),
  );

  app.get(
    '/dependent/count/:id',
    { schema: { summary: 'How many dependents a member has', params: memberParam } },
    async (req) => ({
      noOfDependent: await countDependents(ctx.db, req.params.id),
    }),
  );

  app.get(
    '/dependent/:a/:b',
    {
      schema: {
        summary: "Dependents by member ID (a) or dependent NO (b); either may be 'null'",
        params: searchParams,
      },
    },
    async (req) => {
      const memberId = orNull(req.params.a);
      const no = orNull(req.params.b);
      const wanted = no === null ? null : Number(no);
      const valid = (memberId !== null || wanted !== null) && (wanted === null || Number.isSafeInteger(wanted));
      const rows = valid ? await findDependents(ctx.db, { memberId, no: wanted }) : [];
      return rows.length > 0 ? { data: rows.map(toDependentRow) } : { error: true, data: [] };
    },
  );

  app.get(
    '/dependent/:id',
    { schema: { summary: "A member's dependents", params: memberParam } },
    async (req, reply) => {
      const rows = await dependentsJsonOfMember(ctx.db, req.params.id);
      return sendJsonText(reply, dataJson(rows, { error: rows.length === 0 }));
    },
  );

  app.post(
    '/dependent',
    { schema: { summary: 'Add a dependent to a member', body: createDependentInput } },
    async (req, reply) => {
      const no = await addDependent(ctx, req.body, req.signedIn());
      return reply.code(201).send({ id: no });
    },
  );

  app.put(
    '/dependent/:id',
    { schema: { summary: 'Update a dependent (by NO)', params: noParam, body: updateDependentInput } },
    async (req) => {
      await changeDependent(ctx, req.params.id, req.body, req.signedIn());
      return { error: false };
    },
  );

  app.delete('/dependent/:id', { schema: { summary: 'Delete a dependent (by NO)', params: noParam } }, async (req) => {
    await removeDependent(ctx, req.params.id, req.signedIn());
    return { error: false };
  });
};
