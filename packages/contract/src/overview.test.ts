import { describe, expect, it } from 'vitest';
import { subscriptionSummary } from './overview';
import type { ReceiptPaymentRow } from './renewal';

const payment = (overrides: Partial<ReceiptPaymentRow>): ReceiptPaymentRow => ({
  ID_NUMBER: '7',
  MODE_OF_PAYMENT: 'CASH',
  REFERENCE_NUMBER: '',
  ISSUE_DATE: '2026-01-10',
  EXPIRY_DATE: '2026-12-31',
  BANK: '',
  BRANCH: '',
  AMOUNT: 600,
  REMARKS: 0,
  STATUS: 'ACTIVE',
  RECEIPT_NO: 'MS/2025-26/00001',
  RESET_REASON: null,
  RESET_BY: null,
  RESET_AT: null,
  BOUNCE_DATE: null,
  BOUNCE_REASON: null,
  BOUNCED_BY: null,
  BOUNCED_AT: null,
  ...overrides,
});

describe('subscription summary', () => {
  it('is EXPIRED with no dates for a member who never paid', () => {
    expect(subscriptionSummary([])).toEqual({
      STATUS: 'EXPIRED',
      ISSUE_DATE: null,
      EXPIRY_DATE: null,
      RECEIPT_NO: null,
      BOUNCED: null,
    });
  });

  it('takes the payment that runs longest and ignores reset ones', () => {
    const summary = subscriptionSummary([
      payment({ EXPIRY_DATE: '2027-12-31', STATUS: 'RESET', RECEIPT_NO: 'R' }),
      payment({ EXPIRY_DATE: '2026-12-31', STATUS: 'ACTIVE', RECEIPT_NO: 'B' }),
      payment({ ISSUE_DATE: '2025-01-10', EXPIRY_DATE: '2025-12-31', STATUS: 'EXPIRED', RECEIPT_NO: 'A' }),
    ]);
    expect(summary).toMatchObject({
      STATUS: 'ACTIVE',
      ISSUE_DATE: '2026-01-10',
      EXPIRY_DATE: '2026-12-31',
      RECEIPT_NO: 'B',
    });
  });

  it('is EXPIRED when the latest payment has run out', () => {
    const summary = subscriptionSummary([payment({ EXPIRY_DATE: '2025-12-31', STATUS: 'EXPIRED' })]);
    expect(summary.STATUS).toBe('EXPIRED');
    expect(summary.EXPIRY_DATE).toBe('2025-12-31');
  });

  it('flags a bounced payment that nothing replaced, and stops flagging once the member paid again', () => {
    const bounced = payment({
      RECEIPT_NO: 'C',
      ISSUE_DATE: '2026-06-01',
      EXPIRY_DATE: '2027-05-31',
      STATUS: 'BOUNCED',
      BOUNCE_DATE: '2026-06-10',
      BOUNCE_REASON: 'Insufficient funds',
      BOUNCED_AT: '2026-06-10T10:00:00.000Z',
      BOUNCED_BY: 'Asha',
    });
    const older = payment({ RECEIPT_NO: 'A', ISSUE_DATE: '2025-06-01', EXPIRY_DATE: '2026-05-31', STATUS: 'EXPIRED' });
    expect(subscriptionSummary([bounced, older])).toEqual({
      STATUS: 'EXPIRED',
      ISSUE_DATE: '2025-06-01',
      EXPIRY_DATE: '2026-05-31',
      RECEIPT_NO: 'A',
      BOUNCED: { receipt_no: 'C', date: '2026-06-10', reason: 'Insufficient funds' },
    });
    const paidAgain = payment({ RECEIPT_NO: 'D', ISSUE_DATE: '2026-06-20', EXPIRY_DATE: '2027-05-31' });
    expect(subscriptionSummary([paidAgain, bounced, older])).toMatchObject({ STATUS: 'ACTIVE', BOUNCED: null });
  });
});
