import { describe, expect, it } from 'vitest';
import { auditQuery, changedFields } from './audit';

describe('audit', () => {
  it('lists only the fields that changed', () => {
    expect(changedFields({ a: 1, b: 'x', updated_at: '1' }, { a: 1, b: 'y', updated_at: '2' })).toEqual([
      { field: 'b', before: 'x', after: 'y' },
    ]);
    expect(changedFields(null, { a: 1 })).toEqual([{ field: 'a', before: undefined, after: 1 }]);
  });

  it('pages by default and refuses a reversed range', () => {
    expect(auditQuery.parse({})).toMatchObject({ limit: 50, offset: 0 });
    expect(auditQuery.safeParse({ fromDate: '2026-02-01', toDate: '2026-01-01' }).success).toBe(false);
  });
});
