import { importMessages } from '@trust/contract/import';
import { renewalMessages } from '@trust/contract/renewal';
import { expect, it } from 'vitest';
import { insertMember, insertMembershipPayment } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { importLines, rows } from './import-fixtures';

forEachDatabase('import of past payments', (get) => {
  it('imports past payments of both subscriptions with receipt numbers, and never twice', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    await insertMembershipPayment(t.ctx.db, member.id_number, { issue_date: '2019-01-10', amount: 500 });
    const file = rows([
      {
        kind: 'MEMBERSHIP',
        id_number: member.id_number,
        issue_date: '2019-01-10',
        mode_of_payment: 'CASH',
        amount: '500',
      },
      {
        kind: 'membership',
        id_number: member.id_number,
        issue_date: '12/02/2018',
        mode_of_payment: 'UPI',
        amount: '500',
        book_fee: '20',
      },
      {
        kind: 'MEDICLAIM',
        id_number: member.id_number,
        issue_date: '2018-05-20',
        mode_of_payment: 'NEFT',
        amount: '9000',
        group: 'Group IA',
        reference_number: '40 Years 2 Months',
        bank: 'SBI',
        branch: 'Pune Camp',
      },
      {
        kind: 'MEDICLAIM',
        id_number: member.id_number,
        issue_date: '2018-06-01',
        mode_of_payment: 'CASH',
        amount: '9000',
      },
      { kind: 'GPA', id_number: '77777777', issue_date: '2018-06-01', mode_of_payment: 'CASH', amount: 'ten' },
      { kind: 'MEMBERSHIP', id_number: '77777777', issue_date: '2018-06-01', mode_of_payment: 'CASH', amount: '600' },
    ]);
    const preview = (await t.call('POST', '/api/import/payments/preview', file)).json();
    expect(preview.rows).toEqual([
      {
        row: 2,
        ok: true,
        problems: [],
        duplicate: 'A MEMBERSHIP payment of ₹500 issued on 10/01/2019 already exists',
      },
      { row: 3, ok: true, problems: [] },
      { row: 4, ok: true, problems: [] },
      {
        row: 5,
        ok: false,
        problems: [
          {
            field: 'mode_of_payment',
            message: 'Choose one of CHEQUE, FUND TRANSFER, UPI, NEFT, CREDIT CARD, DEBIT CARD',
          },
          { field: 'group', message: 'Group Is Required Field' },
        ],
      },
      {
        row: 6,
        ok: false,
        problems: [
          { field: 'kind', message: importMessages.kindInvalid },
          { field: 'amount', message: 'Amount In Alphabets Only ' },
        ],
      },
      { row: 7, ok: false, problems: [{ field: 'id_number', message: renewalMessages.memberNotFound }] },
    ]);

    const res = await t.call('POST', '/api/import/payments', { rows: file.rows.slice(0, 3) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      added: 2,
      skipped: [{ row: 2, reason: 'A MEMBERSHIP payment of ₹500 issued on 10/01/2019 already exists' }],
    });
    const membership = (await t.call('GET', `/api/subscription/${member.id_number}`)).json().data;
    expect(membership).toContainEqual(
      expect.objectContaining({
        ISSUE_DATE: '2018-02-12',
        EXPIRY_DATE: '2018-12-31',
        MODE_OF_PAYMENT: 'UPI',
        AMOUNT: 500,
        REMARKS: 20,
      }),
    );
    const mediclaim = (await t.call('GET', `/api/mediclaim/${member.id_number}`)).json().data;
    expect(mediclaim).toEqual([
      expect.objectContaining({
        ISSUE_DATE: '2018-05-20',
        EXPIRY_DATE: '2019-04-30',
        REFERENCE_NUMBER: '40 Years 2 Months',
        BANK: 'SBI',
        BRANCH: 'Pune Camp',
        AMOUNT: 9000,
        REMARKS: 'GROUP IA',
      }),
    ]);
    const receipts = await t.ctx.db
      .selectFrom('membership_payments')
      .select('receipt_no')
      .where('member_id', '=', member.id_number)
      .where('issue_date', '=', '2018-02-12')
      .union(t.ctx.db.selectFrom('mediclaim_payments').select('receipt_no').where('member_id', '=', member.id_number))
      .execute();
    expect(receipts.map((r) => r.receipt_no).sort()).toEqual(['MC/2018-19/00001', 'MS/2017-18/00001']);
    const lines = (await importLines(t)).filter((l) => l.member_id === member.id_number);
    expect(lines.map((l) => l.entity).sort()).toEqual(['mediclaim_payment', 'membership_payment']);

    const twice = await t.call('POST', '/api/import/payments', { rows: file.rows.slice(0, 3) });
    expect(twice.json().added).toBe(0);
    expect(twice.json().skipped).toHaveLength(3);
  });
});
