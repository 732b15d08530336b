import { expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';

function receiptBody(memberId: string, overrides: Record<string, unknown> = {}) {
  return {
    member_id: memberId,
    mode_of_payment: 'CASH',
    reissue_book: '50',
    membership_period: '2026-27',
    subscription_amount: '600',
    bank_charges: '',
    fine: '',
    misc: '150',
    ...overrides,
  };
}

forEachDatabase('miscellaneous receipts', (get) => {
  it('records a receipt with defaults, a receipt number and the member joined', async () => {
    const t = get();
    t.setNow('2026-11-21T06:00:00Z');
    const member = await insertMember(t.ctx.db, { member_name: 'GEETA NAIR', department: 'STORES' });
    const res = await t.call('POST', '/api/misc/report', receiptBody(member.id_number));
    expect(res.statusCode).toBe(201);
    const { id, receipt_no } = res.json();
    expect(receipt_no).toMatch(/^MI\/2026-27\/\d{5}$/);

    const one = await t.call('GET', `/api/misc/report/${id}?memberId=${member.id_number}`);
    expect(one.json().data).toEqual([
      {
        id,
        member_id: member.id_number,
        receipt_no,
        date: '2026-11-21',
        mode_of_payment: 'CASH',
        reissue_book: 50,
        membership_period: '2026-27',
        subscription_amount: 600,
        bank_charges: null,
        fine: 0,
        misc: 150,
        MEMBER_NAME: 'GEETA NAIR',
        DEPARTMENT: 'STORES',
        MOBILE: member.mobile,
      },
    ]);
    expect((await t.call('GET', `/api/misc/report/user/${member.id_number}`)).json().data).toHaveLength(1);
    expect((await t.call('GET', '/api/misc/report')).json().data.length).toBeGreaterThanOrEqual(1);
    expect((await t.call('GET', `/api/misc/report/${id}?memberId=999999`)).statusCode).toBe(404);
  });

  it('numbers receipts one after another without gaps', async () => {
    const t = get();
    t.setNow('2027-01-10T06:00:00Z');
    const member = await insertMember(t.ctx.db);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++)
      numbers.push((await t.call('POST', '/api/misc/report', receiptBody(member.id_number))).json().receipt_no);
    const seq = numbers.map((n) => Number(n.split('/')[2]));
    expect(seq[1]).toBe((seq[0] ?? 0) + 1);
    expect(seq[2]).toBe((seq[0] ?? 0) + 2);
  });

  it('lists receipts in a date range, both ends included, with or without the trailing slash', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    for (const date of ['2025-03-31', '2025-04-01', '2025-04-30', '2025-05-01']) {
      await t.call('POST', '/api/misc/report', receiptBody(member.id_number, { date }));
    }
    for (const path of ['/api/misc/report/date/', '/api/misc/report/date']) {
      const res = await t.call('GET', `${path}?fromDate=2025-04-01&toDate=2025-04-30`);
      expect(res.statusCode).toBe(200);
      const mine = res.json().data.filter((r: { member_id: string }) => r.member_id === member.id_number);
      expect(mine.map((r: { date: string }) => r.date)).toEqual(['2025-04-01', '2025-04-30']);
    }
    const reversed = await t.call('GET', '/api/misc/report/date/?fromDate=2025-05-01&toDate=2025-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('From Date must not be after To Date');
    const missing = await t.call('GET', '/api/misc/report/date/?toDate=2025-04-01');
    expect(missing.json().message).toBe('From Date Is Required Field');
  });

  it('answers 404 for an unknown member and 400 for bad money, writing nothing', async () => {
    const t = get();
    expect((await t.call('POST', '/api/misc/report', receiptBody('987654'))).statusCode).toBe(404);
    const member = await insertMember(t.ctx.db);
    const bad = await t.call(
      'POST',
      '/api/misc/report',
      receiptBody(member.id_number, { fine: '-5', mode_of_payment: 'BARTER' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'fine', message: 'Fine In Number Only' },
        { path: 'mode_of_payment', message: expect.stringContaining('Choose one of') },
      ]),
    );
    expect((await t.call('GET', `/api/misc/report/user/${member.id_number}`)).json().data).toEqual([]);
  });

  it('deletes a receipt with an audit line, and 404 the second time', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const { id } = (await t.call('POST', '/api/misc/report', receiptBody(member.id_number))).json();
    expect((await t.call('DELETE', `/api/misc/report/${id}`)).json()).toEqual({ error: false });
    expect((await t.call('DELETE', `/api/misc/report/${id}`)).statusCode).toBe(404);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'misc_receipt')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'DELETE']);
  });
});
