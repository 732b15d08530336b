import { todayInIndia } from '@trust/contract/dates';
import { beforeAll, expect, it, vi } from 'vitest';
import { forEachDatabase } from '../../../test/helpers';
import { loadTrustData } from '../../demo/demo-data.service';
import { generateTrustData, type TrustData } from '../../demo/generate';

/**
 * A report hands the event loop back between batches with `setImmediate` from node:timers/promises. The
 * next such turn can be held here, so a test knows the report is part-way through and keeps it there.
 */
const turns = vi.hoisted(() => ({ hold: null as null | { reached: () => void; released: Promise<void> } }));
vi.mock('node:timers/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:timers/promises')>();
  return {
    ...real,
    setImmediate: async (...args: Parameters<typeof real.setImmediate>) => {
      const hold = turns.hold;
      turns.hold = null;
      if (hold) {
        hold.reached();
        await hold.released;
      }
      return real.setImmediate(...args);
    },
  };
});

/** Year-long reports are read and sent a batch of payments at a time: none may be lost or repeated. */
forEachDatabase('year-long reports across batches', (get) => {
  const year = Number(todayInIndia().slice(0, 4)) - 1;
  const range = `fromDate=${year}-01-01&toDate=${year}-12-31`;
  let data: TrustData;

  beforeAll(async () => {
    // Enough members for more than one batch of each year's payments.
    data = generateTrustData({ members: 4500, seed: 5 });
    await loadTrustData(get().ctx.db, data);
  }, 120_000);

  const paidInYear = <P extends { issue_date: string; reset_at?: string | null; member_id: string }>(payments: P[]) =>
    payments.filter((p) => p.issue_date.startsWith(String(year)) && !p.reset_at);

  it('lists every membership payment of the year once, in issue order', async () => {
    const expected = paidInYear(data.membershipPayments);
    expect(expected.length).toBeGreaterThan(2000);
    const res = await get().call('GET', `/api/subscription/reports/subscription?${range}`);
    expect(res.statusCode).toBe(200);
    const rows: { ID_NUMBER: string; ISSUE_DATE: string }[] = res.json().data;
    expect(rows.map((r) => `${r.ID_NUMBER}/${r.ISSUE_DATE}`).sort()).toEqual(
      expected.map((p) => `${p.member_id}/${p.issue_date}`).sort(),
    );
    expect(rows.map((r) => r.ISSUE_DATE)).toEqual(rows.map((r) => r.ISSUE_DATE).sort());
  });

  it('lists every mediclaim payer of the year once, each with all its dependents', async () => {
    const expected = paidInYear(data.mediclaimPayments);
    expect(expected.length).toBeGreaterThan(2000);
    const res = await get().call('GET', `/api/mediclaim/reports/mediclaim?${range}`);
    expect(res.statusCode).toBe(200);
    const rows: { ID_NUMBER: string; ISSUE_DATE: string; dependents: unknown[] }[] = res.json().data;
    expect(rows.map((r) => `${r.ID_NUMBER}/${r.ISSUE_DATE}`).sort()).toEqual(
      expected.map((p) => `${p.member_id}/${p.issue_date}`).sort(),
    );
    const dependents = new Map<string, number>();
    for (const d of data.dependents) dependents.set(d.member_id, (dependents.get(d.member_id) ?? 0) + 1);
    for (const row of rows) expect(row.dependents).toHaveLength(dependents.get(row.ID_NUMBER) ?? 0);
  });

  it('totals a year of collections as the rows add up, a week at a time', async () => {
    const res = await get().call('GET', `/api/reports/collection?${range}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const sum = report.data.reduce((s: number, r: { amount: number }) => s + r.amount, 0);
    expect(report.total).toEqual({ key: 'TOTAL', count: report.data.length, amount: sum });
    expect(report.byDay.length).toBeGreaterThan(100);
    const dates = report.data.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort());
    const expected =
      paidInYear(data.membershipPayments).length +
      paidInYear(data.mediclaimPayments).length +
      [...data.miscReceipts, ...data.gpaRecords, ...data.gpaDependentRecords].filter((r) =>
        r.date.startsWith(String(year)),
      ).length;
    expect(report.data).toHaveLength(expected);
  });

  it('gives the same rows as a CSV download', async () => {
    const json = (await get().call('GET', `/api/subscription/reports/subscription?${range}`)).json();
    const csv = (await get().call('GET', `/api/subscription/reports/subscription?${range}&format=csv`)).body;
    // The heading, then one line per payment; after an empty line the reset ones, under two lines of headings.
    const [paid, apart] = csv.trim().split('\r\n\r\n');
    expect(paid?.split('\r\n')).toHaveLength(json.data.length + 1);
    expect(json.setApart.length).toBeGreaterThan(0);
    expect(apart?.split('\r\n')).toHaveLength(json.setApart.length + 2);
  });

  it.each([
    ['collection', `/api/reports/collection?${range}`],
    ['collection CSV', `/api/reports/collection?${range}&format=csv`],
    ['mediclaim CSV', `/api/mediclaim/reports/mediclaim?${range}&format=csv`],
  ])('answers a member lookup while a year-long %s report is still being read', async (_name, url) => {
    const t = get();
    let release = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    const reached = new Promise<void>((done) => {
      turns.hold = { reached: done, released };
    });
    let isReportDone = false;
    const report = t.call('GET', url).then((res) => {
      isReportDone = true;
      return res;
    });
    // The report has read a batch and handed the event loop back; it waits there until released.
    await reached;
    const lookup = await t.call('GET', `/api/master/${data.members[0]?.id_number}`);
    expect(lookup.json().error).toBe(false);
    expect(isReportDone).toBe(false);
    release();
    expect((await report).statusCode).toBe(200);
  });
});
