import type { PastRecordsRow } from '@trust/contract/receipt';
import { describe, expect, it } from 'vitest';
import { receiptContent } from './receipt-content';

const payment = {
  ID_NUMBER: '7',
  MODE_OF_PAYMENT: 'UPI',
  REFERENCE_NUMBER: '',
  ISSUE_DATE: '2026-05-02',
  EXPIRY_DATE: '2026-12-31',
  BANK: '',
  BRANCH: '',
  AMOUNT: 1200,
  STATUS: 'ACTIVE' as const,
  RECEIPT_NO: 'MS/2026-27/00001',
};
const row = {
  ID_NUMBER: '7',
  MEMBER_NAME: 'Asha Rao',
  FAMILY_GROUP: '1+3',
  REGISTRATION_DATE: '2020-01-10',
  DEPENDENT_COUNT: 2,
  SUBSCRIPTION: { ...payment, REMARKS: 50 },
  MEDICLAIM: null,
} as unknown as PastRecordsRow;
const settings = { membershipPrefix: 'REWT/' };

describe('receiptContent', () => {
  it('adds the recorded book fee to the membership amount', () => {
    const receipt = receiptContent('Membership', row, settings);
    expect(receipt?.total).toBe(1250);
    expect(receipt?.facts).toContainEqual({ label: 'Membership No', value: 'REWT/7' });
    expect(receipt?.facts).toContainEqual({ label: 'Date', value: '02/05/2026' });
  });

  it('counts its prints under the payment it prints', () => {
    const receipt = receiptContent('Membership', row, settings);
    expect(receipt?.receiptNo).toBe('MS/2026-27/00001');
    expect(receipt?.document).toBe('RECEIPT');
  });

  it('charges 100 for the member and 100 per dependent on the registration receipt', () => {
    const receipt = receiptContent('Registration', row, settings);
    expect(receipt?.lines).toEqual([
      { label: 'Member', amount: 100 },
      { label: 'Dependents', detail: '2 × 100', amount: 200 },
    ]);
    expect(receipt?.total).toBe(300);
    expect(receipt?.title).toBe('Registration Receipt');
  });

  it('names the payment the registration fee was paid under in its own words', () => {
    const withMediclaim = {
      ...row,
      MEDICLAIM: { ...payment, REMARKS: 'GROUP IA', RECEIPT_NO: 'MC/2026-27/00004' },
    } as unknown as PastRecordsRow;
    const facts = receiptContent('Registration', withMediclaim, settings)?.facts ?? [];
    expect(facts[0]).toEqual({ label: 'Paid under Receipt No', value: 'MC/2026-27/00004' });
    expect(facts.map((fact) => fact.label)).not.toContain('Mediclaim Receipt No');
  });

  it('has nothing to print when there is no mediclaim payment', () => {
    expect(receiptContent('Mediclaim Subscription', row, settings)).toBeNull();
  });
});
