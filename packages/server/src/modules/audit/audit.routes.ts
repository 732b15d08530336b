import { type AuditRow, auditQuery } from '@trust/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAudit } from './audit.repository';

function parsed(json: string | null): unknown {
  return json === null ? null : JSON.parse(json);
}

/** The audit trail, read only: the app offers no way to edit or delete it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get('/audit', { schema: { querystring: auditQuery } }, async (req) => {
    const { rows, total } = await searchAudit(ctx.db, req.query);
    const data: AuditRow[] = rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      member_id: r.member_id,
      before: parsed(r.before_json),
      after: parsed(r.after_json),
    }));
    return { data, total };
  });
};
