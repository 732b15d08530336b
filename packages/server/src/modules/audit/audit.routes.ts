import { auditQuery } from '@trust/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAudit, toAuditRow } from './audit.repository';

/** The audit trail, read only: the app offers no way to edit or delete it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/audit',
    { schema: { summary: 'The audit trail, filtered by member, user and dates', querystring: auditQuery } },
    async (req) => {
      const { rows, total } = await searchAudit(ctx.db, req.query);
      return { data: rows.map(toAuditRow), total };
    },
  );
};
