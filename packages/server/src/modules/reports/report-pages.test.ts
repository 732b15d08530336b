import { SET_APART_COLUMNS, SET_APART_HEADING, type SetApartRow, setApartLines } from '@trust/contract/books';
import { todayInIndia } from '@trust/contract/dates';
import type { CollectionKind } from '@trust/contract/enums';
import { miscTotal } from '@trust/contract/misc';
import {
  DEPENDENT_GPA_REPORT_COLUMNS,
  dependentGpaReportLines,
  GPA_REPORT_COLUMNS,
  gpaReportLines,
  MISC_REPORT_COLUMNS,
  miscReportLines,
} from '@trust/contract/range-report-lines';
import { type CollectionRow, type CollectionTotal, CSV_BOM, collectionReport, csvLine } from '@trust/contract/report';
import { type ReportTotals, SET_APART_SHOWN } from '@trust/contract/report-page';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../../test/helpers';
import { loadTrustData } from '../../demo/demo-data.service';
import { generateTrustData } from '../../demo/generate';

type Row = Record<string, unknown>;

/** Each report a page is asked of: its path, its kind(s), its amount per row and its receipt number. */
const REPORTS: {
  name: string;
  path: string;
  kinds: CollectionKind[] | null;
  amount: (r: Row) => number;
  receiptNo?: (r: Row) => string;
  sums?: Record<string, (r: Row) => number>;
}[] = [
  {
    name: 'membership',
    path: 'subscription/reports/subscription',
    kinds: ['MEMBERSHIP'],
    amount: (r) => Number(r.AMOUNT) + Number(r.REMARKS),
  },
  { name: 'mediclaim', path: 'mediclaim/reports/mediclaim', kinds: ['MEDICLAIM'], amount: (r) => Number(r.AMOUNT) },
  { name: 'collection', path: 'reports/collection', kinds: null, amount: (r) => Number(r.amount) },
  {
    name: 'misc',
    path: 'misc/report/date',
    kinds: ['MISC'],
    amount: (r) => miscTotal(r as never),
    receiptNo: (r) => String(r.receipt_no),
    sums: {
      reissue_book: (r) => Number(r.reissue_book),
      subscription_amount: (r) => Number(r.subscription_amount),
      bank_charges: (r) => Number(r.bank_charges ?? 0),
      fine: (r) => Number(r.fine),
      misc: (r) => Number(r.misc),
    },
  },
  ...(['gpa', 'gpa-dependent'] as const).map((path) => ({
    name: path === 'gpa' ? 'GPAIS' : 'dependent GPAIS',
    path: `${path}/report`,
    kinds: [path === 'gpa' ? 'GPAIS' : 'GPAIS DEPENDENT'] as CollectionKind[],
    amount: (r: Row) => Number(r.premium_amount),
    receiptNo: (r: Row) => String(r.receipt_no),
    sums: { sa_amount: (r: Row) => Number(r.sa_amount), premium_amount: (r: Row) => Number(r.premium_amount) },
  })),
];

/** Reports asked a page at a time: the pages make the whole report, and the totals are the whole range's. */
forEachDatabase('reports a page at a time', (get) => {
  const year = Number(todayInIndia().slice(0, 4)) - 1;
  const range = `fromDate=${year}-01-01&toDate=${todayInIndia()}`;
  /** The whole collection report of the range, the old way: its rows and their totals added up in JavaScript. */
  let collection: { data: CollectionRow[]; setApart: SetApartRow[] };
  const setApartNumbers: string[] = [];

  beforeAll(async () => {
    const { db } = get().ctx;
    await loadTrustData(db, generateTrustData({ members: 300, seed: 11 }));
    // One receipt of each kind is voided, bounced or reset: it goes apart and into no total.
    const at = new Date().toISOString();
    const since = `${year}-01-01`;
    for (const table of ['misc_receipts', 'gpa_records', 'gpa_dependent_records'] as const) {
      const r = await db
        .selectFrom(table)
        .select(['id', 'receipt_no'])
        .where('date', '>=', since)
        .executeTakeFirstOrThrow();
      await db
        .updateTable(table)
        .set({ status: 'VOID', void_reason: 'Entered twice', voided_by: 'Test Admin', voided_at: at })
        .where('id', '=', r.id)
        .execute();
      setApartNumbers.push(r.receipt_no);
    }
    const bounced = await db
      .selectFrom('membership_payments')
      .select(['id', 'receipt_no', 'issue_date'])
      .where('issue_date', '>=', since)
      .where('reset_at', 'is', null)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('membership_payments')
      .set({
        bounced_at: at,
        bounce_date: bounced.issue_date,
        bounce_reason: 'Insufficient funds',
        bounced_by: 'Test Admin',
      })
      .where('id', '=', bounced.id)
      .execute();
    const reset = await db
      .selectFrom('mediclaim_payments')
      .select(['id', 'receipt_no'])
      .where('issue_date', '>=', since)
      .where('reset_at', 'is', null)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('mediclaim_payments')
      .set({ reset_at: at, reset_by: 'Test Admin', reset_reason: 'Wrong rate' })
      .where('id', '=', reset.id)
      .execute();
    setApartNumbers.push(bounced.receipt_no, reset.receipt_no);
    collection = (await get().call('GET', `/api/reports/collection?${range}`)).json();
  }, 120_000);

  /** The old way: the whole collection report's rows of these kinds, totalled in JavaScript. */
  function expectedTotals(kinds: CollectionKind[] | null) {
    const {
      data,
      setApart: _,
      ...totals
    } = collectionReport(collection.data.filter((r) => kinds === null || kinds.includes(r.kind)));
    return kinds === null ? totals : { ...totals, byDay: undefined };
  }

  const withoutDays = (t: ReportTotals) => {
    const { columns: _, ...rest } = t;
    return rest;
  };

  for (const report of REPORTS) {
    it(`${report.name}: two pages are the whole report in order, with the whole range's totals on both`, async () => {
      const t = get();
      const whole = (await t.call('GET', `/api/${report.path}?${range}`)).json();
      const rows: Row[] = whole.data;
      expect(rows.length).toBeGreaterThan(10);
      const half = Math.ceil(rows.length / 2);
      const first = await t.call('GET', `/api/${report.path}?${range}&limit=${half}`);
      const second = await t.call('GET', `/api/${report.path}?${range}&limit=${half}&offset=${half}`);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const [one, two] = [first.json(), second.json()];
      expect([...one.data, ...two.data]).toEqual(rows);
      expect(one.lines).toBe(rows.length);
      expect(two.lines).toBe(rows.length);
      expect(two.totals).toEqual(one.totals);
      expect(one.setApart).toEqual(whole.setApart);
      expect(one.setApartLines).toBe(whole.setApart.length);

      const expected = expectedTotals(report.kinds);
      const { byDay, ...others } = expected;
      expect(withoutDays(one.totals)).toEqual(report.kinds === null ? expected : others);
      expect(byDay === undefined || one.totals.byDay !== undefined).toBe(true);
      expect(one.totals.total).toEqual({
        key: 'TOTAL',
        count: rows.length,
        amount: rows.reduce((s, r) => s + report.amount(r), 0),
      });
      if (report.sums) {
        const sums = report.sums;
        expect(one.totals.columns).toEqual(
          Object.fromEntries(Object.entries(sums).map(([c, pick]) => [c, rows.reduce((s, r) => s + pick(r), 0)])),
        );
      }
      // The voided, bounced and reset receipts are apart, in no page and no total.
      const apart = new Set(one.setApart.map((s: SetApartRow) => s.receipt_no));
      const mine = setApartNumbers.filter((n) => whole.setApart.some((s: SetApartRow) => s.receipt_no === n));
      expect(mine.length).toBeGreaterThan(0);
      for (const n of mine) expect(apart.has(n)).toBe(true);
      if (report.receiptNo) for (const r of rows) expect(apart.has(report.receiptNo(r))).toBe(false);
    });

    it(`${report.name}: refuses a limit of 0, 1001, -1 or abc, and a negative offset, in the one error shape`, async () => {
      for (const page of ['limit=0', 'limit=1001', 'limit=-1', 'limit=abc', 'limit=10&offset=-1']) {
        const res = await get().call('GET', `/api/${report.path}?${range}&${page}`);
        expect(res.statusCode, page).toBe(400);
        expect(res.json()).toMatchObject({ error: true, message: expect.any(String) });
      }
    });
  }

  it('gives the misc and GPAIS reports as CSV: the same lines as the rows, then the set-apart receipts', async () => {
    const reports = [
      ['misc/report/date', MISC_REPORT_COLUMNS, miscReportLines],
      ['gpa/report', GPA_REPORT_COLUMNS, gpaReportLines],
      ['gpa-dependent/report', DEPENDENT_GPA_REPORT_COLUMNS, dependentGpaReportLines],
    ] as const;
    for (const [path, columns, lines] of reports) {
      const whole = (await get().call('GET', `/api/${path}?${range}`)).json();
      const csv = await get().call('GET', `/api/${path}?${range}&format=csv&limit=5`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(whole.setApart.length).toBeGreaterThan(0);
      const apart = `\r\n${csvLine([SET_APART_HEADING])}${csvLine(SET_APART_COLUMNS)}${setApartLines(whole.setApart)
        .map(csvLine)
        .join('')}`;
      expect(csv.body).toBe(
        CSV_BOM +
          csvLine(columns.map((c) => c.header)) +
          lines(whole.data as never[])
            .map(csvLine)
            .join('') +
          apart,
      );
    }
  });

  it('a page past the end is empty, its lines and totals still the whole range', async () => {
    const res = await get().call('GET', `/api/gpa/report?${range}&limit=10&offset=100000`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.data).toEqual([]);
    expect(page.lines).toBeGreaterThan(0);
    expect(page.totals.total.count).toBe(page.lines);
  });

  it('collection: three rows a page over two days of every kind, recorded at the same instants, are the whole report', async () => {
    const { db } = get().ctx;
    // Before the generated years: these receipts alone are in their range, and in none other tests read.
    const days = [`${year - 3}-06-15`, `${year - 3}-06-16`];
    const member = (await db.selectFrom('members').select('id_number').executeTakeFirstOrThrow()).id_number;
    const dependent = await db.selectFrom('dependents').select(['no', 'member_id']).executeTakeFirstOrThrow();
    const apart: string[] = [];
    for (const [d, date] of days.entries()) {
      // Four of each kind, more than a page, all at one instant but the first mediclaim's, earlier:
      // inserted d, c, b, a, so the order (instant, kind, receipt number) is never the ids'. The first
      // page is then the mediclaim's d, a and b, which only that order within the kind reaches.
      const at = `${date}T05:30:00.000Z`;
      for (const [i, suffix] of ['d', 'c', 'b', 'a'].entries()) {
        const mode = i % 2 === 0 ? 'CASH' : 'CHEQUE';
        const recorded = (kind: string) => ({
          member_id: member,
          receipt_no: `TIE-${kind}-${d}${suffix}`,
          created_by: (i + d) % 3 === 0 ? 'Asha Rao' : 'Ravi Iyer',
          created_at: kind === 'MC' && suffix === 'd' ? `${date}T05:00:00.000Z` : at,
        });
        const subscription = { issue_date: date, expiry_date: `${year}-06-14`, mode_of_payment: mode, reset_at: null };
        const cover = { date, nominee_name: '', nominee_relation: '', nominee_dob: '', nominee_guardian: '' };
        const gpa = { ...cover, risk_group: mode, sa_amount: 100000, premium_amount: 118 + i };
        const unvoided = { void_reason: null, voided_by: null, voided_at: null };
        const unreset = { reset_by: null, reset_reason: null };
        const mediclaim = { reference_number: '', bank: '', branch: '', amount: 2400 + i, group_name: 'A' };
        await db
          .insertInto('mediclaim_payments')
          .values({ ...recorded('MC'), ...subscription, ...unreset, ...mediclaim })
          .execute();
        await db
          .insertInto('membership_payments')
          .values({ ...recorded('MS'), ...subscription, ...unreset, amount: 500 + i, book_fee: 20 })
          .execute();
        const charges = {
          reissue_book: 20,
          subscription_amount: 0,
          bank_charges: i === 0 ? null : 15,
          fine: 10,
          misc: i,
        };
        await db
          .insertInto('misc_receipts')
          .values({ ...recorded('MI'), ...unvoided, ...charges, date, mode_of_payment: mode, membership_period: '' })
          .execute();
        await db
          .insertInto('gpa_records')
          .values({ ...recorded('GP'), ...unvoided, ...gpa })
          .execute();
        await db
          .insertInto('gpa_dependent_records')
          .values({
            ...recorded('GD'),
            ...unvoided,
            ...gpa,
            member_id: dependent.member_id,
            dependent_id: dependent.no,
          })
          .execute();
      }
      // One of each fate on each day: apart, in no page.
      await db
        .updateTable('misc_receipts')
        .set({ status: 'VOID', void_reason: 'Entered twice', voided_by: 'Test Admin', voided_at: at })
        .where('receipt_no', '=', `TIE-MI-${d}a`)
        .execute();
      await db
        .updateTable('membership_payments')
        .set({ reset_at: at, reset_by: 'Test Admin', reset_reason: 'Wrong rate' })
        .where('receipt_no', '=', `TIE-MS-${d}b`)
        .execute();
      await db
        .updateTable('gpa_records')
        .set({ bounced_at: at, bounce_date: date, bounce_reason: 'Insufficient funds', bounced_by: 'Test Admin' })
        .where('receipt_no', '=', `TIE-GP-${d}a`)
        .execute();
      apart.push(`TIE-MI-${d}a`, `TIE-MS-${d}b`, `TIE-GP-${d}a`);
    }

    const span = `fromDate=${days[0]}&toDate=${days[1]}`;
    const whole = (await get().call('GET', `/api/reports/collection?${span}`)).json();
    const rows: CollectionRow[] = whole.data;
    expect(rows).toHaveLength(days.length * 5 * 4 - apart.length);
    expect(rows.slice(0, 7).map((r) => r.receipt_no)).toEqual(
      ['MC-0d', 'MC-0a', 'MC-0b', 'MC-0c', 'MS-0a', 'MS-0c', 'MS-0d'].map((n) => `TIE-${n}`),
    );
    expect(new Set(rows.filter((r) => r.date === days[0]).map((r) => r.kind)).size).toBe(5);
    for (const n of apart) expect(rows.map((r) => r.receipt_no)).not.toContain(n);
    expect(whole.setApart.map((s: SetApartRow) => s.receipt_no)).toEqual(expect.arrayContaining(apart));

    const { data: _, setApart: __, ...expected } = collectionReport(rows);
    const paged: CollectionRow[] = [];
    for (let offset = 0; offset <= rows.length; offset += 3) {
      const res = await get().call('GET', `/api/reports/collection?${span}&limit=3&offset=${offset}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.data).toHaveLength(Math.min(3, rows.length - offset));
      paged.push(...page.data);
      expect(page.lines).toBe(rows.length);
      expect(page.setApart).toEqual(whole.setApart);
      expect(withoutDays(page.totals)).toEqual(expected);
    }
    expect(paged).toEqual(rows);
  });

  it(`a page carries the first ${SET_APART_SHOWN} receipts set apart and how many there are; the whole report all`, async () => {
    const { db } = get().ctx;
    // A day of a year no other test reads, with more voided receipts than a page shows.
    const date = `${year - 5}-03-10`;
    const member = (await db.selectFrom('members').select('id_number').executeTakeFirstOrThrow()).id_number;
    const voided = {
      status: 'VOID' as const,
      void_reason: 'Entered twice',
      voided_by: 'Test Admin',
      voided_at: `${date}T06:00:00Z`,
    };
    const charges = { reissue_book: 20, subscription_amount: 0, bank_charges: null, fine: 0, misc: 0 };
    for (let n = 0; n < SET_APART_SHOWN + 5; n++) {
      await db
        .insertInto('misc_receipts')
        .values({
          member_id: member,
          receipt_no: `APART-${String(n).padStart(4, '0')}`,
          created_by: 'Test Admin',
          created_at: `${date}T05:30:00.000Z`,
          ...voided,
          ...charges,
          date,
          mode_of_payment: 'CASH',
          membership_period: '',
        })
        .execute();
    }
    const span = `fromDate=${date}&toDate=${date}`;
    for (const path of ['misc/report/date', 'reports/collection']) {
      const whole = (await get().call('GET', `/api/${path}?${span}`)).json();
      expect(whole.setApart).toHaveLength(SET_APART_SHOWN + 5);
      const page = (await get().call('GET', `/api/${path}?${span}&limit=10`)).json();
      expect(page.setApart).toEqual(whole.setApart.slice(0, SET_APART_SHOWN));
      expect(page.setApartLines).toBe(SET_APART_SHOWN + 5);
      expect(page.lines).toBe(0);
    }
  });

  it('the collection report counts each kind apart in its totals, with only PAID receipts', () => {
    const kinds = expectedTotals(null).byKind.map((k: CollectionTotal) => k.key);
    expect(kinds).toEqual(['GPAIS', 'GPAIS DEPENDENT', 'MEDICLAIM', 'MEMBERSHIP', 'MISC']);
    for (const n of setApartNumbers) expect(collection.data.some((r) => r.receipt_no === n)).toBe(false);
  });
});
