import { SET_APART_COLUMNS, SET_APART_HEADING } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import { expect, it } from 'vitest';
import { insertMediclaimPayment, insertMember, insertMembershipPayment } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { odd, parseCsv } from './report-fixtures';
import { collectionsBetween } from './reports.repository';

/** The collection report, the non-renewal lists, and what every CSV does with formula-like text. */
forEachDatabase('collections and renewal lists', (get) => {
  it('lists in the non-renewal CSVs exactly the members not ACTIVE today', async () => {
    const t = get();
    t.setNow('2026-11-21T06:00:00Z');
    const renewed = await insertMember(t.ctx.db, { member_name: 'RENEWED' });
    const lapsed = await insertMember(t.ctx.db, { member_name: 'LAPSED' });
    const reset = await insertMember(t.ctx.db, { member_name: 'RESET ONE' });
    const never = await insertMember(t.ctx.db, { member_name: 'NEVER, "PAID"' });
    await insertMembershipPayment(t.ctx.db, renewed.id_number, { issue_date: '2026-01-01', expiry_date: '2026-12-31' });
    await insertMembershipPayment(t.ctx.db, lapsed.id_number, { issue_date: '2025-01-01', expiry_date: '2025-12-31' });
    await insertMembershipPayment(t.ctx.db, lapsed.id_number, { issue_date: '2024-01-01', expiry_date: '2024-12-31' });
    await insertMembershipPayment(t.ctx.db, reset.id_number, {
      issue_date: '2026-01-01',
      expiry_date: '2026-12-31',
      reset_at: '2026-02-01T00:00:00Z',
    });
    const res = await t.call('GET', '/api/subscription/reports/non-membership');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Non-Renew Membership Reports.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]?.[0]).toBe('ID');
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byId.has(renewed.id_number)).toBe(false);
    expect(byId.get(lapsed.id_number)?.slice(-3)).toEqual([
      formatDisplayDate('2025-01-01'),
      formatDisplayDate('2025-12-31'),
      'EXPIRED',
    ]);
    expect(byId.get(reset.id_number)?.at(-1)).toBe('RESET');
    expect(byId.get(never.id_number)?.[1]).toBe('NEVER, "PAID"');
    expect(byId.get(never.id_number)?.at(-1)).toBe('NEVER PAID');

    const mediclaim = await t.call('GET', '/api/mediclaim/reports/non-mediclaim');
    expect(mediclaim.headers['content-disposition']).toContain('Non-Renew Mediclaim Reports.csv');
    expect(parseCsv(mediclaim.body.slice(1)).some((r) => r[0] === renewed.id_number)).toBe(true);
  });

  it('streams a non-renewal list longer than one batch', async () => {
    const t = get();
    const before = parseCsv((await t.call('GET', '/api/mediclaim/reports/non-mediclaim')).body.slice(1)).length;
    const rows = Array.from({ length: 1200 }, (_, i) => i);
    for (const _ of rows) await insertMember(t.ctx.db);
    const after = parseCsv((await t.call('GET', '/api/mediclaim/reports/non-mediclaim')).body.slice(1)).length;
    expect(after - before).toBe(1200);
  });

  it('totals the day\u2019s collections by day, mode and user', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, { member_name: 'CASH DESK' });
    await insertMembershipPayment(t.ctx.db, m.id_number, {
      issue_date: '2021-08-02',
      amount: 600,
      book_fee: 40,
      mode_of_payment: 'CASH',
    });
    await insertMediclaimPayment(t.ctx.db, m.id_number, {
      issue_date: '2021-08-02',
      amount: 9000,
      mode_of_payment: 'UPI',
    });
    await insertMediclaimPayment(t.ctx.db, m.id_number, {
      receipt_no: 'MC/2021-22/00005',
      issue_date: '2021-08-02',
      amount: 5,
      reset_at: '2021-08-03T04:00:00.000Z',
      reset_by: 'Desk Clerk',
      reset_reason: 'Paid at the wrong rate',
    });
    const res = await t.call('GET', '/api/reports/collection?fromDate=2021-08-02&toDate=2021-08-02');
    const report = res.json();
    expect(report.total).toEqual({ key: 'TOTAL', count: 2, amount: 9640 });
    expect(report.setApart).toEqual([
      {
        date: '2021-08-02',
        kind: 'MEDICLAIM',
        receipt_no: 'MC/2021-22/00005',
        member_id: m.id_number,
        member_name: 'CASH DESK',
        amount: 5,
        fate: 'RESET',
        reason: 'Paid at the wrong rate',
        by: 'Desk Clerk',
        at: '2021-08-03T04:00:00.000Z',
      },
    ]);
    expect(report.byMode).toEqual([
      { key: 'CASH', count: 1, amount: 640 },
      { key: 'UPI', count: 1, amount: 9000 },
    ]);
    expect(report.byUser).toEqual([{ key: 'test@trust.test', count: 2, amount: 9640 }]);
    expect(report.byDay).toEqual([{ key: '2021-08-02', count: 2, amount: 9640 }]);
    const csv = await t.call('GET', '/api/reports/collection?fromDate=2021-08-02&toDate=2021-08-02&format=csv');
    const [paid, apart] = csv.body.slice(1).split('\r\n\r\n');
    expect(parseCsv(`${paid}\r\n`)).toHaveLength(3);
    expect(parseCsv(apart ?? '')).toEqual([
      [SET_APART_HEADING],
      [...SET_APART_COLUMNS],
      [
        '02/08/2021',
        'MEDICLAIM',
        'MC/2021-22/00005',
        m.id_number,
        'CASH DESK',
        '5',
        'RESET',
        'Paid at the wrong rate',
        'Desk Clerk',
        '2021-08-03T04:00:00.000Z',
      ],
    ]);
  });

  it('sends the collection rows as the database reads them, text of every kind intact', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, { member_name: odd });
    await insertMembershipPayment(t.ctx.db, m.id_number, { issue_date: '2021-09-03', amount: 600, book_fee: 40 });
    await insertMediclaimPayment(t.ctx.db, m.id_number, { issue_date: '2021-09-03', mode_of_payment: `UPI ${odd}` });
    const range = { fromDate: '2021-09-01', toDate: '2021-09-30' };
    const res = await t.call('GET', `/api/reports/collection?fromDate=${range.fromDate}&toDate=${range.toDate}`);
    expect(res.statusCode).toBe(200);
    const rows = await collectionsBetween(t.ctx.db, range);
    expect(rows.filter((r) => r.member_name === odd)).toHaveLength(2);
    expect(res.json().data).toEqual(rows);
  });

  it('finds the payments of a ten-year range that has only two busy days, the empty years skipped', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, { member_name: 'DECADE' });
    await insertMembershipPayment(t.ctx.db, m.id_number, { issue_date: '1960-01-01', amount: 100 });
    await insertMediclaimPayment(t.ctx.db, m.id_number, { issue_date: '1969-12-31', amount: 200 });
    await insertMembershipPayment(t.ctx.db, m.id_number, { issue_date: '1970-01-01', amount: 400 });
    const res = await t.call('GET', '/api/reports/collection?fromDate=1960-01-01&toDate=1969-12-31');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.data.map((r: { date: string; amount: number }) => [r.date, r.amount])).toEqual([
      ['1960-01-01', 100],
      ['1969-12-31', 200],
    ]);
    expect(report.total).toEqual({ key: 'TOTAL', count: 2, amount: 300 });
    const csv = await t.call('GET', '/api/reports/collection?fromDate=1960-01-01&toDate=1969-12-31&format=csv');
    expect(parseCsv(csv.body.slice(1)).map((r) => r[0])).toEqual(['DATE', '01/01/1960', '31/12/1969']);
    const none = await t.call('GET', '/api/reports/collection?fromDate=1950-01-01&toDate=1959-12-31');
    expect(none.json()).toEqual({
      data: [],
      setApart: [],
      byDay: [],
      byMode: [],
      byUser: [],
      byKind: [],
      total: { key: 'TOTAL', count: 0, amount: 0 },
    });
  });

  it('writes text a spreadsheet would run as a formula behind an apostrophe, in every CSV', async () => {
    const t = get();
    const hostile = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(1)', "=cmd|' /C calc'!A0"];
    const m = await insertMember(t.ctx.db, {
      member_name: hostile[0],
      department: hostile[1],
      address: hostile[2],
      mobile: hostile[3],
      email: hostile[4],
    });
    const paid = { issue_date: '1955-05-05', expiry_date: '1955-12-31' };
    await insertMembershipPayment(t.ctx.db, m.id_number, { ...paid, mode_of_payment: hostile[4] });
    await insertMediclaimPayment(t.ctx.db, m.id_number, { ...paid, mode_of_payment: hostile[3] });
    const range = 'fromDate=1955-05-01&toDate=1955-05-31&format=csv';
    const csvs = [
      '/api/subscription/reports/non-membership',
      '/api/mediclaim/reports/non-mediclaim',
      `/api/subscription/reports/subscription?${range}`,
      `/api/mediclaim/reports/mediclaim?${range}`,
      `/api/reports/collection?${range}`,
    ];
    for (const url of csvs) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      const cells = parseCsv(res.body.slice(1)).flat();
      const risky = cells.filter((c) => /^[=+\-@\t\r]/.test(c));
      expect(risky, url).toEqual([]);
      expect(
        cells.some((c) => hostile.some((h) => c === `'${h}`)),
        url,
      ).toBe(true);
    }
  });
});
