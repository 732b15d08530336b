import { z } from 'zod';
import { dateMessages, optionalIsoDate, paramText } from './fields';

/** The audit trail's filters: member, user, and a date range, any of them; paged. */
export const auditQuery = z
  .object({
    memberId: paramText(50).optional(),
    user: paramText(254).optional(),
    fromDate: optionalIsoDate('From Date').optional(),
    toDate: optionalIsoDate('To Date').optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    message: dateMessages.fromAfterTo,
    path: ['toDate'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;

/** A line of the audit trail, its before and after records as they were stored. */
export const auditRow = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    member_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditRow' });
export type AuditRow = z.infer<typeof auditRow>;

/** The fields a change touched: what was there before and what is there after. */
export function changedFields(before: unknown, after: unknown): { field: string; before: unknown; after: unknown }[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (f) => !['updated_at', 'created_at'].includes(f) && JSON.stringify(b[f]) !== JSON.stringify(a[f]),
  );
  return fields.map((field) => ({ field, before: b[field], after: a[field] }));
}
