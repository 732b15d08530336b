import { describe, expect, it } from 'vitest';
import { booksMessages, duplicateMark, paidTotal, printInput, reasonGiven, reasonInput, setApartLines } from './books';

describe('a reason', () => {
  it('is required, from the body or the query', () => {
    expect(reasonGiven({ reason: 'Entered twice' }, {})).toMatchObject({ success: true, data: 'Entered twice' });
    expect(reasonGiven(undefined, { reason: 'Cheque bounced' })).toMatchObject({
      success: true,
      data: 'Cheque bounced',
    });
    expect(reasonGiven({ reason: 'From body' }, { reason: 'From query' })).toMatchObject({ data: 'From body' });
    for (const missing of [undefined, null, {}, { reason: null }, { reason: '   ' }]) {
      const result = reasonGiven(missing, {});
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(booksMessages.reasonRequired);
    }
  });

  it('is 3 to 200 characters of one clean line', () => {
    expect(reasonInput.safeParse({ reason: 'ab' }).error?.issues[0]?.message).toBe(booksMessages.reasonLength);
    expect(reasonInput.safeParse({ reason: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(
      booksMessages.reasonLength,
    );
    expect(reasonInput.safeParse({ reason: 'x'.repeat(200) }).success).toBe(true);
    expect(reasonInput.safeParse({ reason: 'bad\u0000text' }).success).toBe(false);
    expect(reasonInput.safeParse({ reason: 'two\nlines' }).success).toBe(false);
    expect(reasonInput.parse({ reason: '  रद्द किया  ' }).reason).toBe('रद्द किया');
    expect(reasonInput.safeParse({ reason: 42 }).error?.issues[0]?.message).toBe(booksMessages.reasonRequired);
  });
});

describe('totals', () => {
  it('count only PAID records', () => {
    const rows = [
      { STATUS: 'PAID' as const, amount: 100 },
      { STATUS: 'VOID' as const, amount: 5000 },
      { STATUS: 'PAID' as const, amount: 20 },
    ];
    expect(paidTotal(rows, (r) => r.amount)).toBe(120);
  });

  it('list the set-apart receipts with their fate, reason, who and when', () => {
    expect(
      setApartLines([
        {
          date: '2026-11-02',
          kind: 'MISC',
          receipt_no: 'MI/2026-27/00007',
          member_id: '42',
          member_name: 'Asha Rao',
          amount: 350,
          fate: 'VOID',
          reason: 'Entered twice',
          by: 'Clerk',
          at: '2026-11-03T10:00:00.000Z',
        },
      ]),
    ).toEqual([
      [
        '02/11/2026',
        'MISC',
        'MI/2026-27/00007',
        '42',
        'Asha Rao',
        350,
        'VOID',
        'Entered twice',
        'Clerk',
        '2026-11-03T10:00:00.000Z',
      ],
    ]);
  });
});

describe('prints', () => {
  it('mark every copy after the first as a duplicate', () => {
    expect(duplicateMark(1)).toBeNull();
    expect(duplicateMark(2)).toBe('DUPLICATE — copy 2');
    expect(duplicateMark(7)).toBe('DUPLICATE — copy 7');
  });

  it('are of the receipt unless the registration receipt is named', () => {
    expect(printInput.parse(undefined)).toEqual({ document: 'RECEIPT' });
    expect(printInput.parse({})).toEqual({ document: 'RECEIPT' });
    expect(printInput.parse({ document: 'REGISTRATION' })).toEqual({ document: 'REGISTRATION' });
    expect(printInput.safeParse({ document: 'OTHER' }).success).toBe(false);
  });
});
