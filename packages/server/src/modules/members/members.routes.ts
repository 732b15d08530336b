import { aadhaarAnswer } from '@trust/contract/aadhaar';
import { doneAnswer, errorAnswer, listAnswer, lookupAnswer } from '@trust/contract/answers';
import { reasonBody, reasonQuery } from '@trust/contract/books';
import { pageQuery, paramText } from '@trust/contract/fields';
import {
  createMemberAnswer,
  createMemberInput,
  departmentRow,
  memberRow,
  updateMemberInput,
} from '@trust/contract/member';
import { memberListCount, memberListCountQuery, memberListPage, memberListQuery } from '@trust/contract/member-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeMember,
  memberListCount as countListed,
  createMember,
  departments,
  memberListPage as listPage,
  memberById,
  memberList,
  memberSearch,
  removalReason,
  removeMember,
  revealAadhaar,
} from './members.service';

const idParam = z.object({ id: paramText(50).min(1) });
const searchParams = z.object({
  a: paramText(50),
  b: paramText(50),
  c: paramText(50),
});

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/master',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'List members; limit, offset and q (name, ID, ticket or mobile; a full Aadhaar number for STAFF and ADMIN, audited and counted) page and search them',
        querystring: pageQuery,
        response: { 200: listAnswer(memberRow), 429: errorAnswer },
      },
    },
    async (req) => {
      const { rows, total } = await memberList(ctx, req.query, req.signedIn());
      return total === undefined ? { data: rows } : { data: rows, total };
    },
  );

  app.get(
    '/members',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'The Member List: 50 members (limit) in name order, after or before a member (after, before), filtered by q',
        querystring: memberListQuery,
        response: { 200: memberListPage, 409: errorAnswer, 429: errorAnswer },
      },
    },
    async (req) => listPage(ctx, req.query, req.signedIn()),
  );

  app.get(
    '/members/count',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'How many members the Member List holds, or how many its filter q matches',
        querystring: memberListCountQuery,
        response: { 200: memberListCount, 429: errorAnswer },
      },
    },
    async (req) => countListed(ctx, req.query.q, req.signedIn()),
  );

  app.get(
    '/master/:a/:b/:c',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'Members whose ID number is a, or ticket number b (a full Aadhaar number for STAFF and ADMIN, audited and counted), or mobile c',
        params: searchParams,
        response: { 200: listAnswer(memberRow), 429: errorAnswer },
      },
    },
    async (req) => ({ data: await memberSearch(ctx, req.params.a, req.params.b, req.params.c, req.signedIn()) }),
  );

  app.get(
    '/master/:id',
    {
      config: { role: 'VIEWER' },
      schema: { summary: 'One member by ID number', params: idParam, response: { 200: lookupAnswer(memberRow) } },
    },
    async (req) => {
      const member = await memberById(ctx, req.params.id);
      return member ? { error: false, data: [member] } : { error: true, data: [] };
    },
  );

  app.get(
    '/master/:id/aadhaar',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: "The member's Aadhaar number in full (every reveal is audited as REVEAL)",
        params: idParam,
        response: { 200: aadhaarAnswer, 404: errorAnswer },
      },
    },
    async (req) => ({ aadhaar: await revealAadhaar(ctx, req.params.id, req.signedIn()) }),
  );

  app.post(
    '/master',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Register a member',
        body: createMemberInput,
        response: { 201: createMemberAnswer, 409: errorAnswer },
      },
    },
    async (req, reply) => {
      const id = await createMember(ctx, req.body, req.signedIn());
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/master/:id',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Update a member',
        params: idParam,
        body: updateMemberInput,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req) => {
      await changeMember(ctx, req.params.id, req.body, req.signedIn());
      return { error: false } as const;
    },
  );

  app.delete(
    '/master/:id',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary:
          'Remove a member with its dependents, for a reason (body or ?reason=): archived when it has money records, else erased',
        params: idParam,
        body: reasonBody,
        querystring: reasonQuery,
        response: { 200: doneAnswer, 404: errorAnswer },
      },
    },
    async (req) => {
      await removeMember(ctx, req.params.id, removalReason(req.body, req.query), req.signedIn());
      return { error: false } as const;
    },
  );

  app.get(
    '/department',
    {
      config: { role: 'VIEWER' },
      schema: { summary: 'The departments in use', response: { 200: listAnswer(departmentRow) } },
    },
    async () => ({ data: await departments(ctx) }),
  );
};
