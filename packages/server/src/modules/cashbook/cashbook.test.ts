import { cashbookMessages } from '@trust/contract/cashbook';
import { expect, it } from 'vitest';
import { gpaBody, insertDependent, insertMember, miscReceiptBody } from '../../../test/factories';
import { ADMIN, accountOf, forEachDatabase, type TestApp } from '../../../test/helpers';

const DAY = '2026-08-03';
const NEXT_DAY = '2026-08-04';
const RECEIPT_TABLES = [
  'membership_payments',
  'mediclaim_payments',
  'misc_receipts',
  'gpa_records',
  'gpa_dependent_records',
] as const;

/** A day of the desk: a receipt of every kind, two users, four modes, a void, and a receipt of another day. */
async function dayOfReceipts(t: TestApp) {
  const staff = await accountOf(t, 'STAFF');
  const m1 = await insertMember(t.ctx.db);
  const m2 = await insertMember(t.ctx.db);
  const ok = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(201);
    return JSON.parse(res.body) as { id: number; receipt_no: string };
  };
  const membership = ok(
    await t.call('POST', `/api/subscription/activate/${m1.id_number}`, {
      amount: '600',
      mode_of_payment: 'CASH',
      remarks: '50',
    }),
  );
  const mediclaim = ok(
    await staff.call('POST', `/api/mediclaim/activate/${m1.id_number}`, {
      mode_of_payment: 'CHEQUE',
      reference_number: '004512',
      bank: 'STATE BANK',
      amount: '9000',
      remarks: 'GROUP II',
    }),
  );
  const misc = ok(
    await staff.call('POST', '/api/misc/report', miscReceiptBody(m2.id_number, { mode_of_payment: 'UPI' })),
  );
  const voided = ok(await t.call('POST', '/api/misc/report', miscReceiptBody(m2.id_number)));
  expect((await t.call('DELETE', `/api/misc/report/${voided.id}`, { reason: 'Entered twice' })).statusCode).toBe(200);
  const gpa = ok(await t.call('POST', '/api/gpa', gpaBody(m2.id_number, { risk_group: 'CHEQUE' })));
  const dependent = await insertDependent(t.ctx.db, m2.id_number);
  ok(await staff.call('POST', '/api/gpa-dependent', { ...gpaBody(m2.id_number), dependent_id: String(dependent) }));
  ok(await t.call('POST', '/api/misc/report', miscReceiptBody(m1.id_number, { date: '2026-08-02' })));
  return { staff, m1, m2, membership, mediclaim, misc, gpa };
}

async function rowCounts(t: TestApp) {
  const counts: Record<string, number> = {};
  for (const table of RECEIPT_TABLES) {
    const row = await t.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const lastNumber = (receiptNo: string) => Number(receiptNo.split('/').at(-1));

forEachDatabase('cash book days', (get) => {
  it("expects the collection report's takings of the day, by mode and by user", async () => {
    const t = get();
    t.setNow(`${DAY}T06:00:00Z`);
    const { staff, m1, mediclaim } = await dayOfReceipts(t);

    const day = await t.call('GET', `/api/cashbook/${DAY}`);
    expect(day.statusCode, day.body).toBe(200);
    const report = (await t.call('GET', `/api/reports/collection?fromDate=${DAY}&toDate=${DAY}`)).json();
    const answer = day.json();
    expect(answer.status).toBe('OPEN');
    const byMode = (lines: { mode: string; expected: number }[]) =>
      Object.fromEntries(lines.map((m) => [m.mode, m.expected]));
    expect(byMode(answer.modes)).toEqual(
      Object.fromEntries(report.byMode.map((m: { key: string; amount: number }) => [m.key, m.amount])),
    );
    expect(answer.modes.map((m: { mode: string }) => m.mode)).toEqual(['CHEQUE', 'UPI', 'CASH']);
    expect(answer.byUser).toEqual(report.byUser);
    expect(answer.byUser.map((u: { key: string }) => u.key).sort()).toEqual([ADMIN.email, staff.email].sort());
    expect(answer.total).toEqual({
      expected: report.total.amount,
      counted: null,
      difference: null,
      deposited: 0,
      credited: 0,
    });
    expect(answer.modes[0]).toEqual({
      mode: 'CHEQUE',
      expected: 9000 + 350,
      counted: null,
      difference: null,
      deposited: 0,
      credited: 0,
    });
    expect(answer.cheques).toEqual([
      expect.objectContaining({ kind: 'GPAIS', amount: 350, cheque_number: '', drawn_on: '', deposit_id: null }),
      {
        kind: 'MEDICLAIM',
        receipt_no: mediclaim.receipt_no,
        member_id: m1.id_number,
        member_name: m1.member_name,
        amount: 9000,
        cheque_number: '004512',
        drawn_on: 'STATE BANK',
        deposit_id: null,
      },
    ]);
    expect(answer).toMatchObject({
      remark: '',
      closedBy: null,
      closedAt: null,
      history: [],
      deposits: [],
      bounced: [],
    });
  });

  it('closes a day with its count, refuses a day to come, a missing count and a second close', async () => {
    const t = get();
    t.setNow(`${NEXT_DAY}T06:00:00Z`);
    const future = await t.call('POST', '/api/cashbook/2026-08-05/close', { counted: {}, remark: '' });
    expect(future.statusCode).toBe(400);
    expect(future.json().issues).toMatchObject([{ path: 'date', message: cashbookMessages.futureDay }]);

    const missing = await t.call('POST', `/api/cashbook/${DAY}/close`, { counted: { CASH: 1000 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toMatchObject([
      { path: 'counted.CHEQUE', message: cashbookMessages.countedRequired('CHEQUE') },
      { path: 'counted.UPI', message: cashbookMessages.countedRequired('UPI') },
    ]);
    const viewer = await accountOf(t, 'VIEWER');
    expect((await viewer.call('POST', `/api/cashbook/${DAY}/close`, { counted: {} })).statusCode).toBe(403);

    const closed = await t.call('POST', `/api/cashbook/${DAY}/close`, {
      counted: { CASH: 550, CHEQUE: 9350, UPI: 1150, NEFT: 0 },
      remark: 'A hundred short in the cash box',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const day = closed.json();
    expect(day).toMatchObject({
      status: 'CLOSED',
      remark: 'A hundred short in the cash box',
      closedBy: ADMIN.name,
      closedAt: `${NEXT_DAY}T06:00:00.000Z`,
      history: [{ action: 'CLOSE', text: 'A hundred short in the cash box', by: ADMIN.name }],
    });
    expect(
      day.modes.map((m: { mode: string; expected: number; counted: number; difference: number }) => [
        m.mode,
        m.expected,
        m.counted,
        m.difference,
      ]),
    ).toEqual([
      ['CHEQUE', 9350, 9350, 0],
      ['UPI', 1150, 1150, 0],
      ['CASH', 650, 550, -100],
      ['NEFT', 0, 0, 0],
    ]);
    expect(day.total).toMatchObject({ expected: 11150, counted: 11050, difference: -100 });

    const again = await t.call('POST', `/api/cashbook/${DAY}/close`, {
      counted: { CASH: 650, CHEQUE: 9350, UPI: 1150 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cashbookMessages.alreadyClosed);

    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'CLOSE_DAY').execute();
    expect(audit.map((a) => [a.entity, a.entity_id, a.actor])).toEqual([['cash_day', DAY, ADMIN.email]]);
    expect(JSON.parse(audit[0]?.after_json ?? '{}').counts).toContainEqual({
      mode: 'CASH',
      expected: 650,
      counted: 550,
    });
  });

  it('refuses to issue, void or reset a receipt of a closed day, and writes or numbers nothing', async () => {
    const t = get();
    const m = (await t.ctx.db.selectFrom('members').select('id_number').orderBy('id_number').execute()).map(
      (r) => r.id_number,
    );
    const [m1 = '', m2 = ''] = m;
    const before = await rowCounts(t);
    const misc = await t.ctx.db.selectFrom('misc_receipts').selectAll().where('date', '=', DAY).execute();
    const paidMisc = misc.find((r) => r.status === 'PAID');
    const gpa = await t.ctx.db.selectFrom('gpa_records').selectAll().where('date', '=', DAY).executeTakeFirstOrThrow();
    const ofDependent = await t.ctx.db
      .selectFrom('gpa_dependent_records')
      .selectAll()
      .where('date', '=', DAY)
      .executeTakeFirstOrThrow();

    const refusals = [
      await t.call('POST', '/api/misc/report', miscReceiptBody(m1, { date: DAY })),
      await t.call('POST', '/api/gpa', gpaBody(m1, { date: DAY })),
      await t.call('DELETE', `/api/misc/report/${paidMisc?.id}`, { reason: 'Wrong member' }),
      await t.call('DELETE', `/api/gpa/${gpa.id}`, { reason: 'Wrong member' }),
      await t.call('POST', '/api/gpa-dependent', {
        ...gpaBody(m2, { date: DAY }),
        dependent_id: String(ofDependent.dependent_id),
      }),
      await t.call('DELETE', `/api/gpa-dependent/${ofDependent.id}`, { reason: 'Wrong member' }),
      await t.call('POST', '/api/import/payments', {
        rows: [
          {
            row: 2,
            values: { kind: 'MEMBERSHIP', id_number: m2, issue_date: DAY, mode_of_payment: 'CASH', amount: '600' },
          },
        ],
      }),
      await t.call('DELETE', `/api/subscription/deactivate/${m1}`, { reason: 'Wrong member' }),
      await t.call('DELETE', `/api/mediclaim/deactivate/${m1}`, { reason: 'Wrong member' }),
      await t.call('POST', `/api/subscription/activate/${m2}`, {
        issue_date: DAY,
        amount: '600',
        mode_of_payment: 'CASH',
        remarks: '50',
      }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(cashbookMessages.dayClosed);
    }
    expect(await rowCounts(t)).toEqual(before);
    expect(await t.ctx.db.selectFrom('misc_receipts').selectAll().where('date', '=', DAY).execute()).toEqual(misc);
    const payments = await t.ctx.db.selectFrom('membership_payments').select('reset_at').execute();
    expect(payments.every((p) => p.reset_at === null)).toBe(true);

    // Another day takes receipts as ever.
    const open = await t.call('POST', '/api/misc/report', miscReceiptBody(m1));
    expect(open.statusCode).toBe(201);
  });

  it('is reopened by an admin with a reason, then takes receipts again, with the next numbers', async () => {
    const t = get();
    const [m1 = ''] = (await t.ctx.db.selectFrom('members').select('id_number').orderBy('id_number').execute()).map(
      (r) => r.id_number,
    );
    const staff = await accountOf(t, 'STAFF');
    expect((await staff.call('POST', `/api/cashbook/${DAY}/reopen`, { reason: 'Count again' })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/cashbook/${DAY}/reopen`, { reason: '' })).statusCode).toBe(400);
    expect((await t.call('POST', `/api/cashbook/${NEXT_DAY}/reopen`, { reason: 'Count again' })).json().message).toBe(
      cashbookMessages.notClosed,
    );

    const reopened = await t.call('POST', `/api/cashbook/${DAY}/reopen`, { reason: 'A receipt was left out' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'OPEN', closedBy: null, remark: '' });
    expect(reopened.json().history.map((h: { action: string; text: string }) => [h.action, h.text])).toEqual([
      ['CLOSE', 'A hundred short in the cash box'],
      ['REOPEN', 'A receipt was left out'],
    ]);
    expect(reopened.json().total.counted).toBeNull();
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'REOPEN_DAY').execute();
    expect(audit.map((a) => [a.entity, a.entity_id, a.actor])).toEqual([['cash_day', DAY, ADMIN.email]]);

    const misc = await t.ctx.db.selectFrom('misc_receipts').select('receipt_no').orderBy('id').execute();
    const added = await t.call('POST', '/api/misc/report', miscReceiptBody(m1, { date: DAY }));
    expect(added.statusCode).toBe(201);
    expect(lastNumber(added.json().receipt_no)).toBe(lastNumber(misc.at(-1)?.receipt_no ?? '') + 1);

    // Closed again, the new count takes the place of the old.
    const closed = await t.call('POST', `/api/cashbook/${DAY}/close`, {
      counted: { CASH: 1450, CHEQUE: 9350, UPI: 1150 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().modes.map((l: { mode: string }) => l.mode)).toEqual(['CHEQUE', 'UPI', 'CASH']);
    expect(closed.json().total).toMatchObject({ expected: 11950, counted: 11950, difference: 0 });
  });

  it('lists the days of a range with their figures and bounces, as JSON and CSV, reconciled with the collection report', async () => {
    const t = get();
    const cheque = await t.ctx.db
      .selectFrom('mediclaim_payments')
      .selectAll()
      .where('issue_date', '=', DAY)
      .executeTakeFirstOrThrow();
    // The bank returns the cheque after the day was closed; the bounce is recorded on the next day,
    // with the bank's charge. Dated the closed day, the charge receipt is refused and so is the bounce.
    const bounceUrl = `/api/payments/${encodeURIComponent(cheque.receipt_no)}/bounce`;
    const onClosedDay = await t.call('POST', bounceUrl, {
      date: DAY,
      reason: 'Insufficient funds',
      charge: 150,
      charge_mode: 'CASH',
    });
    expect(onClosedDay.statusCode).toBe(409);
    expect(onClosedDay.json().message).toBe(cashbookMessages.dayClosed);
    const bounce = await t.call('POST', bounceUrl, {
      date: NEXT_DAY,
      reason: 'Insufficient funds',
      charge: 150,
      charge_mode: 'CASH',
    });
    expect(bounce.statusCode, bounce.body).toBe(200);
    const chargeReceipt = bounce.json().charge_receipt_no as string;
    expect(chargeReceipt).toBeTruthy();

    const range = `fromDate=2026-08-01&toDate=${NEXT_DAY}`;
    const res = await t.call('GET', `/api/cashbook?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data;
    expect(lines.map((l: { date: string; status: string }) => [l.date, l.status])).toEqual([
      ['2026-08-02', 'OPEN'],
      [DAY, 'CLOSED'],
      [NEXT_DAY, 'OPEN'],
    ]);
    expect(lines[1]).toMatchObject({ expected: 11950, counted: 11950, difference: 0, deposited: 0, bounced: 0 });
    expect(lines[2]).toMatchObject({ expected: 950, counted: null, difference: null, bounced: 9000 });

    const report = (await t.call('GET', `/api/reports/collection?${range}`)).json();
    const expected = lines.reduce((sum: number, l: { expected: number }) => sum + l.expected, 0);
    // The cheque of a closed day bounced after its close: the close kept it, the collection report no longer does.
    expect(expected - cheque.amount).toBe(report.total.amount);

    const bounced = (await t.call('GET', `/api/bounced-cheques?${range}`)).json().data;
    expect(bounced).toEqual([
      {
        bounce_date: NEXT_DAY,
        kind: 'MEDICLAIM',
        receipt_no: cheque.receipt_no,
        receipt_date: DAY,
        member_id: cheque.member_id,
        member_name: expect.any(String),
        amount: 9000,
        reason: 'Insufficient funds',
        by: ADMIN.name,
        at: `${NEXT_DAY}T06:00:00.000Z`,
        charge_receipt_no: chargeReceipt,
      },
    ]);
    const day = (await t.call('GET', `/api/cashbook/${NEXT_DAY}`)).json();
    expect(day.bounced.map((b: { receipt_no: string }) => b.receipt_no)).toEqual([cheque.receipt_no]);
    // A bounced cheque is no longer among the PAID cheques of its day.
    const closedDay = (await t.call('GET', `/api/cashbook/${DAY}`)).json();
    expect(closedDay.cheques.map((c: { kind: string }) => c.kind)).toEqual(['GPAIS']);

    const csv = await t.call('GET', `/api/cashbook?${range}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, , closedLine] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(
      header?.startsWith('DATE,STATUS,EXPECTED,COUNTED,DIFFERENCE,DEPOSITED,CREDITED,BOUNCED,CHEQUE EXPECTED'),
    ).toBe(true);
    expect(closedLine?.startsWith('03/08/2026,CLOSED,11950,11950,0,0,0,0,9350,9350,0,0,0')).toBe(true);
    const bouncedCsv = await t.call('GET', `/api/bounced-cheques?${range}&format=csv`);
    const [bHeader, bLine] = bouncedCsv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(bHeader).toBe(
      'BOUNCE DATE,KIND,RECEIPT NO,RECEIPT DATE,MEMBER ID,NAME,AMOUNT,REASON,BY,AT,CHARGE RECEIPT NO',
    );
    expect(bLine?.startsWith(`04/08/2026,MEDICLAIM,${cheque.receipt_no},03/08/2026,`)).toBe(true);

    expect((await t.call('GET', '/api/cashbook?fromDate=2026-08-05&toDate=2026-08-01')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/cashbook/2026-02-30')).statusCode).toBe(400);
  });
});
