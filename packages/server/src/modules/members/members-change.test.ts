import { todayInIndia } from '@trust/contract/dates';
import { expect, it } from 'vitest';
import { insertDependent, insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { newMemberBody } from './member-fixtures';
import { findMember, toMemberRow } from './members.repository';

forEachDatabase('changing and removing members', (get) => {
  it('keeps the row it sends in step with every write to the member, whoever makes it', async () => {
    const t = get();
    const { db } = t.ctx;
    const today = todayInIndia(t.ctx.now());
    const sent = async (id: string) => (await t.call('GET', `/api/master/${id}`)).json().data[0];
    const expected = async (id: string) => {
      const stored = await findMember(db, id);
      if (!stored) throw new Error(`member ${id} not stored`);
      return toMemberRow(stored, today);
    };
    const body = newMemberBody();
    await t.call('POST', '/api/master', body);
    expect(await sent(body.id_number)).toEqual(await expected(body.id_number));

    // Every field changed through the app.
    const changed = newMemberBody({
      id_number: body.id_number,
      member_name: 'Meera Pillai',
      ticket_number: '77-1',
      department: 'STORES',
      date_of_birth: '1970-01-31',
      age: '56',
      date_of_retirement: '2030-01-31',
      mobile: '9000000001',
      sex: 'OTHER',
      blood_group: 'AB-VE',
      organisation: 'WESTERN RAILWAY',
      address: 'Flat 2\nकोल्हापूर',
      recommender: 'R',
      recommender_form_number: '9',
      whatsapp: '9000000002',
      email: 'meera@example.in',
      job_profile: 'CLERK',
      annual_income: '1',
      icard_no: 'I-2',
      nominee_name: 'Asha',
      nominee_relation: 'DAUGHTER',
      nominee_dob: '2001-02-03',
      family_group: '1+6',
      remarks: 'NO',
      user_status: 'Member',
    });
    const put = await t.call('PUT', `/api/master/${body.id_number}`, changed);
    expect(put.json()).toEqual({ error: false });
    const afterUpdate = await sent(body.id_number);
    expect(afterUpdate).toEqual(await expected(body.id_number));
    expect(afterUpdate.ADDRESS).toBe('Flat 2\nकोल्हापूर');
    // Written straight to the database, as a script or another process may: a field, then the key.
    await db.updateTable('members').set({ remarks: 'BY SCRIPT' }).where('id_number', '=', body.id_number).execute();
    expect((await sent(body.id_number)).REMARKS).toBe('BY SCRIPT');
    const renumbered = `${body.id_number}9`;
    await db.updateTable('members').set({ id_number: renumbered }).where('id_number', '=', body.id_number).execute();
    expect(await sent(renumbered)).toEqual(await expected(renumbered));
  });

  it('updates a member, keeps its key, and answers 404 for an unknown one', async () => {
    const t = get();
    const body = newMemberBody();
    await t.call('POST', '/api/master', body);
    const res = await t.call('PUT', `/api/master/${body.id_number}`, {
      ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k.toUpperCase(), v])),
      ID_NUMBER: '1',
      MEMBER_NAME: 'Sunita Kulkarni',
      DEPARTMENT: 'Harbour Works',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false });
    const read = (await t.call('GET', `/api/master/${body.id_number}`)).json().data[0];
    expect(read).toMatchObject({
      ID_NUMBER: body.id_number,
      MEMBER_NAME: 'Sunita Kulkarni',
      DEPARTMENT: 'HARBOUR WORKS',
    });
    const missing = await t.call('PUT', '/api/master/424242424', body);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to lower the family group below the dependents it has', async () => {
    const t = get();
    const body = newMemberBody({ family_group: '1+3' });
    await t.call('POST', '/api/master', body);
    await insertDependent(t.ctx.db, body.id_number);
    await insertDependent(t.ctx.db, body.id_number);
    const res = await t.call('PUT', `/api/master/${body.id_number}`, { ...body, family_group: '1+1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('2 dependents');
    const read = (await t.call('GET', `/api/master/${body.id_number}`)).json().data[0];
    expect(read.FAMILY_GROUP).toBe('1+3');
  });

  it('deletes a member with its dependents and records it all in the audit log', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const no = await insertDependent(t.ctx.db, member.id_number, { dependent_name: 'LATA' });
    const res = await t.call('DELETE', `/api/master/${member.id_number}`, { reason: 'Registered twice' });
    expect(res.json()).toEqual({ error: false });
    expect((await t.call('GET', `/api/master/${member.id_number}`)).json().error).toBe(true);
    expect((await t.call('GET', `/api/dependent/null/${no}`)).json()).toEqual({ error: true, data: [] });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'member')
      .where('entity_id', '=', member.id_number)
      .where('action', '=', 'DELETE')
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe('admin@trust.test');
    expect(JSON.parse(audit.before_json ?? '{}').dependents[0].dependent_name).toBe('LATA');
    expect(JSON.parse(audit.before_json ?? '{}').reason).toBe('Registered twice');
    expect((await t.call('DELETE', `/api/master/${member.id_number}?reason=Registered%20twice`)).statusCode).toBe(404);
  });
});
