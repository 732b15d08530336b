import { expect, it } from 'vitest';
import {
  insertDependent,
  insertMediclaimPayment,
  insertMember,
  insertMembershipPayment,
} from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { odd, parseCsv } from './report-fixtures';

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
});
