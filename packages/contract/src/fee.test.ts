import { describe, expect, it } from 'vitest';
import { amountsFromFeeRows, feeMessages, updateAmountsInput } from './fee';

const good = {
  amount1: '6000',
  amount3: 9000,
  amount4: '10500',
  amount5: '12000',
  amount6: '13500',
  amount_sub: '600',
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('update amounts input', () => {
  it('takes text or numbers and gives whole rupees', () => {
    expect(updateAmountsInput.parse(good)).toEqual({
      amount1: 6000,
      amount3: 9000,
      amount4: 10500,
      amount5: 12000,
      amount6: 13500,
      amount_sub: 600,
    });
  });

  it('requires every fee with the form words', () => {
    expect(messages(updateAmountsInput.safeParse({}))).toEqual([
      'Family Group 1+1 Is Required Field',
      'Family Group 1+3 Is Required Field',
      'Family Group 1+4 Is Required Field',
      'Family Group 1+5 Is Required Field',
      'Family Group 1+6 Is Required Field',
      'Subscription Amount Is Required Field',
    ]);
  });

  it('refuses anything but digits', () => {
    expect(messages(updateAmountsInput.safeParse({ ...good, amount4: '10,500', amount_sub: '6OO' }))).toEqual([
      'Family Group 1+4 In Alphabets Only ',
      'Subscription Amount In Alphabets Only ',
    ]);
    expect(messages(updateAmountsInput.safeParse({ ...good, amount1: -5 }))).toEqual([feeMessages.groupDigits('1+1')]);
    expect(messages(updateAmountsInput.safeParse({ ...good, amount1: 12.5 }))).toEqual([
      feeMessages.groupDigits('1+1'),
    ]);
  });

  it('fills the form from the server rows', () => {
    const rows = [
      { family_group: '1+1', amount_med: 6000, amount_sub: 600 },
      { family_group: '1+6', amount_med: 13500, amount_sub: 600 },
    ] as const;
    expect(amountsFromFeeRows(rows)).toEqual({ amount1: 6000, amount6: 13500, amount_sub: 600 });
  });
});
