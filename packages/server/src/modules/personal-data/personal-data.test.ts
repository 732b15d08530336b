import { aadhaarMessages } from '@trust/contract/aadhaar';
import { expect, it } from 'vitest';
import { gpaBody, insertDependent, insertMember } from '../../../test/factories';
import { accountOf, forEachDatabase, type TestApp } from '../../../test/helpers';

/** A member with an Aadhaar number, a dependent and a payment of each kind, registered through the API. */
async function memberWithRecords(t: TestApp) {
  const m = await insertMember(t.ctx.db, { ticket_number: '55-1', member_name: 'ERASABLE PERSON' });
  const put = await t.call('PUT', `/api/master/${m.id_number}`, {
    ...Object.fromEntries(
      Object.entries(m).filter(([k]) => !['created_by', 'created_at', 'updated_at', 'registration_date'].includes(k)),
    ),
    ticket_number: '6123 4567 8901',
    address: 'Flat 9, Erasable Lane',
    whatsapp: '9822099999',
    nominee_name: 'Nominee Person',
    nominee_relation: 'SON',
    nominee_dob: '2000-01-15',
  });
  expect(put.statusCode, put.body).toBe(200);
  await insertDependent(t.ctx.db, m.id_number, { dependent_name: 'DEPENDENT ONE', dob: '2010-03-04' });
  const paid = await t.call('POST', `/api/subscription/activate/${m.id_number}`, {
    amount: 600,
    mode_of_payment: 'CASH',
    remarks: 0,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const gpa = await t.call('POST', '/api/gpa', gpaBody(m.id_number));
  expect(gpa.statusCode, gpa.body).toBe(201);
  return m;
}

async function moneyRows(t: TestApp, id: string) {
  return Promise.all(
    (['membership_payments', 'mediclaim_payments', 'misc_receipts', 'gpa_records'] as const).map((table) =>
      t.ctx.db.selectFrom(table).selectAll().where('member_id', '=', id).execute(),
    ),
  );
}

forEachDatabase('personal data', (get) => {
  it('exports everything held about a member as a download, masked, and audits it as EXPORT', async () => {
    const t = get();
    const m = await memberWithRecords(t);
    const res = await t.call('GET', `/api/master/${m.id_number}/personal-data`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="member-${m.id_number}-personal-data.json"`);
    const doc = res.json();
    expect(doc.member).toMatchObject({
      id_number: m.id_number,
      ticket_number: 'XXXX XXXX 8901',
      address: 'Flat 9, Erasable Lane',
    });
    expect(doc.member).not.toHaveProperty('aadhaar_cipher');
    expect(doc.member).not.toHaveProperty('aadhaar_hash');
    expect(doc.dependents.map((d: { dependent_name: string }) => d.dependent_name)).toEqual(['DEPENDENT ONE']);
    expect(doc.membership_payments).toHaveLength(1);
    expect(doc.gpa_records).toHaveLength(1);
    expect(doc.audit.map((l: { action: string }) => l.action)).toEqual(expect.arrayContaining(['UPDATE', 'EXPORT']));
    expect(res.body).not.toContain('612345678901');
    expect(res.body).not.toContain('6123 4567');

    const viewer = await accountOf(t, 'VIEWER');
    expect((await viewer.call('GET', `/api/master/${m.id_number}/personal-data`)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/master/9999992/personal-data')).statusCode).toBe(404);
  });

  it('erases a removed member’s personal data, keeping name, ID and every money record', async () => {
    const t = get();
    const m = await memberWithRecords(t);
    const early = await t.call('POST', `/api/master/${m.id_number}/erase-personal-data`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: true, message: aadhaarMessages.eraseOnlyRemoved });

    expect((await t.call('DELETE', `/api/master/${m.id_number}`, { reason: 'Left the trust' })).statusCode).toBe(200);
    const money = await moneyRows(t, m.id_number);
    const erased = await t.call('POST', `/api/master/${m.id_number}/erase-personal-data`);
    expect(erased.statusCode, erased.body).toBe(200);

    const member = await t.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('id_number', '=', m.id_number)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      member_name: m.member_name,
      mobile: '',
      whatsapp: '',
      email: '',
      address: '',
      date_of_birth: '',
      ticket_number: '',
      aadhaar_cipher: null,
      aadhaar_hash: null,
      nominee_name: '',
      nominee_dob: '',
      annual_income: '',
      job_profile: '',
      icard_no: '',
    });
    expect(member.archived_at).not.toBeNull();
    const dependents = await t.ctx.db
      .selectFrom('dependents')
      .selectAll()
      .where('member_id', '=', m.id_number)
      .execute();
    expect(dependents.map((d) => [d.dependent_name, d.dob, d.icard_no])).toEqual([['DEPENDENT ONE', '', '']]);
    expect(await moneyRows(t, m.id_number)).toEqual(money);

    const line = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('member_id', '=', m.id_number)
      .where('action', '=', 'ERASE')
      .executeTakeFirstOrThrow();
    expect(line.after_json).not.toContain('Erasable Lane');
    expect((await t.call('GET', `/api/master/${m.id_number}/personal-data`)).json().member.address).toBe('');
    expect((await t.call('POST', '/api/master/9999993/erase-personal-data')).statusCode).toBe(404);
  });
});
