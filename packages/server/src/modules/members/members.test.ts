import { todayInIndia } from '@trust/contract/dates';
import { describe, expect, it } from 'vitest';
import { insertDependent, insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { findMember, toMemberRow } from './members.repository';

let next = 50_000;
function newMemberBody(overrides: Record<string, unknown> = {}) {
  const id = String(next++);
  return {
    id_number: id,
    member_name: 'Sunita Deshpande',
    ticket_number: `55-${id}`,
    department: 'ACCOUNTS',
    date_of_birth: '1975-08-20',
    age: '51',
    date_of_retirement: '2035-08-31',
    mobile: `97${id.padStart(8, '0')}`,
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'CENTRAL RAILWAY',
    address: '4, "Shanti", Karve Road,\nPune',
    recommender: 'Mohan Rao',
    recommender_form_number: '1234',
    whatsapp: '9876543210',
    email: 'sunita@example.in',
    job_profile: 'OFFICE SUPERINTENDENT',
    annual_income: '650000',
    icard_no: 'CR-99812',
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

forEachDatabase('members', (get) => {
  it('registers a member and reads it back with the upper-case keys', async () => {
    const t = get();
    const body = newMemberBody();
    const created = await t.call('POST', '/api/master', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: body.id_number });

    const read = await t.call('GET', `/api/master/${body.id_number}`);
    expect(read.statusCode).toBe(200);
    const { error, data } = read.json();
    expect(error).toBe(false);
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'ID_NUMBER',
        'MEMBER_NAME',
        'TICKET_NUMBER',
        'DEPARTMENT',
        'DATE_OF_BIRTH',
        'AGE',
        'DATE_OF_RETIREMENT',
        'MOBILE',
        'SEX',
        'BLOOD_GROUP',
        'ORGANISATION',
        'ADDRESS',
        'RECOMMENDER',
        'RECOMMENDER_FORM_NUMBER',
        'WHATSAPP',
        'EMAIL',
        'JOB_PROFILE',
        'ANNUAL_INCOME',
        'ICARD_NO',
        'NOMINEE_NAME',
        'NOMINEE_RELATION',
        'NOMINEE_DOB',
        'NOMINEE_GUARDIAN',
        'FAMILY_GROUP',
        'REMARKS',
        'USER_STATUS',
        'REGISTRATION_DATE',
      ].sort(),
    );
    expect(data[0]).toMatchObject({
      ID_NUMBER: body.id_number,
      MEMBER_NAME: 'Sunita Deshpande',
      ADDRESS: '4, "Shanti", Karve Road,\nPune',
      FAMILY_GROUP: '1+3',
      REMARKS: 'YES',
      USER_STATUS: 'Life member',
    });
  });

  it('sends the same row on a lookup, the search and a list page, text of every kind intact', async () => {
    const t = get();
    // Quotes, backslashes, control characters, Devanagari and an emoji (as an import or older data
    // may hold) must come back exactly as stored, and AGE worked out as for any row.
    const body = await insertMember(t.ctx.db, {
      member_name: 'Zyx "Quoted" \\ Back\tslash सुनीता 🙂',
      address: 'Line 1\r\nLine 2 \u0001 end',
      remarks: '</script><b>&amp;',
      date_of_birth: '1980-02-29',
    });
    const stored = await findMember(t.ctx.db, body.id_number);
    if (!stored) throw new Error('not stored');
    const expected = toMemberRow(stored, todayInIndia(t.ctx.now()));
    expect(expected.MEMBER_NAME).toBe(body.member_name);
    expect(expected.AGE).toMatch(/^\d+$/);

    const lookup = (await t.call('GET', `/api/master/${body.id_number}`)).json();
    expect(lookup).toEqual({ error: false, data: [expected] });
    expect(Object.keys(lookup.data[0])).toEqual(Object.keys(expected));
    const text = encodeURIComponent(body.mobile);
    expect((await t.call('GET', `/api/master/${text}/${text}/${text}`)).json()).toEqual({ data: [expected] });
    const page = (await t.call('GET', '/api/master?limit=5&q=zyx "quoted"')).json();
    expect(page).toEqual({ data: [expected], total: 1 });
  });

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

  it('accepts upper-case keys as well', async () => {
    const body = newMemberBody();
    const upper = Object.fromEntries(Object.entries(body).map(([k, v]) => [k.toUpperCase(), v]));
    const res = await get().call('POST', '/api/master', upper);
    expect(res.statusCode).toBe(201);
  });

  it('answers 409 for an ID that exists, and keeps the first record', async () => {
    const t = get();
    const body = newMemberBody();
    await t.call('POST', '/api/master', body);
    const again = await t.call('POST', '/api/master', { ...body, member_name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: true, message: `Member with ID: ${body.id_number} already exists` });
    const read = await t.call('GET', `/api/master/${body.id_number}`);
    expect(read.json().data[0].MEMBER_NAME).toBe('Sunita Deshpande');
  });

  it('lets exactly one of two racing registrations of one ID land', async () => {
    const t = get();
    const body = newMemberBody();
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/master', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('answers the error flag for an unknown member', async () => {
    const res = await get().call('GET', '/api/master/99999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: true, data: [] });
  });

  it.each([
    [{ id_number: '' }, 'id_number', 'Member ID Is Required Field'],
    [{ id_number: '12A' }, 'id_number', 'ID In Number Only'],
    [{ member_name: 'R2D2' }, 'member_name', 'Name In Alphabets Only '],
    [{ member_name: undefined }, 'member_name', 'Name Is Required Field'],
    [{ ticket_number: 'AB' }, 'ticket_number', 'Ticket/Aadhar Number In Number Only '],
    [{ department: '' }, 'department', 'Department Is Required Field'],
    [{ mobile: '12' }, 'mobile', 'Valid Contact No. Required'],
    [{ email: 'not-an-email' }, 'email', 'Please Enter Valid Email Address'],
    [{ organisation: 'C3PO' }, 'organisation', 'Organisation In Alphabets Only '],
    [{ date_of_birth: '1975-02-30' }, 'date_of_birth', 'Enter a date as YYYY-MM-DD'],
    [{ date_of_birth: '0000-01-01' }, 'date_of_birth', 'Date Of Birth must be between 01/01/1900 and 31/12/2099'],
    [
      { date_of_retirement: '9999-12-31' },
      'date_of_retirement',
      'Date Of Retirement must be between 01/01/1900 and 31/12/2099',
    ],
    [{ nominee_dob: '2100-01-01' }, 'nominee_dob', 'Nominee Date Of Birth must be between 01/01/1900 and 31/12/2099'],
    [{ address: 'a\u0000b' }, 'address', 'Control characters (such as NUL) are not allowed'],
    [{ member_name: 'Asha\ud800' }, 'member_name', 'The text has a broken character; type it again'],
    [{ job_profile: 'clerk\u001b[31m' }, 'job_profile', 'Control characters (such as NUL) are not allowed'],
    [{ department: 'STORES\nSECTION' }, 'department', 'Line breaks and tabs are not allowed here'],
    [{ nominee_dob: '2015-01-01', nominee_guardian: '' }, 'nominee_guardian', 'Nominee Guardian Is Required Field'],
    [{ family_group: '1+9' }, 'family_group', 'Choose one of 1+1, 1+3, 1+4, 1+5, 1+6'],
    [{ sex: null }, 'sex', 'Sex Is Required Field'],
  ])('refuses %j with the form message and writes nothing', async (change, path, message) => {
    const t = get();
    const body = newMemberBody(change);
    const res = await t.call('POST', '/api/master', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(true);
    expect(res.json().issues).toContainEqual({ path, message });
    const read = await t.call('GET', `/api/master/${body.id_number || 'x'}`);
    expect(read.json().error).toBe(true);
  });

  it.each(['रमेश कुमार', "D'Souza", 'O’Brien', 'Rāmesh'])('registers %s, and finds the name', async (name) => {
    const t = get();
    const body = newMemberBody({ member_name: name, nominee_name: name, recommender: name });
    expect((await t.call('POST', '/api/master', body)).statusCode).toBe(201);
    const read = (await t.call('GET', `/api/master/${body.id_number}`)).json().data[0];
    expect([read.MEMBER_NAME, read.NOMINEE_NAME, read.RECOMMENDER]).toEqual([name, name, name]);
    const found = (await t.call('GET', `/api/master?limit=20&offset=0&q=${encodeURIComponent(name)}`)).json();
    expect(found.data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER)).toContain(body.id_number);
  });

  it('keeps free text in any script, and line breaks in the address', async () => {
    const t = get();
    const body = newMemberBody({
      address: 'फ्लैट 4,\r\nशांति निवास\tपुणे',
      job_profile: 'लिपिक',
      user_status: 'आजीवन सदस्य',
    });
    expect((await t.call('POST', '/api/master', body)).statusCode).toBe(201);
    const read = (await t.call('GET', `/api/master/${body.id_number}`)).json().data[0];
    expect([read.ADDRESS, read.JOB_PROFILE, read.USER_STATUS]).toEqual([
      body.address,
      body.job_profile,
      body.user_status,
    ]);
  });

  it.each([
    '/api/master/52%00',
    '/api/master?q=abc%00',
    '/api/master?limit=10&offset=0&q=%E2%80%8B%00',
    '/api/master/1%01/2/3',
    '/api/master/%ED%A0%80',
  ])('refuses %s with 400 before any query', async (url) => {
    const res = await get().call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(true);
  });

  it('refuses a body that is a list, a string or nothing', async () => {
    const t = get();
    for (const payload of [[1, 2], 'text', null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/master',
        headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(true);
    }
  });

  it('accepts a nominee under 18 with a guardian', async () => {
    const res = await get().call(
      'POST',
      '/api/master',
      newMemberBody({ nominee_dob: '2015-01-01', nominee_guardian: 'Kavita Rao' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('finds members by ID, ticket or mobile with one text', async () => {
    const t = get();
    const body = newMemberBody();
    await t.call('POST', '/api/master', body);
    for (const text of [body.id_number, body.ticket_number, body.mobile]) {
      const res = await t.call(
        'GET',
        `/api/master/${encodeURIComponent(text)}/${encodeURIComponent(text)}/${encodeURIComponent(text)}`,
      );
      expect(
        res.json().data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER),
        text,
      ).toEqual([body.id_number]);
    }
    const none = await t.call('GET', '/api/master/nope/nope/nope');
    expect(none.json()).toEqual({ data: [] });
  });

  it('pages the list with a filter and a total', async () => {
    const t = get();
    const tag = `Paging${Date.now() % 100000}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
    for (let i = 0; i < 5; i++) await insertMember(t.ctx.db, { member_name: `${tag} ${'abcde'[i]}` });
    const page = await t.call('GET', `/api/master?limit=2&offset=2&q=${tag.toLowerCase()}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(5);
    expect(page.json().data.map((m: { MEMBER_NAME: string }) => m.MEMBER_NAME)).toEqual([`${tag} c`, `${tag} d`]);
    const all = await t.call('GET', '/api/master');
    expect(all.json().total).toBeUndefined();
    expect(all.json().data.length).toBeGreaterThanOrEqual(5);
    const bad = await t.call('GET', '/api/master?limit=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps pages and totals right after members are added, renamed and removed', async () => {
    const t = get();
    const tag = `Kept${Date.now() % 100000}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
    const names = async (q: string) => {
      const res = await t.call('GET', `/api/master?limit=50&offset=0&q=${q}`);
      return { total: res.json().total, names: res.json().data.map((m: { MEMBER_NAME: string }) => m.MEMBER_NAME) };
    };
    const whole = async () => (await t.call('GET', '/api/master?limit=1&offset=0')).json().total as number;
    const first = await insertMember(t.ctx.db, { member_name: `${tag} b` });
    const before = await whole();
    expect(await names(tag)).toEqual({ total: 1, names: [`${tag} b`] });
    // Through the API, and straight in the database as another process would.
    const added = newMemberBody();
    await t.call('POST', '/api/master', { ...added, member_name: `${tag} a` });
    expect(await names(tag)).toEqual({ total: 2, names: [`${tag} a`, `${tag} b`] });
    expect(await whole()).toBe(before + 1);
    await t.ctx.db
      .updateTable('members')
      .set({ member_name: `${tag} c` })
      .where('id_number', '=', added.id_number)
      .execute();
    expect(await names(tag.toUpperCase())).toEqual({ total: 2, names: [`${tag} b`, `${tag} c`] });
    await t.call('DELETE', `/api/master/${first.id_number}`, { reason: 'Registered twice' });
    expect(await names(tag)).toEqual({ total: 1, names: [`${tag} c`] });
    expect(await whole()).toBe(before);
    // A page past the end is empty, with the total still told.
    const past = await t.call('GET', `/api/master?limit=10&offset=10&q=${tag}`);
    expect(past.json()).toEqual({ data: [], total: 1 });
  });

  it('treats % and _ in the filter as plain text', async () => {
    const res = await get().call('GET', '/api/master?limit=10&q=%25');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
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

  it('lists the departments', async () => {
    const res = await get().call('GET', '/api/department');
    expect(res.json().data).toContainEqual({ DEPARTMENT: 'ACCOUNTS' });
  });
});

describe('member body helper', () => {
  it('makes distinct IDs', () => {
    expect(newMemberBody().id_number).not.toBe(newMemberBody().id_number);
  });
});
