import { SET_APART_COLUMNS, SET_APART_HEADING } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import { expect, it } from 'vitest';
import {
  insertDependent,
  insertMediclaimPayment,
  insertMember,
  insertMembershipPayment,
} from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { collectionsBetween } from './reports.repository';

/** Text the database must send back exactly as stored when it writes a report's JSON itself. */
const odd = 'Q"uote \\ back\ttab\r\nline \u0001 देवनागरी 🙂 </script>';

/** Parses CSV text (RFC 4180) the way a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

forEachDatabase('reports', (get) => {
  it('lists membership payments in the range, both ends included, with the book fee', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, { member_name: 'ANIL JOSHI', department: 'STORES' });
    for (const [date, fee] of [
      ['2024-12-31', 0],
      ['2025-01-01', 50],
      ['2025-01-31', 0],
      ['2025-02-01', 0],
    ] as const) {
      await insertMembershipPayment(t.ctx.db, m.id_number, {
        issue_date: date,
        expiry_date: '2025-12-31',
        book_fee: fee,
      });
    }
    await insertMembershipPayment(t.ctx.db, m.id_number, {
      issue_date: '2025-01-15',
      expiry_date: '2025-12-31',
      reset_at: new Date().toISOString(),
    });
    const res = await t.call('GET', '/api/subscription/reports/subscription?fromDate=2025-01-01&toDate=2025-01-31');
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.filter((r: { ID_NUMBER: string }) => r.ID_NUMBER === m.id_number);
    expect(mine).toEqual([
      {
        MEMBER_NAME: 'ANIL JOSHI',
        ID_NUMBER: m.id_number,
        ISSUE_DATE: '2025-01-01',
        MODE_OF_PAYMENT: 'CASH',
        AMOUNT: 600,
        DEPARTMENT: 'STORES',
        REMARKS: 50,
      },
      {
        MEMBER_NAME: 'ANIL JOSHI',
        ID_NUMBER: m.id_number,
        ISSUE_DATE: '2025-01-31',
        MODE_OF_PAYMENT: 'CASH',
        AMOUNT: 600,
        DEPARTMENT: 'STORES',
        REMARKS: 0,
      },
    ]);
  });

  it('groups dependents under their member in the mediclaim report', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, {
      member_name: 'RAMESH',
      date_of_birth: '1970-06-01',
      nominee_name: 'SITA',
    });
    await insertDependent(t.ctx.db, m.id_number, {
      dependent_name: 'SITA',
      relation: 'WIFE',
      dob: '1972-01-01',
      sex: 'FEMALE',
    });
    await insertDependent(t.ctx.db, m.id_number, { dependent_name: 'GOPAL', relation: 'SON', dob: '2000-01-01' });
    await insertMediclaimPayment(t.ctx.db, m.id_number, {
      issue_date: '2023-05-10',
      amount: 10500,
      group_name: 'GROUP II',
    });
    const res = await t.call('GET', '/api/mediclaim/reports/mediclaim?fromDate=2023-05-10&toDate=2023-05-10');
    const [member] = res.json().data.filter((r: { ID_NUMBER: string }) => r.ID_NUMBER === m.id_number);
    expect(member).toMatchObject({
      MEMBER_NAME: 'RAMESH',
      AGE: '52',
      ISSUE_DATE: '2023-05-10',
      AMOUNT: 10500,
      REMARKS: 'GROUP II',
      NOMINEE_NAME: 'SITA',
    });
    expect(
      member.dependents.map((d: { DEPENDENT_NAME: string; RELATION: string; AGE: string }) => [
        d.DEPENDENT_NAME,
        d.RELATION,
        d.AGE,
      ]),
    ).toEqual([
      ['SITA', 'WIFE', '51'],
      ['GOPAL', 'SON', '23'],
    ]);
  });

  it('sends each mediclaim row whole, text of every kind intact, as the database writes it', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, {
      member_name: odd,
      date_of_birth: '1984-02-29',
      sex: 'FEMALE',
      nominee_name: `N ${odd}`,
      nominee_relation: 'SON',
      nominee_dob: '2012-07-01',
      nominee_guardian: 'G',
    });
    const alone = await insertMember(t.ctx.db, { member_name: 'NO DEPENDENTS', date_of_birth: '1990-12-31' });
    await insertDependent(t.ctx.db, m.id_number, { dependent_name: 'SECOND', dob: '2012-07-01', relation: 'SON' });
    await insertDependent(t.ctx.db, m.id_number, { dependent_name: odd, dob: '1980-03-01', relation: 'HUSBAND' });
    await insertMediclaimPayment(t.ctx.db, m.id_number, { issue_date: '2024-02-28', amount: 9000, group_name: 'G I' });
    await insertMediclaimPayment(t.ctx.db, alone.id_number, {
      issue_date: '2024-02-29',
      amount: 7000,
      group_name: 'G II',
    });

    const res = await t.call('GET', '/api/mediclaim/reports/mediclaim?fromDate=2024-02-28&toDate=2024-02-29');
    expect(res.statusCode).toBe(200);
    const nominee = {
      NOMINEE_NAME: `N ${odd}`,
      NOMINEE_RELATION: 'SON',
      NOMINEE_DOB: '2012-07-01',
      NOMINEE_GUARDIAN: 'G',
    };
    const dependent = { ID: m.id_number, SEX: 'MALE', ...nominee };
    const ofAlone = {
      NOMINEE_NAME: alone.nominee_name,
      NOMINEE_RELATION: alone.nominee_relation,
      NOMINEE_DOB: alone.nominee_dob,
      NOMINEE_GUARDIAN: alone.nominee_guardian,
    };
    const rows = res
      .json()
      .data.filter((r: { ID_NUMBER: string }) => [m.id_number, alone.id_number].includes(r.ID_NUMBER));
    expect(rows).toEqual([
      {
        ID_NUMBER: m.id_number,
        MEMBER_NAME: odd,
        DATE_OF_BIRTH: '1984-02-29',
        // Born on a leap day: not yet 40 on the 28th of February.
        AGE: '39',
        SEX: 'FEMALE',
        ISSUE_DATE: '2024-02-28',
        MODE_OF_PAYMENT: 'UPI',
        AMOUNT: 9000,
        REMARKS: 'G I',
        ...nominee,
        dependents: [
          { ...dependent, DEPENDENT_NAME: 'SECOND', DOB: '2012-07-01', AGE: '11', RELATION: 'SON' },
          { ...dependent, DEPENDENT_NAME: odd, DOB: '1980-03-01', AGE: '43', RELATION: 'HUSBAND' },
        ],
      },
      {
        ID_NUMBER: alone.id_number,
        MEMBER_NAME: 'NO DEPENDENTS',
        DATE_OF_BIRTH: '1990-12-31',
        AGE: '33',
        SEX: alone.sex,
        ISSUE_DATE: '2024-02-29',
        MODE_OF_PAYMENT: 'UPI',
        AMOUNT: 7000,
        REMARKS: 'G II',
        ...ofAlone,
        dependents: [],
      },
    ]);
    const csv = await t.call(
      'GET',
      '/api/mediclaim/reports/mediclaim?fromDate=2024-02-28&toDate=2024-02-29&format=csv',
    );
    expect(parseCsv(csv.body.slice(1)).filter((line) => line[2] === odd)).toHaveLength(2);
  });

  it('gives the same rows as CSV with a BOM, headings and quoting that survives a round trip', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, { member_name: 'D\'SOUZA, "BOB"', department: 'LINE\nTWO' });
    await insertMembershipPayment(t.ctx.db, m.id_number, {
      issue_date: '2022-03-03',
      expiry_date: '2022-12-31',
      book_fee: 25,
    });
    const res = await t.call(
      'GET',
      '/api/subscription/reports/subscription?fromDate=2022-03-03&toDate=2022-03-03&format=csv',
    );
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(['NO.', 'NAME', 'ID', 'ISSUE DATE', 'MODE OF PAYMENT', 'AMOUNT', 'DEPARTMENT']);
    expect(rows.slice(1)).toEqual([['1', 'D\'SOUZA, "BOB"', m.id_number, '03/03/2022', 'CASH', '625', 'LINE\nTWO']]);
  });

  it('answers 400 for a missing, malformed or reversed range', async () => {
    const t = get();
    const cases: [string, string][] = [
      ['toDate=2025-01-01', 'From Date Is Required Field'],
      ['fromDate=2025-01-01', 'To Date Is Required Field'],
      ['fromDate=2025-13-01&toDate=2025-12-01', 'Enter a date as YYYY-MM-DD'],
      ['fromDate=2025-02-01&toDate=2025-01-01', 'From Date must not be after To Date'],
      ['fromDate=2016-01-01&toDate=2026-01-01', 'The date range may be at most 10 years'],
      ['fromDate=5000-01-01&toDate=9999-12-30', 'From Date must be between 01/01/1900 and 31/12/2099'],
      ['fromDate=2025-01-01&toDate=9999-12-31', 'To Date must be between 01/01/1900 and 31/12/2099'],
      ['fromDate=0001-01-01&toDate=8000-12-31', 'From Date must be between 01/01/1900 and 31/12/2099'],
      ['fromDate=2025-01-01%00&toDate=2025-02-01', 'Control characters (such as NUL) are not allowed'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['mediclaim/reports/mediclaim', 'subscription/reports/subscription', 'reports/collection']) {
        const res = await t.call('GET', `/api/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
  });

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
