import { describe, expect, it } from 'vitest';
import {
  bounceInput,
  CASH_BOOK_COLUMNS,
  type CashBookLine,
  cashBookLines,
  closeDayInput,
  missingCounts,
  PAYMENT_MODES,
} from './cashbook';
import { paymentStatus } from './renewal';

describe('cash book', () => {
  it('knows every mode any receipt can be paid by, once each', () => {
    expect(PAYMENT_MODES).toContain('CASH');
    expect(PAYMENT_MODES).toContain('CHEQUE');
    expect(PAYMENT_MODES).toContain('DEBIT/CREDIT CARD');
    expect(new Set(PAYMENT_MODES).size).toBe(PAYMENT_MODES.length);
  });

  it('takes counts by mode in whole rupees and refuses unknown modes and fractions', () => {
    expect(closeDayInput.safeParse({ counted: { CASH: 1500, UPI: 0 } }).success).toBe(true);
    expect(closeDayInput.safeParse({ counted: { GOLD: 10 } }).success).toBe(false);
    expect(closeDayInput.safeParse({ counted: { CASH: 10.5 } }).success).toBe(false);
    expect(closeDayInput.safeParse({ counted: { CASH: -1 } }).success).toBe(false);
  });

  it('asks for a count of every mode that took money that day', () => {
    expect(missingCounts(['CASH', 'CHEQUE'], { CASH: 0 })).toEqual([
      { path: 'counted.CHEQUE', message: 'Counted CHEQUE Is Required Field' },
    ]);
    expect(missingCounts(['CASH'], { CASH: 0, UPI: 5 })).toEqual([]);
  });

  it('requires a date and a reason to bounce, and a mode when a charge is recorded', () => {
    expect(bounceInput.safeParse({ date: '2026-11-20', reason: 'Insufficient funds' }).success).toBe(true);
    expect(bounceInput.safeParse({ date: '2026-11-20' }).success).toBe(false);
    const noMode = bounceInput.safeParse({ date: '2026-11-20', reason: 'Insufficient funds', charge: 250 });
    expect(noMode.success).toBe(false);
    expect(noMode.error?.issues[0]?.path).toEqual(['charge_mode']);
    expect(
      bounceInput.safeParse({ date: '2026-11-20', reason: 'Insufficient funds', charge: 250, charge_mode: 'CASH' })
        .success,
    ).toBe(true);
  });

  it('marks a bounced payment BOUNCED whatever its period', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(paymentStatus({ expiry_date: '2027-04-30', reset_at: null, bounced_at: at }, '2026-11-21')).toBe('BOUNCED');
  });

  it('writes one CSV line per day with each mode in its own columns', () => {
    const line: CashBookLine = {
      date: '2026-11-20',
      status: 'CLOSED',
      expected: 1700,
      counted: 1600,
      difference: -100,
      deposited: 1600,
      credited: 0,
      bounced: 0,
      modes: [
        { mode: 'CASH', expected: 700, counted: 600, difference: -100, deposited: 600, credited: 0 },
        { mode: 'CHEQUE', expected: 1000, counted: 1000, difference: 0, deposited: 1000, credited: 0 },
      ],
    };
    const [row] = cashBookLines([line]);
    expect(row).toHaveLength(CASH_BOOK_COLUMNS.length);
    const cell = (name: string) => row?.[CASH_BOOK_COLUMNS.indexOf(name)];
    expect(cell('DATE')).toBe('20/11/2026');
    expect(cell('CASH DIFFERENCE')).toBe(-100);
    expect(cell('CHEQUE DEPOSITED')).toBe(1000);
    expect(cell('UPI EXPECTED')).toBe('');
  });
});
