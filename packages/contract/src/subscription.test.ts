import { describe, expect, it } from 'vitest';
import { membershipExpiry, membershipRenewalInput } from './subscription';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('membership expiry', () => {
  it('is 31 December of the issue year, also when renewed on 31 December or 1 January', () => {
    expect(membershipExpiry('2026-06-15')).toBe('2026-12-31');
    expect(membershipExpiry('2026-12-31')).toBe('2026-12-31');
    expect(membershipExpiry('2027-01-01')).toBe('2027-12-31');
  });
});

describe('membership renewal input', () => {
  it('sends an empty book fee as 0', () => {
    expect(membershipRenewalInput.parse({ amount: '600', mode_of_payment: 'cash', remarks: '' })).toEqual({
      id_number: '',
      issue_date: '',
      expiry_date: '',
      amount: 600,
      mode_of_payment: 'CASH',
      remarks: 0,
    });
    expect(membershipRenewalInput.parse({ amount: 600, mode_of_payment: 'UPI' }).remarks).toBe(0);
  });

  it('speaks the form words', () => {
    expect(messages(membershipRenewalInput.safeParse({}))).toEqual([
      'Amount Is Required Field',
      'Mode Of Payment Is Required Field',
    ]);
    expect(
      messages(membershipRenewalInput.safeParse({ amount: 'six hundred', mode_of_payment: 'CASH', remarks: '5O' })),
    ).toEqual(['Amount In Alphabets Only ', 'Book Fee In Number Only ']);
  });

  it('takes explicit dates but not an expiry before the issue date', () => {
    const base = { amount: 600, mode_of_payment: 'CHEQUE' };
    expect(
      membershipRenewalInput.safeParse({ ...base, issue_date: '2025-03-01', expiry_date: '2025-12-31' }).success,
    ).toBe(true);
    expect(
      messages(membershipRenewalInput.safeParse({ ...base, issue_date: '2025-03-01', expiry_date: '2025-02-28' })),
    ).toEqual(['Expiry Date must not be before Issue Date']);
    expect(messages(membershipRenewalInput.safeParse({ ...base, issue_date: '2025-02-30' }))).toEqual([
      'Enter a date as YYYY-MM-DD',
    ]);
  });
});
