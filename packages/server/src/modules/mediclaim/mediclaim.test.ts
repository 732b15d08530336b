import { booksMessages } from '@trust/contract/books';
import { beforeAll, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { ADMIN, forEachDatabase, type TestApp } from '../../../test/helpers';

const payment = {
  mode_of_payment: 'NEFT',
  reference_number: '46 Years 1 Months',
  bank: 'STATE BANK OF INDIA',
  branch: 'PUNE-MAIN',
  amount: '9000',
  remarks: 'GROUP II',
};
const membership = { amount: 600, mode_of_payment: 'CASH', remarks: 0 };

async function counts(t: TestApp) {
  const [payments, audit, sequences] = await Promise.all([
    t.ctx.db
      .selectFrom('mediclaim_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    t.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', 'mediclaim_payment')
      .executeTakeFirstOrThrow(),
    t.ctx.db.selectFrom('receipt_sequences').selectAll().where('receipt_type', '=', 'MC').execute(),
  ]);
  return { payments: Number(payments.n), audit: Number(audit.n), sequences };
}

forEachDatabase('mediclaim subscription', (get) => {
  let call: TestApp['call'];
  beforeAll(async () => {
    get().setNow('2026-05-10T06:00:00Z');
    call = get().call;
  });

  /** A member whose membership subscription is ACTIVE today. */
  async function memberWithMembership() {
    const m = await insertMember(get().ctx.db);
    const res = await call('POST', `/api/subscription/activate/${m.id_number}`, membership);
    expect(res.statusCode).toBe(201);
    return m;
  }

  it('shows a member who never paid as EXPIRED, and an unknown one with the error flag', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    expect((await call('GET', `/api/mediclaim/status/${m.id_number}`)).json()).toEqual({
      data: [
        {
          ID_NUMBER: m.id_number,
          MEMBER_NAME: m.member_name,
          MOBILE: m.mobile,
          EMAIL: m.email,
          issue_date: null,
          amount: null,
          STATUS: 'EXPIRED',
          TICKET_NUMBER: m.ticket_number,
          BOUNCED: null,
        },
      ],
    });
    expect((await call('GET', `/api/mediclaim/${m.id_number}`)).json()).toEqual({ data: [] });
    expect((await call('GET', '/api/mediclaim/status/999999')).json()).toEqual({ error: true, data: [] });
    expect((await call('GET', '/api/mediclaim/999999')).json()).toEqual({ error: true, data: [] });
    const renew = await call('POST', '/api/mediclaim/activate/999999', payment);
    expect(renew.statusCode).toBe(404);
    expect(renew.json().message).toBe('Member Not Found!');
    expect((await call('DELETE', '/api/mediclaim/deactivate/999999', { reason: 'Paid by mistake' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a renewal without an ACTIVE membership, writing nothing', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const before = await counts(t);
    const res = await call('POST', `/api/mediclaim/activate/${m.id_number}`, payment);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: true,
      message: 'The membership has expired. Please renew the membership to continue.',
    });
    expect(await counts(t)).toEqual(before);
  });

  it('renews from today to 30 April next year and shows it ACTIVE', async () => {
    const m = await memberWithMembership();
    const res = await call('POST', `/api/mediclaim/activate/${m.id_number}`, { ...payment, ID_NUMBER: m.id_number });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), receipt_no: expect.stringMatching(/^MC\/2026-27\/\d{5}$/) });

    expect((await call('GET', `/api/mediclaim/status/${m.id_number}`)).json().data[0]).toMatchObject({
      issue_date: '2026-05-10',
      amount: 9000,
      STATUS: 'ACTIVE',
    });
    expect((await call('GET', `/api/mediclaim/${m.id_number}`)).json()).toEqual({
      data: [
        {
          ID_NUMBER: m.id_number,
          MODE_OF_PAYMENT: 'NEFT',
          REFERENCE_NUMBER: '46 Years 1 Months',
          ISSUE_DATE: '2026-05-10',
          EXPIRY_DATE: '2027-04-30',
          BANK: 'STATE BANK OF INDIA',
          BRANCH: 'PUNE-MAIN',
          AMOUNT: 9000,
          REMARKS: 'GROUP II',
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

  it('refuses a second renewal while ACTIVE, and lets one of several racing renewals land', async () => {
    const t = get();
    const m = await memberWithMembership();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `/api/mediclaim/activate/${m.id_number}`, payment)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(
      'Mediclaim is already ACTIVE until 30/04/2027; it can be renewed once it expires',
    );
    const rows = await t.ctx.db
      .selectFrom('mediclaim_payments')
      .selectAll()
      .where('member_id', '=', m.id_number)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers bad payments with 400 and the form words, writing nothing', async () => {
    const t = get();
    const m = await memberWithMembership();
    const before = await counts(t);
    const url = `/api/mediclaim/activate/${m.id_number}`;

    const empty = await call('POST', url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toMatchObject([
      { path: 'mode_of_payment', message: 'Mode Of Payment Is Required Field' },
      { path: 'amount', message: 'Amount Is Required Field' },
      { path: 'remarks', message: 'Group Is Required Field' },
    ]);
    const symbols = await call('POST', url, { ...payment, bank: 'S.B.I.', amount: '9,000' });
    expect(symbols.statusCode).toBe(400);
    expect(symbols.json().issues).toMatchObject([
      { path: 'bank', message: 'Bank In Alphanumeric Only ' },
      { path: 'amount', message: 'Amount In Number Only ' },
    ]);
    const membershipMode = await call('POST', url, { ...payment, mode_of_payment: 'CASH' });
    expect(membershipMode.statusCode).toBe(400);
    const badDate = await call('POST', url, { ...payment, issue_date: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Enter a date as YYYY-MM-DD');
    const backwards = await call('POST', url, { ...payment, expiry_date: '2026-04-30' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Expiry Date must not be before Issue Date');
    const year0 = await call('POST', url, { ...payment, issue_date: '0000-01-01' });
    expect(year0.statusCode).toBe(400);
    expect(year0.json().message).toBe('Issue Date must be between 01/01/1900 and 31/12/2099');
    const farExpiry = await call('POST', url, { ...payment, expiry_date: '9999-12-31' });
    expect(farExpiry.json().message).toBe('Expiry Date must be between 01/01/1900 and 31/12/2099');
    // Issued late in 2099, its default expiry (30 April 2100) would pass the last day a record may carry.
    const pastBound = await call('POST', url, { ...payment, issue_date: '2099-06-01' });
    expect(pastBound.statusCode).toBe(400);
    expect(pastBound.json().issues).toMatchObject([
      { path: 'expiry_date', message: 'Expiry Date must be between 01/01/1900 and 31/12/2099' },
    ]);

    expect(await counts(t)).toEqual(before);
  });

  it('resets the running payment with a reason, keeping it in past records as RESET, with audit rows', async () => {
    const t = get();
    const m = await memberWithMembership();
    const { id, receipt_no } = (await call('POST', `/api/mediclaim/activate/${m.id_number}`, payment)).json();
    const noReason = await call('DELETE', `/api/mediclaim/deactivate/${m.id_number}`);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: booksMessages.reasonRequired, issues: [{ path: 'reason' }] });
    expect((await call('GET', `/api/mediclaim/status/${m.id_number}`)).json().data[0].STATUS).toBe('ACTIVE');
    const reset = await call('DELETE', `/api/mediclaim/deactivate/${m.id_number}`, { reason: 'Cheque bounced' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ error: false });

    expect((await call('GET', `/api/mediclaim/status/${m.id_number}`)).json().data[0].STATUS).toBe('EXPIRED');
    expect((await call('GET', `/api/mediclaim/${m.id_number}`)).json().data).toEqual([
      expect.objectContaining({
        ISSUE_DATE: '2026-05-10',
        EXPIRY_DATE: '2027-04-30',
        STATUS: 'RESET',
        RESET_REASON: 'Cheque bounced',
        RESET_BY: ADMIN.name,
        RESET_AT: '2026-05-10T06:00:00.000Z',
      }),
    ]);
    const report = (await call('GET', '/api/mediclaim/reports/mediclaim?fromDate=2026-05-10&toDate=2026-05-10')).json();
    expect(report.data.filter((r: { ID_NUMBER: string }) => r.ID_NUMBER === m.id_number)).toEqual([]);
    expect(report.setApart.filter((r: { member_id: string }) => r.member_id === m.id_number)).toEqual([
      expect.objectContaining({ kind: 'MEDICLAIM', receipt_no, amount: 9000, fate: 'RESET', reason: 'Cheque bounced' }),
    ]);
    const again = await call(
      'DELETE',
      `/api/mediclaim/deactivate/${m.id_number}?reason=${encodeURIComponent('Twice')}`,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('There is no ACTIVE Mediclaim subscription to reset');

    const stored = await t.ctx.db
      .selectFrom('mediclaim_payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      reset_by: ADMIN.name,
      reset_at: '2026-05-10T06:00:00.000Z',
      reset_reason: 'Cheque bounced',
    });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'mediclaim_payment')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor, a.member_id])).toEqual([
      ['RENEW_MEDICLAIM', ADMIN.email, m.id_number],
      ['RESET_MEDICLAIM', ADMIN.email, m.id_number],
    ]);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ id, amount: 9000, group_name: 'GROUP II' });
    expect(JSON.parse(audit[1]?.after_json ?? '{}')).toMatchObject({ id, reset_reason: 'Cheque bounced' });

    const renewed = await call('POST', `/api/mediclaim/activate/${m.id_number}`, payment);
    expect(renewed.statusCode).toBe(201);
  });

  it('runs a renewal on 31 December to 30 April next, and one on 1 January to 30 April the year after', async () => {
    const t = get();
    t.setNow('2026-12-31T06:00:00Z');
    call = t.call;
    const december = await memberWithMembership();
    expect((await call('POST', `/api/mediclaim/activate/${december.id_number}`, payment)).statusCode).toBe(201);
    expect((await call('GET', `/api/mediclaim/${december.id_number}`)).json().data[0]).toMatchObject({
      ISSUE_DATE: '2026-12-31',
      EXPIRY_DATE: '2027-04-30',
    });

    t.setNow('2027-01-01T06:00:00Z');
    call = t.call;
    const january = await memberWithMembership();
    const res = await call('POST', `/api/mediclaim/activate/${january.id_number}`, payment);
    expect(res.json().receipt_no).toMatch(/^MC\/2026-27\//);
    expect((await call('GET', `/api/mediclaim/${january.id_number}`)).json().data[0]).toMatchObject({
      ISSUE_DATE: '2027-01-01',
      EXPIRY_DATE: '2028-04-30',
    });
    // The December member's membership ran out with the year; the mediclaim it paid for still runs.
    expect((await call('GET', `/api/mediclaim/status/${december.id_number}`)).json().data[0].STATUS).toBe('ACTIVE');
  });

  it('expires on 1 May, when it may be renewed again', async () => {
    const t = get();
    t.setNow('2027-02-01T06:00:00Z');
    call = t.call;
    const m = await memberWithMembership();
    expect((await call('POST', `/api/mediclaim/activate/${m.id_number}`, payment)).statusCode).toBe(201);
    t.setNow('2028-04-30T06:00:00Z');
    call = t.call;
    expect((await call('GET', `/api/mediclaim/status/${m.id_number}`)).json().data[0].STATUS).toBe('ACTIVE');
    t.setNow('2028-05-01T06:00:00Z');
    call = t.call;
    expect((await call('GET', `/api/mediclaim/status/${m.id_number}`)).json().data[0].STATUS).toBe('EXPIRED');
    expect((await call('POST', `/api/subscription/activate/${m.id_number}`, membership)).statusCode).toBe(201);
    const renewed = await call('POST', `/api/mediclaim/activate/${m.id_number}`, payment);
    expect(renewed.statusCode).toBe(201);
    expect(
      (await call('GET', `/api/mediclaim/${m.id_number}`)).json().data.map((r: { STATUS: string }) => r.STATUS),
    ).toEqual(['ACTIVE', 'EXPIRED']);
  });
});
