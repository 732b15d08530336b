import { cashbookMessages } from '@trust/contract/cashbook';
import { expect, it } from 'vitest';
import { insertMember, miscReceiptBody } from '../../../test/factories';
import { ADMIN, accountOf, forEachDatabase } from '../../../test/helpers';

const DAY = '2026-09-07';
const slip = (overrides: Record<string, unknown> = {}) => ({
  deposit_date: '2026-09-08',
  bank: 'STATE BANK, STATION ROAD',
  slip_number: 'DS-0001',
  cash: 0,
  cheques: [],
  ...overrides,
});

forEachDatabase('cash book deposits', (get) => {
  it("puts a closed day's counted cash and its cheques on a slip, and refuses what cannot go on one", async () => {
    const t = get();
    t.setNow(`${DAY}T06:00:00Z`);
    const m = await insertMember(t.ctx.db);
    const other = await insertMember(t.ctx.db);
    const paid = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/misc/report', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().receipt_no as string;
    };
    const cheque1 = await paid(miscReceiptBody(m.id_number, { mode_of_payment: 'CHEQUE' }));
    const cheque2 = await paid(miscReceiptBody(other.id_number, { mode_of_payment: 'CHEQUE', misc: '350' }));
    await paid(miscReceiptBody(m.id_number));
    const cashOfOtherDay = await paid(miscReceiptBody(m.id_number, { date: '2026-09-06', mode_of_payment: 'CHEQUE' }));
    const membership = await t.call('POST', `/api/subscription/activate/${other.id_number}`, {
      amount: '600',
      mode_of_payment: 'UPI',
      remarks: '0',
    });
    const upi = membership.json().receipt_no as string;

    const open = await t.call('POST', `/api/cashbook/${DAY}/deposits`, slip({ cash: 100 }));
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(cashbookMessages.depositDayOpen);

    const closed = await t.call('POST', `/api/cashbook/${DAY}/close`, {
      counted: { CASH: 700, CHEQUE: 1800, UPI: 600 },
      remark: '',
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const empty = await t.call('POST', `/api/cashbook/${DAY}/deposits`, slip());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(cashbookMessages.depositEmpty);
    const tooMuch = await t.call('POST', `/api/cashbook/${DAY}/deposits`, slip({ cash: 701 }));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(cashbookMessages.depositCashTooMuch(700));
    for (const receiptNo of [cashOfOtherDay, upi, 'MR/2026-27/99999']) {
      const res = await t.call(
        'POST',
        `/api/cashbook/${DAY}/deposits`,
        slip({ cheques: [{ receipt_no: receiptNo, cheque_number: '1', drawn_on: 'HDFC' }] }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(cashbookMessages.chequeNotOfDay(receiptNo));
    }
    const twice = await t.call(
      'POST',
      `/api/cashbook/${DAY}/deposits`,
      slip({
        cheques: [
          { receipt_no: cheque1, cheque_number: '100200', drawn_on: 'HDFC' },
          { receipt_no: cheque1, cheque_number: '100200', drawn_on: 'HDFC' },
        ],
      }),
    );
    expect(twice.json().message).toBe(cashbookMessages.chequeDeposited(cheque1));

    const first = await t.call(
      'POST',
      `/api/cashbook/${DAY}/deposits`,
      slip({ cash: 500, cheques: [{ receipt_no: cheque1, cheque_number: '100200', drawn_on: 'HDFC, FC ROAD' }] }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const deposit = first.json();
    expect(deposit).toEqual({
      id: expect.any(Number),
      day: DAY,
      deposit_date: '2026-09-08',
      bank: 'STATE BANK, STATION ROAD',
      slip_number: 'DS-0001',
      cash: 500,
      cheques: [
        {
          receipt_no: cheque1,
          member_id: m.id_number,
          member_name: m.member_name,
          cheque_number: '100200',
          drawn_on: 'HDFC, FC ROAD',
          amount: 800,
        },
      ],
      total: 1300,
      deposited_by: ADMIN.name,
      deposited_at: `${DAY}T06:00:00.000Z`,
      credited_on: null,
      credited_by: null,
    });

    const again = await t.call(
      'POST',
      `/api/cashbook/${DAY}/deposits`,
      slip({ slip_number: 'DS-0002', cheques: [{ receipt_no: cheque1, cheque_number: '100200', drawn_on: 'HDFC' }] }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cashbookMessages.chequeDeposited(cheque1));
    const sameSlip = await t.call('POST', `/api/cashbook/${DAY}/deposits`, slip({ cash: 100 }));
    expect(sameSlip.statusCode).toBe(409);
    expect(sameSlip.json().message).toBe(cashbookMessages.slipTaken);
    const cashLeft = await t.call('POST', `/api/cashbook/${DAY}/deposits`, slip({ slip_number: 'DS-0002', cash: 201 }));
    expect(cashLeft.json().message).toBe(cashbookMessages.depositCashTooMuch(200));

    const staff = await accountOf(t, 'STAFF');
    const second = await staff.call(
      'POST',
      `/api/cashbook/${DAY}/deposits`,
      slip({
        slip_number: 'DS-0002',
        cash: 200,
        cheques: [{ receipt_no: cheque2, cheque_number: '7', drawn_on: 'BOI' }],
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ total: 1200, deposited_by: 'STAFF Person' });

    expect((await t.call('GET', `/api/cashbook/deposits/${deposit.id}`)).json()).toEqual(deposit);
    const unknown = await t.call('GET', '/api/cashbook/deposits/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(cashbookMessages.depositNotFound);

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'DEPOSIT')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.entity, a.entity_id])).toEqual([
      ['deposit', String(deposit.id)],
      ['deposit', String(second.json().id)],
    ]);
    expect(await t.ctx.db.selectFrom('deposits').select('slip_number').orderBy('id').execute()).toEqual([
      { slip_number: 'DS-0001' },
      { slip_number: 'DS-0002' },
    ]);
  });

  it('marks a deposit credited once, not before it was made, and the day shows what was deposited and credited', async () => {
    const t = get();
    const [deposit] = await t.ctx.db.selectFrom('deposits').selectAll().orderBy('id').execute();
    if (!deposit) throw new Error('no deposit');
    const credit = (on: string) => t.call('POST', `/api/cashbook/deposits/${deposit.id}/credit`, { credited_on: on });

    const early = await credit('2026-09-07');
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toMatchObject([{ path: 'credited_on', message: cashbookMessages.creditBeforeDeposit }]);
    expect(
      (await t.call('POST', '/api/cashbook/deposits/999999/credit', { credited_on: '2026-09-09' })).statusCode,
    ).toBe(404);
    const viewer = await accountOf(t, 'VIEWER');
    expect(
      (await viewer.call('POST', `/api/cashbook/deposits/${deposit.id}/credit`, { credited_on: '2026-09-09' }))
        .statusCode,
    ).toBe(403);

    const credited = await credit('2026-09-09');
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json()).toMatchObject({ credited_on: '2026-09-09', credited_by: ADMIN.name });
    const twice = await credit('2026-09-10');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(cashbookMessages.alreadyCredited);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'CREDIT_DEPOSIT').execute();
    expect(audit.map((a) => [a.entity, a.entity_id, a.actor])).toEqual([['deposit', String(deposit.id), ADMIN.email]]);

    const day = (await t.call('GET', `/api/cashbook/${DAY}`)).json();
    const figures = Object.fromEntries(
      day.modes.map((m: { mode: string; deposited: number; credited: number }) => [m.mode, [m.deposited, m.credited]]),
    );
    expect(figures).toEqual({ CHEQUE: [1800, 800], UPI: [0, 0], CASH: [700, 500] });
    expect(day.total).toMatchObject({ deposited: 2500, credited: 1300 });
    expect(day.deposits.map((d: { slip_number: string }) => d.slip_number)).toEqual(['DS-0001', 'DS-0002']);
    expect(day.cheques.every((c: { deposit_id: number | null }) => c.deposit_id !== null)).toBe(true);

    // A reopened day keeps its slips; a slip needs the day closed again.
    expect((await t.call('POST', `/api/cashbook/${DAY}/reopen`, { reason: 'Recount the cash box' })).statusCode).toBe(
      200,
    );
    const reopened = (await t.call('GET', `/api/cashbook/${DAY}`)).json();
    expect(reopened.deposits).toHaveLength(2);
    expect(reopened.total).toMatchObject({ deposited: 2500, credited: 1300, counted: null });
    const line = (await t.call('GET', `/api/cashbook?fromDate=${DAY}&toDate=${DAY}`)).json().data[0];
    expect(line).toMatchObject({ date: DAY, status: 'OPEN', deposited: 2500, credited: 1300 });
  });
});
