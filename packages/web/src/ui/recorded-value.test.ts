import { describe, expect, it } from 'vitest';
import { recordedValue } from './recorded-value';

describe('a value from the audit trail', () => {
  it('shows dates and instants as every screen does', () => {
    expect(recordedValue('1979-06-12')).toBe('12/06/1979');
    expect(recordedValue('2026-11-23T18:30:00.000Z')).toBe('24/11/2026 00:00');
    expect(recordedValue('MS/2026-27/00042')).toBe('MS/2026-27/00042');
    expect(recordedValue(null, '—')).toBe('—');
  });

  it('shows them so inside a whole record too', () => {
    const archived = {
      member: { date_of_birth: '1979-06-12', member_name: 'Asha Rao' },
      receipts: [{ receipt_no: 'MI/2026-27/00007', date: '2026-11-24', amount: 350 }],
    };
    const shown = recordedValue(archived);
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}(?!-)/);
    expect(shown).toContain('"12/06/1979"');
    expect(shown).toContain('"24/11/2026"');
    expect(shown).toContain('"MI/2026-27/00007"');
    expect(shown).toContain('350');
  });
});
