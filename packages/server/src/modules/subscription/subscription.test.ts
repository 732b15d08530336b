import { booksMessages } from '@trust/contract/books';
import { beforeAll, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { ADMIN, forEachDatabase, type TestApp } from '../../../test/helpers';

const payment = { amount: '600', mode_of_payment: 'CASH', remarks: '50' };

async function counts(t: TestApp) {
  const [payments, audit, sequences] = await Promise.all([
    t.ctx.db
      .selectFrom('membership_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    t.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', 'membership_payment')
      .executeTakeFirstOrThrow(),
    t.ctx.db.selectFrom('receipt_sequences').selectAll().execute(),
  ]);
  return { payments: Number(payments.n), audit: Number(audit.n), sequences };
}

forEachDatabase('membership subscription', (get) => {
  let call: TestApp['call'];
  beforeAll(async () => {
    get().setNow('2026-06-15T06:00:00Z');
    call = get().call;
  });

  it('shows a member who never paid as EXPIRED with empty payment fields', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const res = await call('GET', `/api/subscription/status/${m.id_number}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          MEMBER_NAME: m.member_name,
          MOBILE: m.mobile,
          EMAIL: m.email,
          issue_date: null,
          amount: null,
          STATUS: 'EXPIRED',
          ID_NUMBER: m.id_number,
          TICKET_NUMBER: m.ticket_number,
          BOUNCED: null,
          remarks: null,
          mode_of_payment: null,
        },
      ],
    });
    expect((await call('GET', `/api/subscription/${m.id_number}`)).json()).toEqual({ data: [] });
  });

  it('answers the error flag or 404 for an unknown member', async () => {
    expect((await call('GET', '/api/subscription/status/999999')).json()).toEqual({ error: true, data: [] });
    expect((await call('GET', '/api/subscription/999999')).json()).toEqual({ error: true, data: [] });
    const renew = await call('POST', '/api/subscription/activate/999999', payment);
    expect(renew.statusCode).toBe(404);
    expect(renew.json()).toMatchObject({ error: true, message: 'Member Not Found!' });
    expect(
      (await call('DELETE', '/api/subscription/deactivate/999999', { reason: 'Paid by mistake' })).statusCode,
    ).toBe(404);
  });

  it('renews from today to 31 December and shows the payment as ACTIVE', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const res = await call('POST', `/api/subscription/activate/${m.id_number}`, { ...payment, id_number: m.id_number });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), receipt_no: expect.stringMatching(/^MS\/2026-27\/\d{5}$/) });

    const status = (await call('GET', `/api/subscription/status/${m.id_number}`)).json().data[0];
    expect(status).toMatchObject({
      issue_date: '2026-06-15',
      amount: 600,
      STATUS: 'ACTIVE',
      remarks: 50,
      mode_of_payment: 'CASH',
    });
    expect((await call('GET', `/api/subscription/${m.id_number}`)).json()).toEqual({
      data: [
        {
          ID_NUMBER: m.id_number,
          MODE_OF_PAYMENT: 'CASH',
          REFERENCE_NUMBER: '',
          ISSUE_DATE: '2026-06-15',
          EXPIRY_DATE: '2026-12-31',
          BANK: '',
          BRANCH: '',
          AMOUNT: 600,
          REMARKS: 50,
          STATUS: 'ACTIVE',
          RESET_REASON: null,
          RESET_BY: null,
          RESET_AT: null,
          BOUNCE_DATE: null,
          BOUNCE_REASON: null,
          BOUNCED_BY: null,
          BOUNCED_AT: null,
        },
      ],
    });
  });

  it('refuses a second renewal while ACTIVE with 409', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    expect((await call('POST', `/api/subscription/activate/${m.id_number}`, payment)).statusCode).toBe(201);
    const again = await call('POST', `/api/subscription/activate/${m.id_number}`, payment);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: true,
      message: 'Membership is already ACTIVE until 31/12/2026; it can be renewed once it expires',
    });
  });

  it('lets exactly one of several racing renewals land', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `/api/subscription/activate/${m.id_number}`, payment)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.ctx.db
      .selectFrom('membership_payments')
      .selectAll()
      .where('member_id', '=', m.id_number)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('takes upper-case keys and an empty book fee as 0', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const res = await call('POST', `/api/subscription/activate/${m.id_number}`, {
      ID_NUMBER: Number(m.id_number),
      AMOUNT: 600,
      MODE_OF_PAYMENT: 'upi',
      REMARKS: '',
    });
    expect(res.statusCode).toBe(201);
    const status = (await call('GET', `/api/subscription/status/${m.id_number}`)).json().data[0];
    expect(status).toMatchObject({ remarks: 0, mode_of_payment: 'UPI' });
  });

  it('answers bad payments with 400 and the form words, writing nothing', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const before = await counts(t);
    const url = `/api/subscription/activate/${m.id_number}`;

    const empty = await call('POST', url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: true,
      message: 'Amount Is Required Field',
      issues: [
        { path: 'amount', message: 'Amount Is Required Field' },
        { path: 'mode_of_payment', message: 'Mode Of Payment Is Required Field' },
      ],
    });
    const letters = await call('POST', url, { ...payment, amount: 'six hundred', remarks: '5O' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().issues).toMatchObject([
      { path: 'amount', message: 'Amount In Alphabets Only ' },
      { path: 'remarks', message: 'Book Fee In Number Only ' },
    ]);
    const unknownMode = await call('POST', url, { ...payment, mode_of_payment: 'NEFT' });
    expect(unknownMode.statusCode).toBe(400);
    const backwards = await call('POST', url, { ...payment, issue_date: '2026-03-01', expiry_date: '2026-02-28' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Expiry Date must not be before Issue Date');
    const expiryBeforeToday = await call('POST', url, { ...payment, expiry_date: '2026-06-14' });
    expect(expiryBeforeToday.statusCode).toBe(400);
    expect(expiryBeforeToday.json().message).toBe('Expiry Date must not be before Issue Date');
    const otherMember = await call('POST', url, { ...payment, id_number: '424242' });
    expect(otherMember.statusCode).toBe(400);
    expect(otherMember.json().message).toBe('The ID Number in the payment does not match the member being renewed');

    expect(await counts(t)).toEqual(before);
  });

  it('resets the running payment with a reason, keeping it in past records as RESET and apart in the report', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const { id, receipt_no } = (await call('POST', `/api/subscription/activate/${m.id_number}`, payment)).json();
    const noReason = await call('DELETE', `/api/subscription/deactivate/${m.id_number}`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: booksMessages.reasonRequired, issues: [{ path: 'reason' }] });
    const reset = await call(
      'DELETE',
      `/api/subscription/deactivate/${m.id_number}?reason=${encodeURIComponent('Wrong member')}`,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ error: false });

    expect((await call('GET', `/api/subscription/status/${m.id_number}`)).json().data[0]).toMatchObject({
      STATUS: 'EXPIRED',
      issue_date: null,
    });
    const past = (await call('GET', `/api/subscription/${m.id_number}`)).json().data;
    expect(past).toEqual([
      expect.objectContaining({
        ISSUE_DATE: '2026-06-15',
        STATUS: 'RESET',
        RESET_REASON: 'Wrong member',
        RESET_BY: ADMIN.name,
      }),
    ]);
    const report = (
      await call('GET', '/api/subscription/reports/subscription?fromDate=2026-06-15&toDate=2026-06-15')
    ).json();
    expect(report.data.filter((r: { ID_NUMBER: string }) => r.ID_NUMBER === m.id_number)).toEqual([]);
    expect(report.setApart.filter((r: { member_id: string }) => r.member_id === m.id_number)).toEqual([
      expect.objectContaining({ kind: 'MEMBERSHIP', receipt_no, amount: 650, fate: 'RESET', reason: 'Wrong member' }),
    ]);

    const again = await call('DELETE', `/api/subscription/deactivate/${m.id_number}`, { reason: 'Wrong member' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('There is no ACTIVE membership subscription to reset');

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'membership_payment')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor, a.member_id])).toEqual([
      ['RENEW_MEMBERSHIP', ADMIN.email, m.id_number],
      ['RESET_MEMBERSHIP', ADMIN.email, m.id_number],
    ]);
    expect(JSON.parse(audit[1]?.before_json ?? '{}')).toMatchObject({ reset_at: null, amount: 600 });
    expect(JSON.parse(audit[1]?.after_json ?? '{}')).toMatchObject({
      reset_by: ADMIN.name,
      reset_reason: 'Wrong member',
      amount: 600,
    });

    const renewed = await call('POST', `/api/subscription/activate/${m.id_number}`, payment);
    expect(renewed.statusCode).toBe(201);
    const rows = (await call('GET', `/api/subscription/${m.id_number}`)).json().data;
    expect(rows.map((r: { STATUS: string }) => r.STATUS)).toEqual(['ACTIVE', 'RESET']);
  });

  it('records a late paper payment with its own dates, but never a period already paid', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const paper = await call('POST', `/api/subscription/activate/${m.id_number}`, {
      ...payment,
      issue_date: '2025-02-01',
    });
    expect(paper.statusCode).toBe(201);
    expect(paper.json().receipt_no).toMatch(/^MS\/2024-25\//);
    expect((await call('GET', `/api/subscription/${m.id_number}`)).json().data[0]).toMatchObject({
      ISSUE_DATE: '2025-02-01',
      EXPIRY_DATE: '2025-12-31',
      STATUS: 'EXPIRED',
    });
    const twice = await call('POST', `/api/subscription/activate/${m.id_number}`, {
      ...payment,
      issue_date: '2025-06-01',
      expiry_date: '2025-12-31',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'A payment already covers 01/02/2025 to 31/12/2025; reset it first to record another for that period',
    );
  });

  it('runs a renewal made on 31 December for that one day, and one on 1 January to the year end', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    t.setNow('2026-12-31T06:00:00Z');
    call = t.call;
    expect((await call('POST', `/api/subscription/activate/${m.id_number}`, payment)).statusCode).toBe(201);
    expect((await call('GET', `/api/subscription/${m.id_number}`)).json().data[0]).toMatchObject({
      ISSUE_DATE: '2026-12-31',
      EXPIRY_DATE: '2026-12-31',
      STATUS: 'ACTIVE',
    });

    // 20:00 UTC on 31 December is already 1 January in India.
    t.setNow('2026-12-31T20:00:00Z');
    call = t.call;
    expect((await call('GET', `/api/subscription/status/${m.id_number}`)).json().data[0].STATUS).toBe('EXPIRED');
    expect((await call('POST', `/api/subscription/activate/${m.id_number}`, payment)).statusCode).toBe(201);
    const rows = (await call('GET', `/api/subscription/${m.id_number}`)).json().data;
    expect(
      rows.map((r: { ISSUE_DATE: string; EXPIRY_DATE: string; STATUS: string }) => [
        r.ISSUE_DATE,
        r.EXPIRY_DATE,
        r.STATUS,
      ]),
    ).toEqual([
      ['2027-01-01', '2027-12-31', 'ACTIVE'],
      ['2026-12-31', '2026-12-31', 'EXPIRED'],
    ]);
  });
});
