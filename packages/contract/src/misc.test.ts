import { describe, expect, it } from 'vitest';
import { miscReceiptInput, miscTotal } from './misc';

describe('misc receipt input', () => {
  it('sends empty reissue, subscription, fine and misc as 0 but leaves bank charges empty', () => {
    const parsed = miscReceiptInput.parse({
      member_id: '1042',
      mode_of_payment: 'cash',
      reissue_book: '',
      subscription_amount: null,
      bank_charges: '',
      fine: undefined,
      misc: '',
    });
    expect(parsed).toMatchObject({
      member_id: '1042',
      mode_of_payment: 'CASH',
      reissue_book: 0,
      subscription_amount: 0,
      bank_charges: null,
      fine: 0,
      misc: 0,
      membership_period: '',
    });
  });

  it('takes digits only for money and the member ID', () => {
    const result = miscReceiptInput.safeParse({
      member_id: '10a',
      mode_of_payment: 'UPI',
      fine: '1.5',
      bank_charges: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['member_id', 'Member ID In Number Only'],
      ['bank_charges', 'Bank Charges In Number Only'],
      ['fine', 'Fine In Number Only'],
    ]);
  });

  it('needs a payment mode and allows a period like 2025-26, 2026-27', () => {
    expect(miscReceiptInput.safeParse({ member_id: '1', mode_of_payment: '' }).error?.issues[0]?.message).toBe(
      'Mode Of Payment Is Required Field',
    );
    expect(
      miscReceiptInput.parse({ member_id: '1', mode_of_payment: 'UPI', membership_period: '2025-26, 2026-27' })
        .membership_period,
    ).toBe('2025-26, 2026-27');
  });

  it('totals reissue, subscription, bank charges, fine and misc', () => {
    expect(miscTotal({ reissue_book: 50, subscription_amount: 600, bank_charges: null, fine: 20, misc: 130 })).toBe(
      800,
    );
    expect(miscTotal({ reissue_book: 0, subscription_amount: 0, bank_charges: 15, fine: 0, misc: 0 })).toBe(15);
  });
});
