import { describe, expect, it } from 'vitest';
import { mediclaimExpiry, mediclaimMessages, mediclaimRenewalInput } from './mediclaim';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

const good = {
  id_number: 1042,
  mode_of_payment: 'upi',
  reference_number: '46 Years 6 Months',
  bank: 'STATE BANK OF INDIA',
  branch: 'PUNE-MAIN',
  amount: '9000',
  remarks: 'group ii',
};

describe('mediclaim expiry', () => {
  it('is 30 April of the next calendar year', () => {
    expect(mediclaimExpiry('2026-05-10')).toBe('2027-04-30');
    expect(mediclaimExpiry('2026-01-01')).toBe('2027-04-30');
    expect(mediclaimExpiry('2026-12-31')).toBe('2027-04-30');
    expect(mediclaimExpiry('2027-01-01')).toBe('2028-04-30');
  });
});

describe('mediclaim renewal input', () => {
  it('accepts a good payment, upper-casing the choices and leaving dates to the server', () => {
    expect(mediclaimRenewalInput.parse(good)).toEqual({
      id_number: '1042',
      issue_date: '',
      expiry_date: '',
      mode_of_payment: 'UPI',
      reference_number: '46 Years 6 Months',
      bank: 'STATE BANK OF INDIA',
      branch: 'PUNE-MAIN',
      amount: 9000,
      remarks: 'GROUP II',
    });
  });

  it('requires the mode of payment, the amount and the group', () => {
    expect(messages(mediclaimRenewalInput.safeParse({}))).toEqual([
      mediclaimMessages.modeRequired,
      mediclaimMessages.amountRequired,
      mediclaimMessages.groupRequired,
    ]);
  });

  it('refuses symbols in reference, bank and branch, and a mode from the membership form', () => {
    const result = mediclaimRenewalInput.safeParse({
      ...good,
      reference_number: 'A/1',
      bank: 'SBI;',
      branch: '#2',
      mode_of_payment: 'CASH',
    });
    expect(messages(result)).toEqual([
      expect.stringContaining('Choose one of CHEQUE'),
      mediclaimMessages.referenceInvalid,
      mediclaimMessages.bankInvalid,
      mediclaimMessages.branchInvalid,
    ]);
  });

  it('refuses an expiry before the issue date', () => {
    const result = mediclaimRenewalInput.safeParse({ ...good, issue_date: '2026-05-01', expiry_date: '2026-04-30' });
    expect(messages(result)).toEqual(['Expiry Date must not be before Issue Date']);
  });
});
