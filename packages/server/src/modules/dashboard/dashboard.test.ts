import type { DashboardFigures, RenewalRow } from '@trust/contract/dashboard';
import { expect, it } from 'vitest';
import { insertMediclaimPayment, insertMember, insertMembershipPayment } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';

const figures = async (t: TestApp): Promise<DashboardFigures> => (await t.call('GET', '/api/dashboard')).json();

/** Every member on a renewal list (all pages), as the list screen would page through it. */
async function renewalIds(t: TestApp, kind: string, state: string): Promise<string[]> {
  const res = await t.call('GET', `/api/renewals?kind=${kind}&state=${state}&limit=500`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as RenewalRow[]).map((r) => r.ID_NUMBER);
}

forEachDatabase('dashboard', (get) => {
  it('counts a renewal at once: one more ACTIVE membership and mediclaim, collected this month by mode', async () => {
    const t = get();
    t.setNow('2031-03-10T06:00:00Z');
    const before = await figures(t);
    const m = await insertMember(t.ctx.db);
    expect((await figures(t)).members).toBe(before.members + 1);

    const renew = await t.call('POST', `/api/subscription/activate/${m.id_number}`, {
      amount: '600',
      mode_of_payment: 'CASH',
      remarks: '50',
    });
    expect(renew.statusCode).toBe(201);
    const afterMembership = await figures(t);
    expect(afterMembership.membership.active).toBe(before.membership.active + 1);
    expect(afterMembership.mediclaim.active).toBe(before.mediclaim.active);

    const mediclaim = await t.call('POST', `/api/mediclaim/activate/${m.id_number}`, {
      mode_of_payment: 'UPI',
      amount: '9000',
      remarks: 'GROUP II',
    });
    expect(mediclaim.statusCode).toBe(201);
    const after = await figures(t);
    expect(after.today).toBe('2031-03-10');
    expect(after.mediclaim.active).toBe(before.mediclaim.active + 1);
    expect(after.collections.fromDate).toBe('2031-03-01');
    expect(after.collections.toDate).toBe('2031-03-10');
    expect(after.collections.total.amount).toBe(before.collections.total.amount + 650 + 9000);
    const mode = (f: DashboardFigures, key: string) => f.collections.byMode.find((m) => m.key === key)?.amount ?? 0;
    expect(mode(after, 'CASH')).toBe(mode(before, 'CASH') + 650);
    expect(mode(after, 'UPI')).toBe(mode(before, 'UPI') + 9000);
    const march = after.collectionsByMonth.at(-1);
    expect(march?.month).toBe('2031-03');
    expect(march?.amount).toBe((before.collectionsByMonth.at(-1)?.amount ?? 0) + 9650);

    // A reset takes the membership back out of the ACTIVE count; its money is no longer counted either.
    expect(
      (await t.call('DELETE', `/api/mediclaim/deactivate/${m.id_number}`, { reason: 'Cheque bounced' })).statusCode,
    ).toBe(200);
    const reset = await figures(t);
    expect(reset.mediclaim.active).toBe(before.mediclaim.active);
    expect(reset.collections.total.amount).toBe(before.collections.total.amount + 650);
  });

  it('sums collections for each of the last twelve months, oldest first, zero where nothing was taken', async () => {
    const t = get();
    t.setNow('2032-05-20T06:00:00Z');
    const m = await insertMember(t.ctx.db);
    await insertMembershipPayment(t.ctx.db, m.id_number, {
      issue_date: '2031-06-01',
      expiry_date: '2031-12-31',
      amount: 500,
      book_fee: 25,
    });
    // Before the twelve months, and after today: neither is on the chart.
    await insertMembershipPayment(t.ctx.db, m.id_number, { issue_date: '2031-05-31', expiry_date: '2031-05-31' });
    await insertMediclaimPayment(t.ctx.db, m.id_number, {
      issue_date: '2032-05-21',
      expiry_date: '2033-04-30',
      amount: 1,
    });
    await insertMediclaimPayment(t.ctx.db, m.id_number, {
      issue_date: '2032-05-02',
      expiry_date: '2032-05-03',
      amount: 8000,
    });
    await insertMediclaimPayment(t.ctx.db, m.id_number, {
      issue_date: '2032-05-04',
      expiry_date: '2032-05-05',
      amount: 7000,
      reset_at: '2032-05-04T10:00:00.000Z',
      reset_by: 'someone',
    });
    const misc = await t.call('POST', '/api/misc/report', {
      member_id: m.id_number,
      date: '2032-02-14',
      mode_of_payment: 'CHEQUE',
      reissue_book: '10',
      membership_period: '2032',
      subscription_amount: '20',
      bank_charges: '5',
      fine: '',
      misc: '',
    });
    expect(misc.statusCode).toBe(201);

    const chart = (await figures(t)).collectionsByMonth;
    expect(chart.map((c) => c.month)).toEqual([
      '2031-06',
      '2031-07',
      '2031-08',
      '2031-09',
      '2031-10',
      '2031-11',
      '2031-12',
      '2032-01',
      '2032-02',
      '2032-03',
      '2032-04',
      '2032-05',
    ]);
    expect(chart[0]).toEqual({ month: '2031-06', count: 1, amount: 525 });
    expect(chart[1]).toEqual({ month: '2031-07', count: 0, amount: 0 });
    expect(chart[8]).toEqual({ month: '2032-02', count: 1, amount: 35 });
    expect(chart[11]).toEqual({ month: '2032-05', count: 1, amount: 8000 });
  });

  it('counts due and expired to the day: 30 days ahead and 30 days back, both included', async () => {
    const t = get();
    // Today in India is 2033-06-15.
    t.setNow('2033-06-15T06:00:00Z');
    const before = await figures(t);
    const withExpiry = async (expiry: string, extra: { reset_at?: string } = {}) => {
      const m = await insertMember(t.ctx.db);
      await insertMembershipPayment(t.ctx.db, m.id_number, { issue_date: '2033-01-01', expiry_date: expiry, ...extra });
      return m.id_number;
    };
    const today = await withExpiry('2033-06-15');
    const lastDue = await withExpiry('2033-07-15');
    const notYetDue = await withExpiry('2033-07-16');
    const yesterday = await withExpiry('2033-06-14');
    const lastExpired = await withExpiry('2033-05-16');
    const lapsedLongAgo = await withExpiry('2033-05-15');
    // Reset payments never count: this member's latest real expiry is yesterday.
    const resetOne = await withExpiry('2033-06-14');
    await insertMembershipPayment(t.ctx.db, resetOne, {
      issue_date: '2033-06-15',
      expiry_date: '2033-12-31',
      reset_at: '2033-06-15T05:00:00.000Z',
    });
    // Renewed after expiring: ACTIVE, so not among the expired.
    const renewed = await withExpiry('2033-06-01');
    await insertMembershipPayment(t.ctx.db, renewed, { issue_date: '2033-06-10', expiry_date: '2033-12-31' });

    const after = await figures(t);
    expect(after.membership.active - before.membership.active).toBe(4);
    expect(after.membership.due - before.membership.due).toBe(2);
    expect(after.membership.expired - before.membership.expired).toBe(3);
    expect(after.mediclaim).toEqual(before.mediclaim);

    const mine = [today, lastDue, notYetDue, yesterday, lastExpired, lapsedLongAgo, resetOne, renewed];
    const listed = async (state: string) =>
      (await renewalIds(t, 'membership', state)).filter((id) => mine.includes(id));
    expect(await listed('active')).toEqual([today, lastDue, notYetDue, renewed]);
    expect(await listed('due')).toEqual([today, lastDue]);
    expect(await listed('expired')).toEqual([lastExpired, yesterday, resetOne]);

    // A day later, today's expiry has expired and the one 30 days back has left the window.
    t.setNow('2033-06-16T06:00:00Z');
    expect(await listed('expired')).toEqual([yesterday, resetOne, today]);
  });
});

forEachDatabase('renewal lists', (get) => {
  it('pages the members with their contact numbers and last expiry, soonest first', async () => {
    const t = get();
    t.setNow('2034-01-10T06:00:00Z');
    const ids: string[] = [];
    for (const [day, whatsapp] of [
      ['25', '9811122233'],
      ['12', ''],
      ['20', ''],
    ] as const) {
      const m = await insertMember(t.ctx.db, { whatsapp, mobile: '9822001122', member_name: `DUE ${day}` });
      await insertMediclaimPayment(t.ctx.db, m.id_number, { issue_date: '2033-05-01', expiry_date: `2034-01-${day}` });
      ids.push(m.id_number);
    }
    const first = await t.call('GET', '/api/renewals?kind=mediclaim&state=due&limit=2&offset=0');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: [
        { ID_NUMBER: ids[1], MEMBER_NAME: 'DUE 12', MOBILE: '9822001122', WHATSAPP: '', EXPIRY_DATE: '2034-01-12' },
        { ID_NUMBER: ids[2], MEMBER_NAME: 'DUE 20', MOBILE: '9822001122', WHATSAPP: '', EXPIRY_DATE: '2034-01-20' },
      ],
      total: 3,
    });
    const second = (await t.call('GET', '/api/renewals?kind=mediclaim&state=due&limit=2&offset=2')).json();
    expect(second).toEqual({
      data: [
        {
          ID_NUMBER: ids[0],
          MEMBER_NAME: 'DUE 25',
          MOBILE: '9822001122',
          WHATSAPP: '9811122233',
          EXPIRY_DATE: '2034-01-25',
        },
      ],
      total: 3,
    });
    expect((await t.call('GET', '/api/renewals?kind=membership&state=due')).json()).toEqual({ data: [], total: 0 });
  });

  it('answers 400 for an unknown kind or state', async () => {
    const t = get();
    const kind = await t.call('GET', '/api/renewals?kind=gpa&state=due');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ error: true, message: 'kind must be membership or mediclaim' });
    const state = await t.call('GET', '/api/renewals?kind=membership');
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toBe('state must be active, due or expired');
  });
});
