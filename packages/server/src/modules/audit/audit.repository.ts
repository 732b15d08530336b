import type { DbOrTrx } from '../../db/connection';

export interface AuditEntry {
  actor: string;
  action: string;
  entity: string;
  entityId: string | number;
  memberId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the audit trail. Called inside the transaction of the change it records, so the
 * change and its trace land together or not at all.
 */
export async function recordAudit(db: DbOrTrx, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      member_id: entry.memberId ?? null,
      before_json: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export function listAuditForEntity(db: DbOrTrx, entity: string, entityId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}
