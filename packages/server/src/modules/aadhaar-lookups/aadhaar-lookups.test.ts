import { AADHAAR_MISSES_PER_DAY, aadhaarMessages } from '@trust/contract/aadhaar';
import { userMessages } from '@trust/contract/users';
import { beforeEach, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import {
  type Account,
  accountOf,
  forEachDatabase,
  signInToken,
  TEST_DATA_KEY,
  type TestApp,
} from '../../../test/helpers';
import { aadhaarVault } from '../../db/aadhaar-vault';

/** 11:30 in India on 10 May; the next India day starts at 18:30 UTC. */
const DAY = '2026-05-10T06:00:00Z';
const NEXT_DAY = '2026-05-10T18:31:00Z';

let serial = 100_000;
/** A number of its own for each call: 12 digits ending in the four digits every screen shows. */
function aadhaarNumber(last4 = '5600'): string {
  serial += 1;
  return `8${String(serial).padStart(7, '0')}${last4}`;
}

async function memberWithAadhaar(t: TestApp, digits = aadhaarNumber()) {
  const vault = aadhaarVault(TEST_DATA_KEY);
  const member = await insertMember(t.ctx.db, {
    ticket_number: `XXXX XXXX ${digits.slice(8)}`,
    aadhaar_cipher: vault.encrypt(digits),
    aadhaar_hash: vault.hash(digits),
  });
  return { ...member, digits };
}

function bulkLine(n: number, member: string) {
  return { line: n, member, amount: '600', mode_of_payment: '', reference_number: '', book_fee: '', group: '' };
}

async function lookupLines(t: TestApp, account: Account) {
  const rows = await t.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('actor', '=', account.email)
    .where('action', '=', 'AADHAAR_LOOKUP')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ entity_id: r.entity_id, after: JSON.parse(r.after_json ?? 'null') }));
}

forEachDatabase('lookups by Aadhaar number', (get) => {
  let t: TestApp;
  beforeEach(() => {
    t = get();
    t.setNow(DAY);
  });

  it('finds nobody by number for a VIEWER, whose other searches still work, and audits nothing', async () => {
    const member = await memberWithAadhaar(t);
    const viewer = await accountOf(t, 'VIEWER');
    for (const url of [
      `/api/members/count?q=${member.digits}`,
      `/api/members?q=${member.digits}`,
      `/api/master?q=${member.digits}&limit=10`,
      `/api/master/0/${member.digits}/0`,
    ]) {
      const res = await viewer.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(member.id_number);
    }
    expect((await viewer.call('GET', `/api/members/count?q=${member.digits}`)).json()).toEqual({ total: 0 });
    const byId = await viewer.call('GET', `/api/members/count?q=${member.id_number}`);
    expect(byId.json()).toEqual({ total: 1 });
    const byName = await viewer.call('GET', `/api/members?q=${encodeURIComponent(member.member_name)}`);
    expect(byName.json().data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER)).toContain(member.id_number);
    expect(await lookupLines(t, viewer)).toEqual([]);
  });

  it('finds the member by number for STAFF, audited with who, where and how many, never the number', async () => {
    const member = await memberWithAadhaar(t);
    const staff = await accountOf(t, 'STAFF');
    const spaced = `${member.digits.slice(0, 4)} ${member.digits.slice(4, 8)} ${member.digits.slice(8)}`;
    expect((await staff.call('GET', `/api/members/count?q=${encodeURIComponent(spaced)}`)).json()).toEqual({
      total: 1,
    });
    const search = await staff.call('GET', `/api/master/0/${member.digits}/0`);
    expect(search.json().data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER)).toEqual([member.id_number]);
    const lines = await lookupLines(t, staff);
    expect(lines).toEqual([
      { entity_id: String(staff.id), after: { lookup: 'member count', tried: 1, found: 1 } },
      { entity_id: String(staff.id), after: { lookup: 'member search', tried: 1, found: 1 } },
    ]);
    const trail = JSON.stringify(await t.ctx.db.selectFrom('audit_log').selectAll().execute());
    expect(trail).not.toContain(member.digits);
    expect(trail).not.toContain(aadhaarVault(TEST_DATA_KEY).hash(member.digits));
  });

  it('refuses a 5,000-line list of guessed numbers with 429, answering no line, audited, and locks the day', async () => {
    const member = await memberWithAadhaar(t);
    const staff = await accountOf(t, 'STAFF');
    const guesses = Array.from({ length: 4999 }, () => aadhaarNumber());
    guesses.splice(2500, 0, member.digits);
    const body = { kind: 'MEMBERSHIP', lines: guesses.map((g, i) => bulkLine(i + 1, g)) };
    const preview = await staff.call('POST', '/api/renewals/bulk/preview', body);
    expect(preview.statusCode).toBe(429);
    expect(preview.json()).toMatchObject({ error: true, message: aadhaarMessages.tooManyMisses });
    expect(preview.body).not.toContain(member.id_number);
    expect(await lookupLines(t, staff)).toEqual([
      { entity_id: String(staff.id), after: { lookup: 'bulk preview', tried: 5000, found: 1, refused: true } },
    ]);
    // The day is locked: even the one real number, alone, is refused without looking.
    const renewal = await staff.call('POST', '/api/renewals/bulk', {
      kind: 'MEMBERSHIP',
      lines: [bulkLine(1, member.digits)],
    });
    expect(renewal.statusCode).toBe(429);
    const count = await staff.call('GET', `/api/members/count?q=${member.digits}`);
    expect(count.statusCode).toBe(429);
    expect(count.json().message).toBe(aadhaarMessages.tooManyMisses);
    expect((await lookupLines(t, staff)).slice(1).map((l) => l.after)).toEqual([
      { lookup: 'bulk renewal', tried: 1, refused: true },
      { lookup: 'member count', tried: 1, refused: true },
    ]);
    // Lookups by ID and name are not lookups by number: they still answer.
    expect((await staff.call('GET', `/api/members/count?q=${member.id_number}`)).json()).toEqual({ total: 1 });
  });

  it('counts each number that found nobody once, refuses the 21st, and an admin clears the account on the Users screen', async () => {
    const member = await memberWithAadhaar(t);
    const staff = await accountOf(t, 'STAFF');
    const unknown = Array.from({ length: AADHAAR_MISSES_PER_DAY }, () => aadhaarNumber());
    for (const digits of unknown) {
      expect((await staff.call('GET', `/api/members/count?q=${digits}`)).json()).toEqual({ total: 0 });
    }
    // The same number again, and a member's own, cost nothing.
    expect((await staff.call('GET', `/api/members?q=${unknown[0]}`)).statusCode).toBe(200);
    expect((await staff.call('GET', `/api/members/count?q=${member.digits}`)).json()).toEqual({ total: 1 });
    const users = async () =>
      (await t.call('GET', '/api/users')).json().data.find((u: { id: number }) => u.id === staff.id);
    expect((await users()).aadhaar_lookups_locked).toBe(false);
    expect((await t.call('DELETE', `/api/users/${staff.id}/aadhaar-lookups`)).json().message).toBe(
      userMessages.aadhaarLookupsNotLocked,
    );

    const twentyFirst = await staff.call('GET', `/api/master/0/${aadhaarNumber()}/0`);
    expect(twentyFirst.statusCode).toBe(429);
    expect(twentyFirst.json().message).toBe(aadhaarMessages.tooManyMisses);
    expect((await staff.call('GET', `/api/members/count?q=${member.digits}`)).statusCode).toBe(429);
    expect((await users()).aadhaar_lookups_locked).toBe(true);

    const other = await accountOf(t, 'STAFF');
    expect((await other.call('GET', `/api/members/count?q=${member.digits}`)).json()).toEqual({ total: 1 });
    expect((await other.call('DELETE', `/api/users/${staff.id}/aadhaar-lookups`)).statusCode).toBe(403);

    const cleared = await t.call('DELETE', `/api/users/${staff.id}/aadhaar-lookups`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await users()).aadhaar_lookups_locked).toBe(false);
    expect((await staff.call('GET', `/api/members/count?q=${member.digits}`)).json()).toEqual({ total: 1 });
    const clearLine = await t.ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'entity', 'entity_id', 'after_json'])
      .where('action', '=', 'AADHAAR_LOOKUPS_CLEARED')
      .where('entity_id', '=', String(staff.id))
      .executeTakeFirstOrThrow();
    expect(clearLine).toMatchObject({ entity: 'admin', after_json: JSON.stringify({ misses: 21 }) });
    expect((await t.call('DELETE', '/api/users/999999/aadhaar-lookups')).statusCode).toBe(404);
  });

  it('allows lookups again on the next India day', async () => {
    const member = await memberWithAadhaar(t);
    const staff = await accountOf(t, 'STAFF');
    const guesses = Array.from({ length: AADHAAR_MISSES_PER_DAY + 1 }, (_, i) => bulkLine(i + 1, aadhaarNumber()));
    expect(
      (await staff.call('POST', '/api/renewals/bulk/preview', { kind: 'MEMBERSHIP', lines: guesses })).statusCode,
    ).toBe(429);
    t.setNow('2026-05-10T18:29:00Z');
    const sameDay = await signInToken(t, staff.email, staff.password);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/members/count?q=${member.digits}`,
      headers: { authorization: `Bearer ${sameDay}` },
    });
    expect(refused.statusCode).toBe(429);
    t.setNow(NEXT_DAY);
    const nextDay = await signInToken(t, staff.email, staff.password);
    const allowed = await t.app.inject({
      method: 'GET',
      url: `/api/members/count?q=${member.digits}`,
      headers: { authorization: `Bearer ${nextDay}` },
    });
    expect(allowed.json()).toEqual({ total: 1 });
  });

  it('renews a payroll list of members’ own numbers as before, at no cost', async () => {
    const staff = await accountOf(t, 'STAFF');
    const members = [];
    for (let i = 0; i < 30; i++) members.push(await memberWithAadhaar(t));
    const body = { kind: 'MEMBERSHIP', lines: members.map((m, i) => bulkLine(i + 1, m.digits)) };
    const preview = await staff.call('POST', '/api/renewals/bulk/preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().lines.map((l: { member_id: string }) => l.member_id)).toEqual(
      members.map((m) => m.id_number),
    );
    const renewed = await staff.call('POST', '/api/renewals/bulk', body);
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.json().count).toBe(30);
    expect((await lookupLines(t, staff)).map((l) => l.after)).toEqual([
      { lookup: 'bulk preview', tried: 30, found: 30 },
      { lookup: 'bulk renewal', tried: 30, found: 30 },
    ]);
    const misses = await t.ctx.db
      .selectFrom('aadhaar_lookup_misses')
      .selectAll()
      .where('admin_id', '=', staff.id)
      .execute();
    expect(misses).toEqual([]);
  });

  it('lets requests at the same moment find at most 20 numbers that find nobody between them', async () => {
    const staff = await accountOf(t, 'STAFF');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff.call('POST', '/api/renewals/bulk/preview', {
          kind: 'MEMBERSHIP',
          lines: [1, 2, 3].map((n) => bulkLine(n, aadhaarNumber())),
        }),
      ),
    );
    const answered = answers.filter((a) => a.statusCode === 200);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    expect(answered.length * 3).toBeLessThanOrEqual(AADHAAR_MISSES_PER_DAY);
    expect(answered.length).toBe(6);
    expect(await lookupLines(t, staff)).toHaveLength(10);
  });
});
