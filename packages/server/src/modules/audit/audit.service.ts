import type { AuditQuery, AuditRow } from '@trust/contract/audit';
import type { AppContext } from '../../context';
import { searchAudit, toAuditRow } from './audit.repository';

/** A page of the audit trail, newest first, with how many lines match in all. */
export async function auditTrail(ctx: AppContext, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const { rows, total } = await searchAudit(ctx.db, query);
  return { rows: rows.map(toAuditRow), total };
}
