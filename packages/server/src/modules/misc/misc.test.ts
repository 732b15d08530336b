import { booksMessages } from '@trust/contract/books';
import { expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { ADMIN, forEachDatabase } from '../../../test/helpers';

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
        STATUS: 'PAID',
        VOID_REASON: null,
        VOIDED_BY: null,
        VOIDED_AT: null,
        BOUNCE_DATE: null,
        BOUNCE_REASON: null,
        BOUNCED_BY: null,
        BOUNCED_AT: null,
        verify_code: expect.stringMatching(new RegExp(`^MI${id}-[0-9A-Z]{5}-[0-9A-Z]{5}$`)),
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
    expect(
      (await t.call('GET', '/api/misc/report/date?fromDate=2025-04-01&toDate=2025-04-30')).json().setApart,
    ).toEqual([]);
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
        expect.objectContaining({ path: 'fine', message: 'Fine In Number Only', code: 'misc.digitsOnly' }),
        expect.objectContaining({ path: 'mode_of_payment', message: expect.stringContaining('Choose one of') }),
      ]),
    );
    expect((await t.call('GET', `/api/misc/report/user/${member.id_number}`)).json().data).toEqual([]);
  });

  it('voids a receipt with a reason instead of deleting it: listed as VOID, apart in the report, audited', async () => {
    const t = get();
    t.setNow('2026-08-03T06:00:00Z');
    const member = await insertMember(t.ctx.db, { member_name: 'VOID TEST' });
    const kept = (
      await t.call('POST', '/api/misc/report', receiptBody(member.id_number, { date: '2026-08-03' }))
    ).json();
    const { id, receipt_no } = (
      await t.call('POST', '/api/misc/report', receiptBody(member.id_number, { date: '2026-08-03' }))
    ).json();
    const range = '/api/misc/report/date?fromDate=2026-08-03&toDate=2026-08-03';
    const before = (await t.call('GET', range)).json();
    expect(before.data.map((r: { id: number }) => r.id)).toEqual([kept.id, id]);

    // No reason, a blank one or one too short: 400 in the one error shape, nothing voided.
    for (const [payload, url] of [
      [undefined, `/api/misc/report/${id}`],
      [{}, `/api/misc/report/${id}`],
      [{ reason: '   ' }, `/api/misc/report/${id}`],
      [{ reason: 'no' }, `/api/misc/report/${id}`],
      [undefined, `/api/misc/report/${id}?reason=`],
    ] as const) {
      const refused = await t.call('DELETE', url, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: true, issues: [{ path: 'reason' }] });
    }
    const missing = await t.call('DELETE', `/api/misc/report/${id}`);
    expect(missing.json().message).toBe(booksMessages.reasonRequired);
    expect((await t.call('GET', range)).json()).toEqual(before);

    const voided = await t.call('DELETE', `/api/misc/report/${id}`, { reason: 'Entered twice by mistake' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toEqual({ error: false });

    const [row] = (await t.call('GET', `/api/misc/report/${id}`)).json().data;
    expect(row).toMatchObject({
      id,
      receipt_no,
      misc: 150,
      STATUS: 'VOID',
      VOID_REASON: 'Entered twice by mistake',
      VOIDED_BY: ADMIN.name,
      VOIDED_AT: '2026-08-03T06:00:00.000Z',
    });
    const listed = (await t.call('GET', `/api/misc/report/user/${member.id_number}`)).json().data;
    expect(listed.map((r: { STATUS: string }) => r.STATUS).sort()).toEqual(['PAID', 'VOID']);

    const after = (await t.call('GET', range)).json();
    expect(after.data.map((r: { id: number }) => r.id)).toEqual([kept.id]);
    expect(after.setApart).toEqual([
      {
        date: '2026-08-03',
        kind: 'MISC',
        receipt_no,
        member_id: member.id_number,
        member_name: 'VOID TEST',
        amount: 800,
        fate: 'VOID',
        reason: 'Entered twice by mistake',
        by: ADMIN.name,
        at: '2026-08-03T06:00:00.000Z',
      },
    ]);

    const twice = await t.call('DELETE', `/api/misc/report/${id}?reason=${encodeURIComponent('Again by mistake')}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: true, message: booksMessages.alreadyVoid });
    const unknown = await t.call('DELETE', '/api/misc/report/99999999', { reason: 'Not a receipt' });
    expect(unknown.statusCode).toBe(404);

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'after_json'])
      .where('entity', '=', 'misc_receipt')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'VOID']);
    expect(JSON.parse(audit[1]?.after_json ?? '{}')).toMatchObject({
      STATUS: 'VOID',
      VOID_REASON: 'Entered twice by mistake',
    });
  });

  it('takes the reason as a query when the client sends no body', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const { id } = (await t.call('POST', '/api/misc/report', receiptBody(member.id_number))).json();
    const res = await t.call('DELETE', `/api/misc/report/${id}?reason=${encodeURIComponent('Cheque bounced')}`);
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/api/misc/report/${id}`)).json().data[0].VOID_REASON).toBe('Cheque bounced');
  });
});
