import type { AuditQuery, AuditRow } from '@trust/contract/audit';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { AuditLogTable } from '../../db/schema';
import { searchAudit } from './audit.repository';

/** A page of the audit trail, newest first, with how many lines match in all. */
export async function auditTrail(ctx: AppContext, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const { rows, total } = await searchAudit(ctx.db, query);
  return { rows: rows.map(toAuditRow), total };
}

function parsed(json: string | null): unknown {
  return json === null ? null : JSON.parse(json);
}

/** A stored line as clients read it, with the before and after records parsed. */
export function toAuditRow(r: Selectable<AuditLogTable>): AuditRow {
  return {
    id: r.id,
    at: r.at,
    actor: r.actor,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    member_id: r.member_id,
    before: parsed(r.before_json),
    after: parsed(r.after_json),
  };
}
