import type { AuditQuery } from '@trust/contract/audit';
import { VAULT_COLUMN_NAMES } from '../../db/aadhaar-vault';
import { countAll, type DbOrTrx } from '../../db/connection';
import { type RedactionScope, redactedRecordJson } from './personal-fields';

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
  await db.insertInto('audit_log').values(auditValues(entry, at)).execute();
}

/** Eight columns a line: 3,000 lines stay well under SQLite's 32,766 parameters per statement. */
const AUDIT_LINES_PER_INSERT = 3000;

/** Many lines at once (an import), in few statements, within the caller's transaction. */
export async function recordAudits(db: DbOrTrx, entries: readonly AuditEntry[], at: Date = new Date()): Promise<void> {
  for (let i = 0; i < entries.length; i += AUDIT_LINES_PER_INSERT) {
    const batch = entries.slice(i, i + AUDIT_LINES_PER_INSERT).map((entry) => auditValues(entry, at));
    await db.insertInto('audit_log').values(batch).execute();
  }
}

function auditValues(entry: AuditEntry, at: Date) {
  return {
    at: at.toISOString(),
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    member_id: entry.memberId ?? null,
    before_json: entry.before === undefined || entry.before === null ? null : recordJson(entry.before),
    after_json: entry.after === undefined || entry.after === null ? null : recordJson(entry.after),
  };
}

/** A record as the trail keeps it: a member's vault columns are left out (its masked number stays). */
function recordJson(record: unknown): string {
  return JSON.stringify(record, (key, value: unknown) => (VAULT_COLUMN_NAMES.has(key) ? undefined : value));
}

/**
 * The trail filtered by member, user and dates (India's days, stored as UTC instants), newest first.
 * Dates bound the instant with India's offset so a day means the trust's day.
 */
export async function searchAudit(db: DbOrTrx, q: AuditQuery) {
  let query = db.selectFrom('audit_log');
  if (q.memberId) query = query.where('member_id', '=', q.memberId);
  if (q.user) query = query.where('actor', '=', q.user.toLowerCase());
  if (q.fromDate) query = query.where('at', '>=', new Date(`${q.fromDate}T00:00:00+05:30`).toISOString());
  if (q.toDate)
    query = query.where(
      'at',
      '<',
      new Date(new Date(`${q.toDate}T00:00:00+05:30`).getTime() + 86_400_000).toISOString(),
    );
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    query.select(countAll.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/**
 * Blanks the personal fields in every audit line about the member (its own lines and its
 * dependents', which carry its ID), as an erasure and a member's removal do. Answers how many lines
 * were redacted.
 */
export function redactAuditLinesAboutMember(db: DbOrTrx, memberId: string): Promise<number> {
  return redactLines(db, memberId, () => undefined);
}

/**
 * Blanks a removed dependent's personal fields in the audit trail: its own lines whole, and its
 * record wherever its member's lines list it (an ARCHIVE or RESTORE line's dependents). The
 * member's own fields and its other dependents' stay. Answers how many lines were redacted.
 */
export function redactAuditLinesAboutDependent(db: DbOrTrx, memberId: string, dependentNo: number): Promise<number> {
  const isTheDependent: RedactionScope = (record) =>
    record.no === dependentNo && 'dependent_name' in record && 'relation' in record;
  return redactLines(db, memberId, (line) =>
    line.entity === 'dependent' && line.entity_id === String(dependentNo) ? undefined : isTheDependent,
  );
}

/**
 * Each line's records differ, so each is written on its own; lines without a personal value in
 * scope are left as they are. The books' guard lets a line change only by such a redaction.
 */
async function redactLines(
  db: DbOrTrx,
  memberId: string,
  scopeOf: (line: { entity: string; entity_id: string }) => RedactionScope | undefined,
): Promise<number> {
  const lines = await db
    .selectFrom('audit_log')
    .select(['id', 'entity', 'entity_id', 'before_json', 'after_json'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  let redacted = 0;
  for (const line of lines) {
    const scope = scopeOf(line);
    const before = redactedRecordJson(line.before_json, scope);
    const after = redactedRecordJson(line.after_json, scope);
    if (before === null && after === null) continue;
    await db
      .updateTable('audit_log')
      .set({ before_json: before ?? line.before_json, after_json: after ?? line.after_json })
      .where('id', '=', line.id)
      .execute();
    redacted += 1;
  }
  return redacted;
}
