import { booksMessages } from '@trust/contract/books';
import { cashbookMessages } from '@trust/contract/cashbook';
import { expect, it } from 'vitest';
import { gpaBody, insertClosedDay, insertDependent, insertMember, miscReceiptBody } from '../../../test/factories';
import { accountOf, forEachDatabase, type TestApp } from '../../../test/helpers';

/** The day the receipts are taken, and the day the bank's answer comes (both in India). */
const PAID_ON = '2026-07-01';
const BOUNCED_ON = '2026-07-03';
const RANGE = `fromDate=${PAID_ON}&toDate=${BOUNCED_ON}`;

const bounceUrl = (receiptNo: string) => `/api/payments/${encodeURIComponent(receiptNo)}/bounce`;

async function created(t: TestApp, url: string, payload: unknown) {
  const res = await t.call('POST', url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json() as { id: number; receipt_no: string };
}

async function membershipByCheque(t: TestApp, name: string) {
  t.setNow(`${PAID_ON}T06:00:00Z`);
  const member = await insertMember(t.ctx.db, { member_name: name });
  const paid = await created(t, `/api/subscription/activate/${member.id_number}`, {
    amount: '600',
    mode_of_payment: 'CHEQUE',
    remarks: '50',
  });
  return { member: member.id_number, receipt_no: paid.receipt_no };
}

async function bouncedColumns(t: TestApp) {
  const rows = await Promise.all(
    (
      ['membership_payments', 'mediclaim_payments', 'misc_receipts', 'gpa_records', 'gpa_dependent_records'] as const
    ).map((table) => t.ctx.db.selectFrom(table).select('receipt_no').where('bounced_at', 'is not', null).execute()),
  );
  return rows.flat().map((r) => r.receipt_no);
}

forEachDatabase('bounced cheques', (get) => {
  it('refuses what cannot bounce, and changes nothing', async () => {
    const t = get();
    const paid = await membershipByCheque(t, 'REFUSED BOUNCE');
    const cash = await created(t, '/api/misc/report', miscReceiptBody(paid.member));
    const voided = await created(t, '/api/misc/report', miscReceiptBody(paid.member, { mode_of_payment: 'CHEQUE' }));
    expect((await t.call('DELETE', `/api/misc/report/${voided.id}`, { reason: 'Entered twice' })).statusCode).toBe(200);
    t.setNow(`${BOUNCED_ON}T06:00:00Z`);
    const good = { date: BOUNCED_ON, reason: 'Insufficient funds' };
    const before = await bouncedColumns(t);

    const refusals: [string, unknown, number, string, string?][] = [
      ['NO/SUCH/1', good, 404, booksMessages.receiptNotFound],
      [cash.receipt_no, good, 409, cashbookMessages.notCheque],
      [voided.receipt_no, good, 409, cashbookMessages.notPaid],
      [paid.receipt_no, { ...good, date: '2026-06-30' }, 400, cashbookMessages.bounceBeforeReceipt, 'date'],
      [paid.receipt_no, { ...good, date: '2026-07-04' }, 400, cashbookMessages.bounceInFuture, 'date'],
      [paid.receipt_no, { ...good, charge: 100 }, 400, cashbookMessages.chargeModeRequired, 'charge_mode'],
      [paid.receipt_no, { date: BOUNCED_ON }, 400, booksMessages.reasonRequired, 'reason'],
    ];
    for (const [receiptNo, body, status, message, path] of refusals) {
      const res = await t.call('POST', bounceUrl(receiptNo), body);
      expect(res.statusCode, `${receiptNo} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
      if (path) expect(res.json().issues).toContainEqual(expect.objectContaining({ path, message }));
    }
    const viewer = await accountOf(t, 'VIEWER');
    expect((await viewer.call('POST', bounceUrl(paid.receipt_no), good)).statusCode).toBe(403);
    expect(await bouncedColumns(t)).toEqual(before);

    // A cashier may record it; the second time it is no longer PAID.
    const staff = await accountOf(t, 'STAFF');
    const first = await staff.call('POST', bounceUrl(paid.receipt_no), good);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ receipt_no: paid.receipt_no, charge_receipt_no: null });
    const again = await t.call('POST', bounceUrl(paid.receipt_no), good);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cashbookMessages.notPaid);

    // A reset payment did not stand either.
    t.setNow(`${PAID_ON}T06:00:00Z`);
    const reset = await membershipByCheque(t, 'RESET BOUNCE');
    expect(
      (await t.call('DELETE', `/api/subscription/deactivate/${reset.member}`, { reason: 'Paid twice' })).statusCode,
    ).toBe(200);
    const resetRes = await t.call('POST', bounceUrl(reset.receipt_no), good);
    expect(resetRes.statusCode).toBe(409);
    expect(resetRes.json().message).toBe(cashbookMessages.notPaid);
  });

  it('turns a membership paid by a bounced cheque back to EXPIRED, flagged, with the reason in past records', async () => {
    const t = get();
    const paid = await membershipByCheque(t, 'BOUNCED MEMBER');
    t.setNow(`${BOUNCED_ON}T06:00:00Z`);
    const before = (await t.call('GET', `/api/reports/collection?${RANGE}`)).json();
    expect((await t.call('GET', `/api/subscription/status/${paid.member}`)).json().data[0]).toMatchObject({
      STATUS: 'ACTIVE',
      BOUNCED: null,
    });

    const res = await t.call('POST', bounceUrl(paid.receipt_no), { date: BOUNCED_ON, reason: 'Insufficient funds' });
    expect(res.statusCode, res.body).toBe(200);

    const flag = { receipt_no: paid.receipt_no, date: BOUNCED_ON, reason: 'Insufficient funds' };
    expect((await t.call('GET', `/api/subscription/status/${paid.member}`)).json().data[0]).toMatchObject({
      STATUS: 'EXPIRED',
      BOUNCED: flag,
    });
    const [past] = (await t.call('GET', `/api/subscription/${paid.member}`)).json().data;
    expect(past).toMatchObject({
      STATUS: 'BOUNCED',
      BOUNCE_DATE: BOUNCED_ON,
      BOUNCE_REASON: 'Insufficient funds',
      BOUNCED_BY: 'Test Admin',
      RESET_REASON: null,
    });
    expect(past.BOUNCED_AT).toBe(`${BOUNCED_ON}T06:00:00.000Z`);
    const overview = (await t.call('GET', `/api/member-overview/${paid.member}`)).json();
    expect(overview.membership).toMatchObject({ STATUS: 'EXPIRED', RECEIPT_NO: null, BOUNCED: flag });
    expect(overview.membershipPayments[0]).toMatchObject({ RECEIPT_NO: paid.receipt_no, STATUS: 'BOUNCED' });

    // Out of the totals, listed apart on its receipt day like a void.
    const after = (await t.call('GET', `/api/reports/collection?${RANGE}`)).json();
    expect(after.total.amount).toBe(before.total.amount - 650);
    expect(after.total.count).toBe(before.total.count - 1);
    expect(after.setApart).toContainEqual({
      date: PAID_ON,
      kind: 'MEMBERSHIP',
      receipt_no: paid.receipt_no,
      member_id: paid.member,
      member_name: 'BOUNCED MEMBER',
      amount: 650,
      fate: 'BOUNCED',
      reason: 'Insufficient funds',
      by: 'Test Admin',
      at: `${BOUNCED_ON}T06:00:00.000Z`,
    });
    const report = (await t.call('GET', `/api/subscription/reports/subscription?${RANGE}`)).json();
    expect(report.data.map((r: { ID_NUMBER: string }) => r.ID_NUMBER)).not.toContain(paid.member);
    expect(report.setApart.map((r: { receipt_no: string }) => r.receipt_no)).toContain(paid.receipt_no);
    const csv = (await t.call('GET', `/api/reports/collection?${RANGE}&format=csv`)).body;
    const [paidPart, apartPart] = csv.split('\r\n\r\n');
    expect(paidPart).not.toContain(paid.receipt_no);
    expect(apartPart).toContain(paid.receipt_no);
    expect(apartPart).toContain('BOUNCED');
    const nonMembership = (await t.call('GET', '/api/subscription/reports/non-membership')).body;
    expect(nonMembership.split('\r\n').find((line) => line.startsWith(`${paid.member},`))).toMatch(/,BOUNCED$/);
    const active = (await t.call('GET', '/api/renewals?kind=membership&state=active&limit=500')).json().data;
    expect(active.map((r: { ID_NUMBER: string }) => r.ID_NUMBER)).not.toContain(paid.member);

    // The member may pay again at once; the new payment stands and the flag goes.
    const renewed = await t.call('POST', `/api/subscription/activate/${paid.member}`, {
      amount: '600',
      mode_of_payment: 'CASH',
      remarks: '0',
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect((await t.call('GET', `/api/subscription/status/${paid.member}`)).json().data[0]).toMatchObject({
      STATUS: 'ACTIVE',
      BOUNCED: null,
    });
    expect((await t.call('GET', `/api/member-overview/${paid.member}`)).json().membership.BOUNCED).toBeNull();
  });

  it('bounces a mediclaim cheque: the mediclaim is EXPIRED and flagged on its status row', async () => {
    const t = get();
    const paid = await membershipByCheque(t, 'MEDICLAIM BOUNCE');
    const mediclaim = await created(t, `/api/mediclaim/activate/${paid.member}`, {
      mode_of_payment: 'CHEQUE',
      reference_number: '004512',
      bank: 'STATE BANK OF INDIA',
      branch: 'PUNE-MAIN',
      amount: '9000',
      remarks: 'GROUP II',
    });
    t.setNow(`${BOUNCED_ON}T06:00:00Z`);
    const res = await t.call('POST', bounceUrl(mediclaim.receipt_no), { date: PAID_ON, reason: 'Signature differs' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', `/api/mediclaim/status/${paid.member}`)).json().data[0]).toMatchObject({
      STATUS: 'EXPIRED',
      BOUNCED: { receipt_no: mediclaim.receipt_no, date: PAID_ON, reason: 'Signature differs' },
    });
    // The membership paid by its own cheque still stands.
    expect((await t.call('GET', `/api/subscription/status/${paid.member}`)).json().data[0].STATUS).toBe('ACTIVE');
    const [line] = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'BOUNCE')
      .where('entity', '=', 'mediclaim_payment')
      .where('member_id', '=', paid.member)
      .execute();
    expect(line?.entity_id).toBe(String(mediclaim.id));
    expect(JSON.parse(line?.before_json ?? '{}')).toMatchObject({ receipt_no: mediclaim.receipt_no, bounced_at: null });
    expect(JSON.parse(line?.after_json ?? '{}')).toMatchObject({
      receipt_no: mediclaim.receipt_no,
      bounce_date: PAID_ON,
      bounce_reason: 'Signature differs',
      bounced_by: 'Test Admin',
    });
  });

  it('bounces misc and GPAIS cheques: BOUNCED in their lists, out of their reports, never voided after', async () => {
    const t = get();
    t.setNow(`${PAID_ON}T06:00:00Z`);
    const member = await insertMember(t.ctx.db, { member_name: 'RECORDS BOUNCE' });
    const dependent = await insertDependent(t.ctx.db, member.id_number);
    const misc = await created(t, '/api/misc/report', miscReceiptBody(member.id_number, { mode_of_payment: 'CHEQUE' }));
    const gpa = await created(t, '/api/gpa', gpaBody(member.id_number, { risk_group: 'CHEQUE' }));
    const dependentGpa = await created(
      t,
      '/api/gpa-dependent',
      gpaBody(member.id_number, { risk_group: 'CHEQUE', dependent_id: String(dependent) }),
    );
    t.setNow(`${BOUNCED_ON}T06:00:00Z`);
    for (const r of [misc, gpa, dependentGpa]) {
      const res = await t.call('POST', bounceUrl(r.receipt_no), { date: BOUNCED_ON, reason: 'Account closed' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const bounced = { STATUS: 'BOUNCED', BOUNCE_DATE: BOUNCED_ON, BOUNCE_REASON: 'Account closed', VOID_REASON: null };
    expect((await t.call('GET', `/api/misc/report/user/${member.id_number}`)).json().data[0]).toMatchObject({
      receipt_no: misc.receipt_no,
      ...bounced,
    });
    expect((await t.call('GET', `/api/gpa?records=1&id=${member.id_number}`)).json().data[0]).toMatchObject({
      receipt_no: gpa.receipt_no,
      ...bounced,
    });
    expect((await t.call('GET', `/api/gpa-dependent?records=1&id=${member.id_number}`)).json().data[0]).toMatchObject({
      receipt_no: dependentGpa.receipt_no,
      ...bounced,
    });
    for (const [url, receipt] of [
      [`/api/misc/report/date?${RANGE}`, misc],
      [`/api/gpa/report?${RANGE}`, gpa],
      [`/api/gpa-dependent/report?${RANGE}`, dependentGpa],
    ] as const) {
      const report = (await t.call('GET', url)).json();
      expect(report.data.map((r: { receipt_no: string }) => r.receipt_no)).not.toContain(receipt.receipt_no);
      expect(report.setApart).toContainEqual(
        expect.objectContaining({ receipt_no: receipt.receipt_no, fate: 'BOUNCED', reason: 'Account closed' }),
      );
    }
    const voided = await t.call('DELETE', `/api/misc/report/${misc.id}`, { reason: 'Too late' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe(booksMessages.bouncedNotVoided);
    const gpaVoided = await t.call('DELETE', `/api/gpa/${gpa.id}`, { reason: 'Too late' });
    expect(gpaVoided.statusCode).toBe(409);
    expect(gpaVoided.json().message).toBe(booksMessages.bouncedNotVoided);
    expect((await t.call('GET', `/api/misc/report/${misc.id}`)).json().data[0].STATUS).toBe('BOUNCED');
  });

  it("records the bank's charge as a misc receipt for the member in the same step", async () => {
    const t = get();
    const paid = await membershipByCheque(t, 'CHARGED MEMBER');
    t.setNow(`${BOUNCED_ON}T06:00:00Z`);
    const res = await t.call('POST', bounceUrl(paid.receipt_no), {
      date: BOUNCED_ON,
      reason: 'Insufficient funds',
      charge: 250,
      charge_mode: 'CASH',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { charge_receipt_no } = res.json();
    expect(charge_receipt_no).toEqual(expect.any(String));
    const [charge] = (await t.call('GET', `/api/misc/report/user/${paid.member}`)).json().data;
    expect(charge).toMatchObject({
      receipt_no: charge_receipt_no,
      date: BOUNCED_ON,
      mode_of_payment: 'CASH',
      bank_charges: 250,
      reissue_book: 0,
      subscription_amount: 0,
      fine: 0,
      misc: 0,
      STATUS: 'PAID',
    });
    const stored = await t.ctx.db
      .selectFrom('membership_payments')
      .select('bounce_charge_receipt_no')
      .where('receipt_no', '=', paid.receipt_no)
      .executeTakeFirstOrThrow();
    expect(stored.bounce_charge_receipt_no).toBe(charge_receipt_no);
    // The charge is takings of the bounce day, counted like any misc receipt.
    const day = (await t.call('GET', `/api/reports/collection?fromDate=${BOUNCED_ON}&toDate=${BOUNCED_ON}`)).json();
    expect(day.data).toContainEqual(expect.objectContaining({ receipt_no: charge_receipt_no, amount: 250 }));
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('member_id', '=', paid.member)
      .orderBy('id')
      .execute();
    expect(audit.slice(-2)).toEqual([
      { action: 'CREATE', entity: 'misc_receipt' },
      { action: 'BOUNCE', entity: 'membership_payment' },
    ]);
  });

  it('bounces a cheque of a closed day, and of a removed member without a charge', async () => {
    const t = get();
    const paid = await membershipByCheque(t, 'CLOSED DAY BOUNCE');
    // Paid before the day is closed: a closed day takes no receipt.
    const removed = await membershipByCheque(t, 'REMOVED BOUNCE');
    await insertClosedDay(t.ctx.db, PAID_ON);
    t.setNow(`${BOUNCED_ON}T06:00:00Z`);
    const res = await t.call('POST', bounceUrl(paid.receipt_no), { date: BOUNCED_ON, reason: 'Stopped by drawer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bouncedColumns(t)).toContain(paid.receipt_no);

    expect((await t.call('DELETE', `/api/master/${removed.member}`, { reason: 'Left the trust' })).statusCode).toBe(
      200,
    );
    const charged = await t.call('POST', bounceUrl(removed.receipt_no), {
      date: BOUNCED_ON,
      reason: 'Account closed',
      charge: 100,
      charge_mode: 'CASH',
    });
    expect(charged.statusCode).toBe(404);
    expect(await bouncedColumns(t)).not.toContain(removed.receipt_no);
    const plain = await t.call('POST', bounceUrl(removed.receipt_no), { date: BOUNCED_ON, reason: 'Account closed' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await bouncedColumns(t)).toContain(removed.receipt_no);
  });
});
