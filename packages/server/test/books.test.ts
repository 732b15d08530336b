import { IMPORT_KINDS } from '@trust/contract/import';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { gpaBody, insertDependent, insertMember, miscReceiptBody } from './factories';
import { forEachDatabase, type TestApp } from './helpers';

/**
 * The books are never rewritten: no route removes a payment row or changes what it was recorded
 * with, and every receipt number ever issued stays in the collection report with its amount and fate.
 */

const MONEY_TABLES = [
  'membership_payments',
  'mediclaim_payments',
  'misc_receipts',
  'gpa_records',
  'gpa_dependent_records',
] as const;
/** The columns of a row's fate, which a void, a reset or a bounce writes; every other column is the record. */
const FATE_COLUMNS = new Set([
  'status',
  'void_reason',
  'voided_by',
  'voided_at',
  'reset_at',
  'reset_by',
  'reset_reason',
  'bounce_date',
  'bounce_reason',
  'bounced_by',
  'bounced_at',
  'bounce_charge_receipt_no',
]);

/** The routes that take payments: they may add rows, never change or remove one. */
const CREATE_PAYMENTS = new Set([
  'POST /api/subscription/activate/:id',
  'POST /api/mediclaim/activate/:id',
  'POST /api/misc/report',
  'POST /api/gpa',
  'POST /api/gpa-dependent',
  'POST /api/import/:kind',
]);

/** A bounce changes only its receipt's fate; the one row it may add is the misc receipt of the bank's charge. */
const BOUNCE = 'POST /api/payments/:receiptNo/bounce';
const bounces = [
  { date: '2026-07-01', reason: 'Checking the books', charge: 25, charge_mode: 'CASH' },
  { date: '2026-07-01', reason: 'Checking the books' },
];

type Snapshot = Record<string, Map<string, string>>;

/** Every money row as recorded (its fate left out), by table and id. */
async function snapshot(t: TestApp): Promise<Snapshot> {
  const tables: Snapshot = {};
  for (const table of MONEY_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(
      t.ctx.db,
    );
    tables[table] = new Map(
      rows.map((row) => {
        const recorded = Object.entries(row).filter(([column]) => !FATE_COLUMNS.has(column));
        return [String(row.id), JSON.stringify(recorded)];
      }),
    );
  }
  return tables;
}

const membership = { amount: '600', mode_of_payment: 'CASH', remarks: '50' };
const mediclaim = {
  mode_of_payment: 'NEFT',
  reference_number: '46 Years 1 Months',
  bank: 'STATE BANK OF INDIA',
  branch: 'PUNE-MAIN',
  amount: '9000',
  remarks: 'GROUP II',
};

async function created(t: TestApp, method: string, url: string, payload: unknown) {
  const res = await t.call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(201);
  return res.json() as { id: number; receipt_no: string };
}

forEachDatabase('no route edits or removes a payment row', (get) => {
  const NOW = '2026-07-01T06:00:00Z';
  let params: Record<string, string[]>;
  let t: TestApp;

  beforeAll(async () => {
    t = get();
    t.setNow(NOW);
    const members = [await insertMember(t.ctx.db), await insertMember(t.ctx.db)];
    const ids: string[] = [];
    const receipts: string[] = [];
    for (const m of members) {
      const dependent = await insertDependent(t.ctx.db, m.id_number);
      const paid = [
        await created(t, 'POST', `/api/subscription/activate/${m.id_number}`, membership),
        await created(t, 'POST', `/api/mediclaim/activate/${m.id_number}`, mediclaim),
        await created(t, 'POST', '/api/misc/report', miscReceiptBody(m.id_number)),
        await created(t, 'POST', '/api/gpa', gpaBody(m.id_number)),
        await created(t, 'POST', '/api/gpa-dependent', gpaBody(m.id_number, { dependent_id: dependent })),
        await created(t, 'POST', '/api/misc/report', miscReceiptBody(m.id_number, { mode_of_payment: 'CHEQUE' })),
      ];
      // The second member only by its ID: its records' ids follow the first's, so its cheque is
      // never voided before the bounce route is called.
      ids.push(m.id_number, ...(ids.length === 0 ? [String(dependent), ...paid.map((p) => String(p.id))] : []));
      receipts.push(...paid.map((p) => p.receipt_no));
    }
    params = { id: [...new Set(ids)], receiptNo: receipts.map(encodeURIComponent), kind: [...IMPORT_KINDS] };
  });

  it('calls every route that changes anything with plausible input, and each leaves every payment as recorded', async () => {
    const mutating = t.app.routeList.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'GET' && r.url !== '/api/*',
    );
    expect(mutating.length).toBeGreaterThan(30);
    const reason = { reason: 'Checking the books' };
    for (const route of mutating) {
      const key = `${route.method} ${route.url}`;
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
      let urls = [route.url];
      for (const name of names) {
        urls = urls.flatMap((url) => (params[name] ?? ['999999']).map((value) => url.replace(`:${name}`, value)));
      }
      const before = await snapshot(t);
      for (const url of urls) {
        const payloads =
          key === BOUNCE ? bounces : route.method === 'DELETE' ? [undefined, reason] : [reason, membership, mediclaim];
        for (const payload of payloads) {
          const res = await t.call(route.method, url, payload);
          expect(res.statusCode, `${key} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
          // A route that signs the admin out must not end the test's calls: it signs in again.
          if (res.statusCode === 401 || key === 'POST /api/logout') t.setNow(NOW);
        }
      }
      const after = await snapshot(t);
      for (const table of MONEY_TABLES) {
        for (const [id, row] of before[table] ?? []) {
          expect(after[table]?.get(id), `${key} changed or removed ${table} ${id}`).toBe(row);
        }
        if (!CREATE_PAYMENTS.has(key) && !(key === BOUNCE && table === 'misc_receipts')) {
          expect(after[table]?.size, `${key} added to ${table}`).toBe(before[table]?.size);
        }
      }
    }
    // The calls reached the routes: the voids, resets and bounces they asked for were written, as fates.
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from misc_receipts where status = 'VOID'`.execute(t.ctx.db);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    const reset = await sql<{ n: number }>`
      select count(*) as n from membership_payments where reset_reason = 'Checking the books'`.execute(t.ctx.db);
    expect(Number(reset.rows[0]?.n)).toBeGreaterThan(0);
    const bounced = await sql<{ n: number }>`
      select count(*) as n from misc_receipts where bounce_reason = 'Checking the books'`.execute(t.ctx.db);
    expect(Number(bounced.rows[0]?.n)).toBeGreaterThan(0);
  }, 180_000);
});

forEachDatabase('an auditor reconciles every receipt number', (get) => {
  it('finds each receipt ever issued in the collection report with its amount and fate, and totals only PAID', async () => {
    const t = get();
    const issued = new Map<string, { amount: number; fate: 'PAID' | 'VOID' | 'RESET' | 'BOUNCED'; reason?: string }>();
    const pay = async (url: string, payload: unknown, amount: number) => {
      const receipt = await created(t, 'POST', url, payload);
      issued.set(receipt.receipt_no, { amount, fate: 'PAID' });
      return receipt;
    };
    const fate = (receiptNo: string, f: 'VOID' | 'RESET' | 'BOUNCED', reason: string) => {
      const known = issued.get(receiptNo);
      if (known) issued.set(receiptNo, { ...known, fate: f, reason });
    };

    t.setNow('2031-05-04T05:00:00Z');
    const [a, b, c] = [await insertMember(t.ctx.db), await insertMember(t.ctx.db), await insertMember(t.ctx.db)];
    const dependent = await insertDependent(t.ctx.db, b.id_number);
    const aMembership = await pay(`/api/subscription/activate/${a.id_number}`, membership, 650);
    const aMediclaim = await pay(`/api/mediclaim/activate/${a.id_number}`, mediclaim, 9000);
    await pay(`/api/subscription/activate/${b.id_number}`, membership, 650);
    const misc = await pay('/api/misc/report', miscReceiptBody(b.id_number), 800);
    await pay('/api/gpa', gpaBody(b.id_number), 350);

    t.setNow('2031-05-05T05:00:00Z');
    const gd = await pay('/api/gpa-dependent', gpaBody(b.id_number, { dependent_id: dependent }), 350);
    const gp = await pay('/api/gpa', gpaBody(c.id_number, { premium_amount: '500' }), 500);
    await pay('/api/misc/report', miscReceiptBody(c.id_number, { misc: '0', fine: '25' }), 675);
    const cheque = await pay('/api/gpa', gpaBody(a.id_number, { risk_group: 'CHEQUE', premium_amount: '400' }), 400);
    expect((await t.call('DELETE', `/api/misc/report/${misc.id}`, { reason: 'Entered twice' })).statusCode).toBe(200);
    fate(misc.receipt_no, 'VOID', 'Entered twice');
    expect((await t.call('DELETE', `/api/gpa-dependent/${gd.id}?reason=Wrong%20dependent`)).statusCode).toBe(200);
    fate(gd.receipt_no, 'VOID', 'Wrong dependent');
    await t.call('POST', `/api/receipts/${encodeURIComponent(gp.receipt_no)}/prints`, {});

    t.setNow('2031-05-06T05:00:00Z');
    expect(
      (await t.call('DELETE', `/api/subscription/deactivate/${a.id_number}`, { reason: 'Cheque bounced' })).statusCode,
    ).toBe(200);
    fate(aMembership.receipt_no, 'RESET', 'Cheque bounced');
    expect(
      (await t.call('DELETE', `/api/mediclaim/deactivate/${a.id_number}`, { reason: 'Cheque bounced' })).statusCode,
    ).toBe(200);
    fate(aMediclaim.receipt_no, 'RESET', 'Cheque bounced');
    await pay(`/api/subscription/activate/${a.id_number}`, { ...membership, remarks: '0' }, 600);
    expect((await t.call('DELETE', `/api/gpa/${gp.id}`, { reason: 'Refunded' })).statusCode).toBe(200);
    fate(gp.receipt_no, 'VOID', 'Refunded');
    // The bank returns a cheque; its charge is a new receipt of the bounce day.
    const bounced = await t.call('POST', `/api/payments/${encodeURIComponent(cheque.receipt_no)}/bounce`, {
      date: '2031-05-06',
      reason: 'Insufficient funds',
      charge: 150,
      charge_mode: 'UPI',
    });
    expect(bounced.statusCode, bounced.body).toBe(200);
    fate(cheque.receipt_no, 'BOUNCED', 'Insufficient funds');
    issued.set(bounced.json().charge_receipt_no, { amount: 150, fate: 'PAID' });

    // Members who paid are archived when removed; their receipts stay. One is restored, the other
    // stays removed.
    for (const m of [b, c]) {
      const removed = await t.call('DELETE', `/api/master/${m.id_number}`, { reason: 'Left the trust' });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const restored = await t.call('POST', `/api/removed-members/${b.id_number}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);

    const range = 'fromDate=2031-05-01&toDate=2031-05-31';
    const report = (await t.call('GET', `/api/reports/collection?${range}`)).json();
    const found = new Map<string, { amount: number; fate: string; reason?: string }>();
    for (const row of report.data) {
      expect(found.has(row.receipt_no), `${row.receipt_no} listed twice`).toBe(false);
      found.set(row.receipt_no, { amount: row.amount, fate: 'PAID' });
    }
    for (const row of report.setApart) {
      expect(found.has(row.receipt_no), `${row.receipt_no} listed twice`).toBe(false);
      expect(row.by).toBe('Test Admin');
      found.set(row.receipt_no, { amount: row.amount, fate: row.fate, reason: row.reason });
    }
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(issued));

    const paid = [...issued.values()].filter((r) => r.fate === 'PAID');
    expect(report.total).toEqual({
      key: 'TOTAL',
      count: paid.length,
      amount: paid.reduce((sum, r) => sum + r.amount, 0),
    });
    const byDay = report.byDay.reduce((sum: number, d: { amount: number }) => sum + d.amount, 0);
    expect(byDay).toBe(report.total.amount);

    // The CSV lists the same receipts: PAID above, the voided, reset and bounced ones after the empty line.
    const csv = (await t.call('GET', `/api/reports/collection?${range}&format=csv`)).body;
    const [paidPart, apartPart] = csv.split('\r\n\r\n');
    for (const [receiptNo, r] of issued) {
      expect(r.fate === 'PAID' ? paidPart : apartPart, receiptNo).toContain(receiptNo);
    }
  });
});
