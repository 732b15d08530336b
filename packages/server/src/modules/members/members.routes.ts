import { todayInIndia } from '@trust/contract/dates';
import { pageQuery } from '@trust/contract/fields';
import { createMemberInput, updateMemberInput } from '@trust/contract/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberListPage } from './member-list';
import { findMember, listDepartments, searchMembers, toMemberRow } from './members.repository';
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
    async (req) => {
      const { rows, total } = await memberListPage(ctx, req.query);
      const on = today();
      const data = rows.map((m) => toMemberRow(m, on));
      return total === null ? { data } : { data, total };
    },
  );

  app.get(
    '/master/:a/:b/:c',
    { schema: { summary: 'Members whose ID number is a, or ticket number b, or mobile c', params: searchParams } },
    async (req) => {
      const { a, b, c } = req.params;
      const rows = await searchMembers(ctx.db, a, b, c);
      const on = today();
      return { data: rows.map((m) => toMemberRow(m, on)) };
    },
  );

  app.get('/master/:id', { schema: { summary: 'One member by ID number', params: idParam } }, async (req) => {
    const member = await findMember(ctx.db, req.params.id);
    return member ? { error: false, data: [toMemberRow(member, today())] } : { error: true, data: [] };
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
