import { doneAnswer, errorAnswer, pageAnswer } from '@trust/contract/answers';
import { removedMemberRow, removedMembersQuery } from '@trust/contract/books';
import { paramText } from '@trust/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { removedMembers, restoreMember } from './removed-members.service';

const idParam = z.object({ id: paramText(50).min(1) });

/** Members removed with money records: kept off the register, listed here, and restored from here. */
export const removedMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/removed-members',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'Removed (archived) members, most recently removed first; search on ID or name',
        querystring: removedMembersQuery,
        response: { 200: pageAnswer(removedMemberRow) },
      },
    },
    async (req) => {
      const { rows, total } = await removedMembers(ctx, req.query);
      return { data: rows, total };
    },
  );

  app.post(
    '/removed-members/:id/restore',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: 'Put a removed member back on the register with the dependents removed with it',
        params: idParam,
        response: { 200: doneAnswer, 404: errorAnswer },
      },
    },
    async (req) => {
      await restoreMember(ctx, req.params.id, req.signedIn());
      return { error: false } as const;
    },
  );
};
