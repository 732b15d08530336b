import { financialYear, todayInIndia } from '@trust/contract/dates';
import { createDependentInput } from '@trust/contract/dependent';
import { gpaDependentInput, gpaInput } from '@trust/contract/gpa';
import { mediclaimExpiry, mediclaimRenewalInput } from '@trust/contract/mediclaim';
import { createMemberInput, maxDependents } from '@trust/contract/member';
import { miscReceiptInput } from '@trust/contract/misc';
import { RECEIPT_TYPES, receiptNumber } from '@trust/contract/receipt';
import { membershipExpiry, membershipRenewalInput } from '@trust/contract/subscription';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/helpers';
import { aadhaarVault } from '../db/aadhaar-vault';
import { countMembers, loadTrustData } from './demo-data.service';
import { generateTrustChunks, generateTrustData, type TrustData } from './generate';

const today = todayInIndia();

function issues(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : { value, error: result.error };
}

describe('generated data', () => {
  const data = generateTrustData({ members: 400, seed: 7 });

  it('is the same for the same seed', () => {
    const again = generateTrustData({ members: 400, seed: 7, today });
    expect(again.members.slice(0, 5)).toEqual(data.members.slice(0, 5));
    expect(again.mediclaimPayments.length).toBe(data.mediclaimPayments.length);
  });

  it('gives members that the Register new Member form accepts, each with an ID of its own', () => {
    expect(data.members).toHaveLength(400);
    expect(data.members.map((m) => issues(createMemberInput, m)).filter(Boolean)).toEqual([]);
    expect(new Set(data.members.map((m) => m.id_number)).size).toBe(400);
  });

  it('gives the same data in chunks as at once', () => {
    const chunks = [...generateTrustChunks({ members: 400, seed: 7 }, 150)];
    expect(chunks.map((c) => c.members.length)).toEqual([150, 150, 100]);
    expect(chunks.flatMap((c) => c.mediclaimPayments)).toEqual(data.mediclaimPayments);
    expect(chunks.flatMap((c) => c.dependents)).toEqual(data.dependents);
  });

  it('gives dependents the form accepts, within each family group’s limit', () => {
    const bad = data.dependents.map((d) => issues(createDependentInput, { ...d, id: d.member_id })).filter(Boolean);
    expect(bad).toEqual([]);
    const perMember = new Map<string, number>();
    for (const d of data.dependents) perMember.set(d.member_id, (perMember.get(d.member_id) ?? 0) + 1);
    for (const m of data.members) {
      expect(perMember.get(m.id_number) ?? 0).toBeLessThanOrEqual(maxDependents(m.family_group));
    }
    expect(data.dependents.length).toBeGreaterThan(data.members.length);
  });

  it('gives payments the renew forms accept, with the expiry rules and never after today', () => {
    const membership = data.membershipPayments.map((p) =>
      issues(membershipRenewalInput, { ...p, id_number: p.member_id, remarks: p.book_fee }),
    );
    const mediclaim = data.mediclaimPayments.map((p) =>
      issues(mediclaimRenewalInput, { ...p, id_number: p.member_id, remarks: p.group_name }),
    );
    expect([...membership, ...mediclaim].filter(Boolean)).toEqual([]);
    for (const p of data.membershipPayments) {
      expect(p.expiry_date).toBe(membershipExpiry(p.issue_date));
      expect(p.issue_date <= today).toBe(true);
    }
    for (const p of data.mediclaimPayments) {
      expect(p.expiry_date).toBe(mediclaimExpiry(p.issue_date));
      expect(p.issue_date <= today).toBe(true);
    }
    expect(data.membershipPayments.some((p) => p.reset_at !== null)).toBe(true);
  });

  it('takes mediclaim only while the membership runs, and never two covers at once', () => {
    for (const p of data.mediclaimPayments) {
      const runningMembership = data.membershipPayments.some(
        (m) =>
          m.member_id === p.member_id &&
          m.reset_at === null &&
          m.issue_date <= p.issue_date &&
          p.issue_date <= m.expiry_date,
      );
      expect(runningMembership, `mediclaim of ${p.member_id} on ${p.issue_date}`).toBe(true);
    }
    for (const payments of [data.membershipPayments, data.mediclaimPayments]) {
      const standing = payments.filter((p) => p.reset_at === null);
      for (const a of standing) {
        const overlapping = standing.filter(
          (b) => b.member_id === a.member_id && b.issue_date <= a.expiry_date && a.issue_date <= b.expiry_date,
        );
        expect(overlapping).toHaveLength(1);
      }
    }
  });

  it('gives miscellaneous receipts and GPAIS records their forms accept', () => {
    expect(data.miscReceipts.length).toBeGreaterThan(0);
    expect(data.gpaRecords.length).toBeGreaterThan(0);
    expect(data.gpaDependentRecords.length).toBeGreaterThan(0);
    const bad = [
      ...data.miscReceipts.map((r) => issues(miscReceiptInput, r)),
      ...data.gpaRecords.map((r) => issues(gpaInput, r)),
      ...data.gpaDependentRecords.map((r) => issues(gpaDependentInput, { ...r, dependent_id: 1 })),
    ];
    expect(bad.filter(Boolean)).toEqual([]);
  });
});

forEachDatabase('generated data in the database', (get) => {
  let data: TrustData;
  beforeAll(async () => {
    data = generateTrustData({ members: 60, seed: 11 });
    await loadTrustData(get().ctx.db, data);
  });

  it('loads every member, and the API answers for them', async () => {
    const { call, ctx } = get();
    expect(await countMembers(ctx.db)).toBe(60);
    const member = data.members[5]!;
    const lookup = (await call('GET', `/api/master/${member.id_number}`)).json();
    expect(lookup.data[0]).toMatchObject({ ID_NUMBER: member.id_number, MEMBER_NAME: member.member_name });
    const search = (await call('GET', `/api/master/x/x/${member.mobile}`)).json();
    expect(search.data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER)).toContain(member.id_number);
    const withDependents = data.dependents[0]!.member_id;
    const dependents = (await call('GET', `/api/dependent/${withDependents}`)).json();
    expect(dependents.data).toHaveLength(data.dependents.filter((d) => d.member_id === withDependents).length);
    const status = (await call('GET', `/api/mediclaim/status/${member.id_number}`)).json();
    expect(status.data[0].ID_NUMBER).toBe(member.id_number);
    const year = today.slice(0, 4);
    const report = (
      await call('GET', `/api/subscription/reports/subscription?fromDate=${year}-01-01&toDate=${year}-12-31`)
    ).json();
    const paidThisYear = data.membershipPayments.filter((p) => p.issue_date.startsWith(year) && p.reset_at === null);
    expect(report.data).toHaveLength(paidThisYear.length);
  });

  it('links dependents’ GPAIS records to a dependent of the same member', async () => {
    const { call } = get();
    const record = data.gpaDependentRecords[0]!;
    const records = (await call('GET', `/api/gpa-dependent?records=1&id=${record.member_id}`)).json();
    expect(records.data.length).toBeGreaterThan(0);
    const own = (await call('GET', `/api/dependent/${record.member_id}`)).json();
    const nos = own.data.map((d: { NO: number }) => d.NO);
    for (const r of records.data) expect(nos).toContain(r.dependent_id);
  });

  it('numbers receipts per type and financial year without gaps, in the order recorded', async () => {
    const { db } = get().ctx;
    const sequences = await db.selectFrom('receipt_sequences').selectAll().execute();
    const tables = ['membership_payments', 'mediclaim_payments', 'misc_receipts', 'gpa_records'] as const;
    const rows = [
      ...(await Promise.all(tables.map((t) => db.selectFrom(t).select(['receipt_no', 'created_at']).execute()))),
      await db.selectFrom('gpa_dependent_records').select(['receipt_no', 'created_at']).execute(),
    ].flat();
    expect(rows).toHaveLength(
      data.membershipPayments.length +
        data.mediclaimPayments.length +
        data.miscReceipts.length +
        data.gpaRecords.length +
        data.gpaDependentRecords.length,
    );
    expect(new Set(rows.map((r) => r.receipt_no)).size).toBe(rows.length);
    expect(sequences.length).toBeGreaterThan(5);
    for (const seq of sequences) {
      const prefix = `${seq.receipt_type}/${seq.financial_year}/`;
      const own = rows
        .filter((r) => r.receipt_no.startsWith(prefix))
        .sort((a, b) => (a.receipt_no < b.receipt_no ? -1 : 1));
      expect(own.map((r) => Number(r.receipt_no.slice(prefix.length)))).toEqual(
        Array.from({ length: seq.last_number }, (_, i) => i + 1),
      );
      const recorded = own.map((r) => r.created_at);
      expect(recorded).toEqual([...recorded].sort());
    }
  });

  it('continues the receipt sequence with the next payment', async () => {
    const { call } = get();
    const paidUp = new Set(
      data.membershipPayments.filter((p) => p.reset_at === null && p.expiry_date >= today).map((p) => p.member_id),
    );
    const lapsed = data.members.find((m) => !paidUp.has(m.id_number))!;
    const res = await call('POST', `/api/subscription/activate/${lapsed.id_number}`, {
      amount: 600,
      mode_of_payment: 'CASH',
    });
    expect(res.statusCode).toBe(201);
    const year = financialYear(today);
    const last = data.membershipPayments.filter((p) => financialYear(p.issue_date) === year).length;
    expect(res.json().receipt_no).toBe(receiptNumber(RECEIPT_TYPES.membership, year, last + 1));
  });
});

forEachDatabase('generated data loaded with the vault', (get) => {
  it('stores the Aadhaar numbers in the vault, found by the search and shown masked', async () => {
    const { call, ctx } = get();
    const data = generateTrustData({ members: 30, seed: 3 });
    await loadTrustData(ctx.db, data, { replace: true, vault: aadhaarVault(ctx.config.dataKey) });
    const member = data.members.find((m) => m.ticket_number !== '')!;
    const found = (await call('GET', `/api/master/x/${encodeURIComponent(member.ticket_number)}/x`)).json();
    expect(found.data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER)).toEqual([member.id_number]);
    expect(found.data[0].TICKET_NUMBER).toBe(`XXXX XXXX ${member.ticket_number.slice(-4)}`);
    expect(await ctx.db.selectFrom('aadhaar_vault_pending').selectAll().execute()).toEqual([]);
  });
});
