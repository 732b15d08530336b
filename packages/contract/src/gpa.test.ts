import { describe, expect, it } from 'vitest';
import { gmpPeriod, gpaDependentInput, gpaInput, gpaYearLabel } from './gpa';

const good = {
  member_id: '1042',
  nominee_name: 'Kavita Rao',
  nominee_relation: 'WIFE',
  nominee_dob: '1985-04-04',
  risk_group: 'UPI',
  sa_amount: '200000',
  premium_amount: '350',
};

describe('GPAIS input', () => {
  it('accepts a good record and turns amounts into numbers', () => {
    expect(gpaInput.parse(good)).toMatchObject({
      sa_amount: 200000,
      premium_amount: 350,
      risk_group: 'UPI',
      nominee_guardian: '',
    });
  });

  it('needs a guardian for a nominee under 18', () => {
    const result = gpaInput.safeParse({ ...good, nominee_dob: '2015-06-01' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['nominee_guardian'], message: 'Nominee Guardian Is Required Field' }),
    ]);
    expect(gpaInput.safeParse({ ...good, nominee_dob: '2015-06-01', nominee_guardian: 'Mohan Rao' }).success).toBe(
      true,
    );
  });

  it('takes letters and whitespace in nominee names, digits in amounts', () => {
    const result = gpaInput.safeParse({ ...good, nominee_name: 'K4vita', sa_amount: '2 lakh', premium_amount: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Nominee Name In Alphabets Only ',
      'SA In Number Only',
      'Premium Is Required Field',
    ]);
  });

  it('asks to select a dependent', () => {
    expect(gpaDependentInput.safeParse({ ...good, dependent_id: '' }).error?.issues[0]?.message).toBe(
      'Please select a dependent!',
    );
    expect(gpaDependentInput.parse({ ...good, dependent_id: '17' }).dependent_id).toBe(17);
  });
});

describe('GPAIS receipt labels', () => {
  it('labels the year as the current year and the next two digits', () => {
    expect(gpaYearLabel('2026-11-21')).toBe('2026-27');
    expect(gpaYearLabel('2099-01-01')).toBe('2099-00');
  });

  it('runs the GMP period from 22 May to 21 May of the next year', () => {
    expect(gmpPeriod('2026-11-21')).toEqual({ from: '2026-05-22', to: '2027-05-21' });
  });
});
