import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../../test/helpers';
import { newMemberBody } from './member-fixtures';

forEachDatabase('registering members', (get) => {
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
    expect(again.json()).toEqual({
      error: true,
      message: `Member with ID: ${body.id_number} already exists`,
      code: 'member.exists',
      params: { id: body.id_number },
    });
    const read = await t.call('GET', `/api/master/${body.id_number}`);
    expect(read.json().data[0].MEMBER_NAME).toBe('Sunita Deshpande');
  });

  it('lets exactly one of two racing registrations of one ID land', async () => {
    const t = get();
    const body = newMemberBody();
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/master', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
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
    expect(res.json().issues).toContainEqual(expect.objectContaining({ path, message }));
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

  it('finds a Devanagari name by itself, not the members whose names share letters with it', async () => {
    const t = get();
    const names = ['लता लक्ष्मी कुलकर्णी', 'कविता बाई मिश्रा'];
    const ids: string[] = [];
    for (const name of names) {
      const body = newMemberBody({ member_name: name });
      expect((await t.call('POST', '/api/master', body)).statusCode).toBe(201);
      ids.push(body.id_number);
    }
    for (const [i, name] of names.entries()) {
      // The Member List's page (a cursor, read in name order) and a page by offset.
      for (const paging of ['', '&offset=0']) {
        const found = (await t.call('GET', `/api/master?limit=20${paging}&q=${encodeURIComponent(name)}`)).json();
        expect(found.data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER)).toEqual([ids[i]]);
      }
    }
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
});

describe('member body helper', () => {
  it('makes distinct IDs', () => {
    expect(newMemberBody().id_number).not.toBe(newMemberBody().id_number);
  });
});
