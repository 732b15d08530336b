import { pageAnswer } from '@trust/contract/answers';
import { auditQuery, auditRow } from '@trust/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditTrail } from './audit.service';

/** The audit trail, read only: the app offers no way to edit or delete it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/audit',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: 'The audit trail, filtered by member, user and dates',
        querystring: auditQuery,
        response: { 200: pageAnswer(auditRow) },
      },
    },
    async (req) => {
      const { rows, total } = await auditTrail(ctx, req.query);
      return { data: rows, total };
    },
  );
};
