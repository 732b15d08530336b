import { aadhaarMessages } from '@trust/contract/aadhaar';
import { todayInIndia } from '@trust/contract/dates';
import { expect, it } from 'vitest';
import { accountOf, forEachDatabase, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';

let next = 61_000;

function memberBody(ticket: string, overrides: Record<string, unknown> = {}) {
  const id = String(next++);
  return {
    id_number: id,
    member_name: `Kavita ${id.replace(/[0-9]/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? '')}`,
    ticket_number: ticket,
    department: 'ACCOUNTS',
    date_of_birth: '1975-08-20',
    age: '51',
    date_of_retirement: '2035-08-31',
    mobile: `96${id.padStart(8, '0')}`,
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'CENTRAL RAILWAY',
    address: '4 Loco Colony, Pune',
    recommender: '',
    recommender_form_number: '',
    whatsapp: '',
    email: '',
    job_profile: 'CLERK',
    annual_income: '400000',
    icard_no: '',
    nominee_name: 'Arjun',
    nominee_relation: 'SON',
    nominee_dob: '2000-01-15',
    nominee_guardian: '',
    family_group: '1+3',
    remarks: 'YES',
    user_status: 'Life member',
    ...overrides,
  };
}

/** A number no other test registers: each its own last four digits and a first eight seen nowhere else. */
let serial = 1000;
function newAadhaar(): { spaced: string; digits: string; masked: string } {
  const last = String(serial++);
  const digits = `73${last}918${last.slice(0, 2)}${last}`.slice(0, 12);
  return {
    digits,
    spaced: `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`,
    masked: `XXXX XXXX ${digits.slice(8)}`,
  };
}

/** No part of the number that identifies anyone: the whole, nor its first eight digits, spaced or not. */
function expectNoNumber(text: string, a: { digits: string; spaced: string }, where: string) {
  expect(text.includes(a.digits), where).toBe(false);
  expect(text.includes(a.spaced), where).toBe(false);
  expect(text.includes(a.digits.slice(0, 8)), where).toBe(false);
  expect(text.includes(a.spaced.slice(0, 9)), where).toBe(false);
}

async function register(t: TestApp, ticket: string, overrides: Record<string, unknown> = {}) {
  const body = memberBody(ticket, overrides);
  const res = await t.call('POST', '/api/master', body);
  expect(res.statusCode, res.body).toBe(201);
  return body;
}

forEachDatabase('Aadhaar vault', (get) => {
  it('stores an Aadhaar number encrypted and masked, and sends only the masked form in every answer', async () => {
    const t = get();
    const a = newAadhaar();
    const m = await register(t, a.spaced);
    expect(
      (
        await t.call('POST', `/api/subscription/activate/${m.id_number}`, {
          amount: 600,
          mode_of_payment: 'CASH',
          remarks: 0,
        })
      ).statusCode,
    ).toBe(201);
    const mediclaim = await t.call('POST', `/api/mediclaim/activate/${m.id_number}`, {
      mode_of_payment: 'NEFT',
      reference_number: '51 Years',
      bank: 'STATE BANK OF INDIA',
      branch: 'PUNE-MAIN',
      amount: '9000',
      remarks: 'GROUP II',
    });
    expect(mediclaim.statusCode, mediclaim.body).toBe(201);

    const stored = await t.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('id_number', '=', m.id_number)
      .executeTakeFirstOrThrow();
    expect(stored.ticket_number).toBe(a.masked);
    expect(stored.aadhaar_cipher).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(stored.aadhaar_hash).toMatch(/^[0-9a-f]{64}$/);
    expectNoNumber(JSON.stringify(stored), a, 'the stored row');

    const lookup = await t.call('GET', `/api/master/${m.id_number}`);
    expect(lookup.json().data[0].TICKET_NUMBER).toBe(a.masked);

    const today = todayInIndia(new Date());
    const range = `fromDate=${today}&toDate=${today}`;
    const answers = [
      `/api/master/${m.id_number}`,
      '/api/master',
      `/api/master?limit=5&q=${encodeURIComponent(m.member_name)}`,
      `/api/master/${m.id_number}/x/x`,
      `/api/member-overview/${m.id_number}`,
      `/api/subscription/status/${m.id_number}`,
      `/api/mediclaim/status/${m.id_number}`,
      `/api/subscription/${m.id_number}`,
      `/api/mediclaim/${m.id_number}`,
      `/api/print/pastRecords${m.id_number}`,
      `/api/subscription/reports/subscription?${range}`,
      `/api/subscription/reports/subscription?${range}&format=csv`,
      `/api/mediclaim/reports/mediclaim?${range}`,
      `/api/mediclaim/reports/mediclaim?${range}&format=csv`,
      `/api/audit?memberId=${m.id_number}`,
    ];
    for (const url of answers) {
      const res = await t.call('GET', url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
      expectNoNumber(res.body, a, url);
    }
    for (const url of [
      `/api/member-overview/${m.id_number}`,
      `/api/subscription/status/${m.id_number}`,
      `/api/audit?memberId=${m.id_number}`,
    ]) {
      expect((await t.call('GET', url)).body, url).toContain(a.masked);
    }
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('member_id', '=', m.id_number).execute();
    expect(audit.length).toBeGreaterThan(0);
    expectNoNumber(JSON.stringify(audit), a, 'the audit trail');
    expect(JSON.stringify(audit)).not.toContain(stored.aadhaar_cipher);
  });

  it('imports an Aadhaar number into the vault, and its preview shows no digits', async () => {
    const t = get();
    const a = newAadhaar();
    const id = String(next++);
    const cells = { ...memberBody(a.spaced, { id_number: id }), registration_date: '15/06/2004' };
    const file = { rows: [{ row: 2, values: cells }] };
    const preview = await t.call('POST', '/api/import/members/preview', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expectNoNumber(preview.body, a, 'the preview');
    const imported = await t.call('POST', '/api/import/members', file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await t.call('GET', `/api/master/${id}`)).json().data[0].TICKET_NUMBER).toBe(a.masked);
    expect((await t.call('GET', `/api/master/${id}/aadhaar`)).json()).toEqual({ aadhaar: a.digits });
    const lines = await t.ctx.db.selectFrom('audit_log').selectAll().where('member_id', '=', id).execute();
    expectNoNumber(JSON.stringify(lines), a, 'the import audit line');
  });

  it('takes a number typed with hyphens or dots for an Aadhaar number: kept in the vault, masked, found by any form', async () => {
    const t = get();
    for (const separator of ['-', '.', ' - ']) {
      const a = newAadhaar();
      const typed = a.spaced.replaceAll(' ', separator);
      const m = await register(t, typed);
      const stored = await t.ctx.db
        .selectFrom('members')
        .selectAll()
        .where('id_number', '=', m.id_number)
        .executeTakeFirstOrThrow();
      expect(stored.ticket_number).toBe(a.masked);
      expect(stored.aadhaar_cipher).not.toBeNull();
      const lines = await t.ctx.db.selectFrom('audit_log').selectAll().where('member_id', '=', m.id_number).execute();
      expect(lines.length).toBeGreaterThan(0);
      for (const text of [JSON.stringify(stored), JSON.stringify(lines)]) {
        expectNoNumber(text, a, typed);
        expect(text.includes(typed.slice(0, 9)), typed).toBe(false);
      }
      expect((await t.call('GET', `/api/master/${m.id_number}`)).json().data[0].TICKET_NUMBER).toBe(a.masked);
      expect((await t.call('GET', `/api/master/${m.id_number}/aadhaar`)).json()).toEqual({ aadhaar: a.digits });
      for (const form of [a.digits, typed, a.spaced.replaceAll(' ', '.')]) {
        const search = await t.call('GET', `/api/master/none/${encodeURIComponent(form)}/none`);
        expect(
          search.json().data.map((r: { ID_NUMBER: string }) => r.ID_NUMBER),
          form,
        ).toEqual([m.id_number]);
      }
    }
  });

  it('reveals the number to staff and admins only, with a REVEAL line naming who', async () => {
    const t = get();
    const a = newAadhaar();
    const m = await register(t, a.digits);
    const staff = await accountOf(t, 'STAFF');
    const viewer = await accountOf(t, 'VIEWER');

    const shown = await staff.call('GET', `/api/master/${m.id_number}/aadhaar`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ aadhaar: a.digits });
    expect((await t.call('GET', `/api/master/${m.id_number}/aadhaar`)).json()).toEqual({ aadhaar: a.digits });
    expect((await viewer.call('GET', `/api/master/${m.id_number}/aadhaar`)).statusCode).toBe(403);

    const reveals = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('member_id', '=', m.id_number)
      .where('action', '=', 'REVEAL')
      .orderBy('id')
      .execute();
    expect(reveals.map((r) => [r.actor, r.entity, r.entity_id])).toEqual([
      [staff.email, 'member', m.id_number],
      ['admin@trust.test', 'member', m.id_number],
    ]);
    expectNoNumber(JSON.stringify(reveals), a, 'the REVEAL lines');

    const plain = await register(t, '55-771');
    const none = await t.call('GET', `/api/master/${plain.id_number}/aadhaar`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: true, message: aadhaarMessages.notAadhaar });
    expect((await t.call('GET', '/api/master/9999991/aadhaar')).statusCode).toBe(404);
  });

  it('keeps the stored number when the masked form comes back, and replaces or clears it when changed', async () => {
    const t = get();
    const a = newAadhaar();
    const m = await register(t, a.spaced);
    const before = await t.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('id_number', '=', m.id_number)
      .executeTakeFirstOrThrow();

    const kept = await t.call('PUT', `/api/master/${m.id_number}`, {
      ...m,
      ticket_number: a.masked,
      member_name: 'Kavita Renamed',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const after = await t.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('id_number', '=', m.id_number)
      .executeTakeFirstOrThrow();
    expect([after.ticket_number, after.aadhaar_cipher, after.aadhaar_hash]).toEqual([
      before.ticket_number,
      before.aadhaar_cipher,
      before.aadhaar_hash,
    ]);
    expect((await t.call('GET', `/api/master/${m.id_number}/aadhaar`)).json()).toEqual({ aadhaar: a.digits });

    const b = newAadhaar();
    await t.call('PUT', `/api/master/${m.id_number}`, { ...m, ticket_number: b.spaced });
    expect((await t.call('GET', `/api/master/${m.id_number}/aadhaar`)).json()).toEqual({ aadhaar: b.digits });

    await t.call('PUT', `/api/master/${m.id_number}`, { ...m, ticket_number: '55-9001' });
    const cleared = await t.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('id_number', '=', m.id_number)
      .executeTakeFirstOrThrow();
    expect([cleared.ticket_number, cleared.aadhaar_cipher, cleared.aadhaar_hash]).toEqual(['55-9001', null, null]);
    expect((await t.call('GET', `/api/master/${m.id_number}/aadhaar`)).statusCode).toBe(404);

    const lines = await t.ctx.db.selectFrom('audit_log').selectAll().where('member_id', '=', m.id_number).execute();
    expectNoNumber(JSON.stringify(lines), a, 'the UPDATE lines');
    expectNoNumber(JSON.stringify(lines), b, 'the UPDATE lines');
  });

  it('finds a member by the full number in the list filter and the three-way search, and only that member', async () => {
    const t = get();
    const a = newAadhaar();
    const other = newAadhaar();
    const m = await register(t, a.spaced);
    await register(t, other.spaced);
    for (const typed of [a.digits, a.spaced]) {
      const list = await t.call('GET', `/api/master?limit=10&q=${encodeURIComponent(typed)}`);
      expect(list.json().data.map((r: { ID_NUMBER: string }) => r.ID_NUMBER)).toEqual([m.id_number]);
      expect(list.json().total).toBe(1);
      const page = await t.call('GET', `/api/members?q=${encodeURIComponent(typed)}`);
      expect(page.json().data.map((r: { ID_NUMBER: string }) => r.ID_NUMBER)).toEqual([m.id_number]);
      expect((await t.call('GET', `/api/members/count?q=${encodeURIComponent(typed)}`)).json()).toEqual({ total: 1 });
      const search = await t.call('GET', `/api/master/none/${encodeURIComponent(typed)}/none`);
      expect(search.json().data.map((r: { ID_NUMBER: string }) => r.ID_NUMBER)).toEqual([m.id_number]);
    }
    const unknown = newAadhaar();
    expect((await t.call('GET', `/api/master/none/${unknown.digits}/none`)).json().data).toEqual([]);
  });

  it('logs the search routes with the searched values left out', async () => {
    const t = get();
    const a = newAadhaar();
    await register(t, a.spaced);
    const lines: string[] = [];
    const app = await buildApp(t.ctx, {
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const headers = { authorization: `Bearer ${t.token}` };
      await app.inject({ method: 'GET', url: `/api/master/${a.digits}/${a.digits}/${a.digits}`, headers });
      await app.inject({ method: 'GET', url: `/api/master?limit=5&q=${encodeURIComponent(a.spaced)}`, headers });
      await app.inject({ method: 'GET', url: `/api/master?q=${a.digits}`, headers });
    } finally {
      await app.close();
    }
    const requests = lines.filter((l) => l.includes('"msg":"request"'));
    expect(requests).toHaveLength(3);
    expect(requests[0]).toContain('"url":"/api/master/…/…/…"');
    expect(requests[1]).toContain('"url":"/api/master?limit=5&q=…"');
    for (const line of lines) expectNoNumber(line, a, line);
  });
});
