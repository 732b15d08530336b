import { todayInIndia } from '@trust/contract/dates';
import { pageQuery } from '@trust/contract/fields';
import { createMemberInput, updateMemberInput } from '@trust/contract/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataJson, sendJsonText } from '../../json-text';
import { memberListPage } from './member-list';
import { findMemberJson, listDepartments, memberRowJson, searchMembers } from './members.repository';
import { changeMember, createMember, removeMember } from './members.service';

const idParam = z.object({ id: z.string().trim().min(1).max(50) });
const searchParams = z.object({
  a: z.string().trim().max(50),
  b: z.string().trim().max(50),
  c: z.string().trim().max(50),
});

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const today = () => todayInIndia(ctx.now());

  app.get(
    '/master',
    {
      schema: {
        summary: 'List members; limit, offset and q (name, ID, ticket or mobile) page and search them',
        querystring: pageQuery,
      },
    },
    async (req, reply) => {
      const { rows, total } = await memberListPage(ctx, req.query);
      const on = today();
      const data = rows.map((m) => memberRowJson(m, on));
      return sendJsonText(reply, dataJson(data, total === null ? {} : { total }));
    },
  );

  app.get(
    '/master/:a/:b/:c',
    { schema: { summary: 'Members whose ID number is a, or ticket number b, or mobile c', params: searchParams } },
    async (req, reply) => {
      const { a, b, c } = req.params;
      const rows = await searchMembers(ctx.db, a, b, c);
      const on = today();
      return sendJsonText(reply, dataJson(rows.map((m) => memberRowJson(m, on))));
    },
  );

  app.get('/master/:id', { schema: { summary: 'One member by ID number', params: idParam } }, async (req, reply) => {
    const member = await findMemberJson(ctx.db, req.params.id);
    const answer = member
      ? dataJson([memberRowJson(member, today())], { error: false })
      : dataJson([], { error: true });
    return sendJsonText(reply, answer);
  });

  app.post('/master', { schema: { summary: 'Register a member', body: createMemberInput } }, async (req, reply) => {
    const id = await createMember(ctx, req.body, req.signedIn());
    return reply.code(201).send({ id });
  });

  app.put(
    '/master/:id',
    { schema: { summary: 'Update a member', params: idParam, body: updateMemberInput } },
    async (req) => {
      await changeMember(ctx, req.params.id, req.body, req.signedIn());
      return { error: false };
    },
  );

  app.delete(
    '/master/:id',
    { schema: { summary: 'Delete a member with its dependents and every record tied to them', params: idParam } },
    async (req) => {
      await removeMember(ctx, req.params.id, req.signedIn());
      return { error: false };
    },
  );

  app.get('/department', { schema: { summary: 'The departments in use' } }, async () => ({
    data: (await listDepartments(ctx.db)).map((name) => ({ DEPARTMENT: name })),
  }));
};
