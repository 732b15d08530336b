import { expect, it } from 'vitest';
import { insertDependent, insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';

function dependentBody(memberId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: memberId,
    dependent_name: 'Priya Deshpande',
    relation: 'DAUGHTER',
    dob: '2004-02-11',
    age: '22',
    sex: 'FEMALE',
    blood_group: 'YES',
    job_profile: 'STUDENT',
    annual_income: '0',
    icard_no: 'D-7781',
    ...overrides,
  };
}

forEachDatabase('dependents', (get) => {
  it('adds a dependent and reads it back with the member name', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db, { member_name: 'SUNIL PATIL', family_group: '1+3' });
    const res = await t.call('POST', '/api/dependent', dependentBody(member.id_number));
    expect(res.statusCode).toBe(201);
    const no = res.json().id;
    expect(no).toEqual(expect.any(Number));

    const list = await t.call('GET', `/api/dependent/${member.id_number}`);
    expect(list.json()).toEqual({
      error: false,
      data: [
        {
          NO: no,
          ID: member.id_number,
          DEPENDENT_NAME: 'Priya Deshpande',
          RELATION: 'DAUGHTER',
          MEMBER_NAME: 'SUNIL PATIL',
          DOB: '2004-02-11',
          AGE: '22',
          SEX: 'FEMALE',
          BLOOD_GROUP: 'YES',
          JOB_PROFILE: 'STUDENT',
          ANNUAL_INCOME: '0',
          ICARD_NO: 'D-7781',
        },
      ],
    });
    expect((await t.call('GET', `/api/dependent/count/${member.id_number}`)).json()).toEqual({ noOfDependent: 1 });
    expect((await t.call('GET', `/api/dependent/null/${no}`)).json().data[0].NO).toBe(no);
    expect((await t.call('GET', `/api/dependent/${member.id_number}/null`)).json().data).toHaveLength(1);
    expect((await t.call('GET', `/api/dependent/${member.id_number}/${no}`)).json().data).toHaveLength(1);
  });

  it("sends a member's dependents with text of every kind intact, as the other dependent reads do", async () => {
    const t = get();
    // GET dependent/{id} has the database write the rows as JSON; dependent/{a}/{b} builds objects.
    const member = await insertMember(t.ctx.db, { member_name: 'Ravi "R" \\ राव', family_group: '1+3' });
    await insertDependent(t.ctx.db, member.id_number, { dependent_name: 'Tab\there\nनेहा 🙂' });
    await insertDependent(t.ctx.db, member.id_number, { dependent_name: '</script>' });
    const sent = (await t.call('GET', `/api/dependent/${member.id_number}`)).json();
    const built = (await t.call('GET', `/api/dependent/${member.id_number}/null`)).json();
    expect(sent).toEqual({ error: false, data: built.data });
    expect(sent.data.map((d: { DEPENDENT_NAME: string }) => d.DEPENDENT_NAME)).toEqual([
      'Tab\there\nनेहा 🙂',
      '</script>',
    ]);
    expect(sent.data[0].MEMBER_NAME).toBe('Ravi "R" \\ राव');
    expect(Object.keys(sent.data[0])).toEqual(Object.keys(built.data[0]));
  });

  it('answers the error flag when a member has no dependents or the NO is unknown', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    expect((await t.call('GET', `/api/dependent/${member.id_number}`)).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', '/api/dependent/null/99999999')).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', '/api/dependent/null/null')).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', '/api/dependent/null/abc')).json()).toEqual({ error: true, data: [] });
  });

  it.each([
    ['1+1', 1],
    ['1+3', 3],
    ['1+4', 4],
    ['1+5', 5],
    ['1+6', 6],
  ])('stops at the limit of family group %s (%i)', async (group, max) => {
    const t = get();
    const member = await insertMember(t.ctx.db, { family_group: group });
    for (let i = 0; i < max; i++) {
      const res = await t.call('POST', '/api/dependent', dependentBody(member.id_number));
      expect(res.statusCode).toBe(201);
    }
    const over = await t.call('POST', '/api/dependent', dependentBody(member.id_number));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      error: true,
      message: 'You have reached the maximum number of dependents allowed',
    });
    expect((await t.call('GET', `/api/dependent/count/${member.id_number}`)).json().noOfDependent).toBe(max);
  });

  it('lets exactly the maximum land when adds race at the limit', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db, { family_group: '1+3' });
    await insertDependent(t.ctx.db, member.id_number);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/api/dependent', dependentBody(member.id_number))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    expect((await t.call('GET', `/api/dependent/count/${member.id_number}`)).json().noOfDependent).toBe(3);
  });

  it.each([
    ['250001', 'रमेश कुमार'],
    ['0042', "D'Souza"],
    ['9999999999', 'O’Brien'],
  ])('gives member %s, as the member form takes it, a dependent named %s', async (id, name) => {
    const t = get();
    await insertMember(t.ctx.db, { id_number: id, family_group: '1+3' });
    const res = await t.call('POST', '/api/dependent', dependentBody(id, { dependent_name: name }));
    expect(res.statusCode).toBe(201);
    const list = (await t.call('GET', `/api/dependent/${id}`)).json();
    expect(list.data.map((d: { ID: string; DEPENDENT_NAME: string }) => [d.ID, d.DEPENDENT_NAME])).toEqual([
      [id, name],
    ]);
  });

  it('answers 404 for an unknown member', async () => {
    const res = await get().call('POST', '/api/dependent', dependentBody('99998'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Member Not Found / Member ID is Invalid!');
  });

  it.each([
    [{ id: '' }, 'id', 'Member ID Is Required Field'],
    [{ id: '12345678901' }, 'id', 'Member ID is Invalid'],
    [{ id: '12.345' }, 'id', 'Member ID is Invalid'],
    [{ id: 'abc' }, 'id', 'Member ID is Invalid'],
    [{ dependent_name: 'Priya\u0000' }, 'dependent_name', 'Control characters (such as NUL) are not allowed'],
    [{ dob: '1899-12-31' }, 'dob', 'Date Of Birth must be between 01/01/1900 and 31/12/2099'],
    [{ dependent_name: 'Priya@Home' }, 'dependent_name', 'Dependent Name In Alphabets Only '],
    [{ relation: '' }, 'relation', 'Relation Is Required Field'],
    [{ relation: 'COUSIN' }, 'relation', expect.stringContaining('Choose one of WIFE')],
    [{ job_profile: ' ' }, 'job_profile', 'Job Profile Is Required Field'],
    [{ icard_no: null }, 'icard_no', 'ICard Number Is Required Field'],
    [{ annual_income: '12k' }, 'annual_income', 'Annual Income In Number Only '],
    [{ blood_group: 'MAYBE' }, 'blood_group', 'Choose one of YES, NO'],
  ])('refuses %j and writes nothing', async (change, path, message) => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const res = await t.call('POST', '/api/dependent', { ...dependentBody(member.id_number), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(expect.objectContaining({ path, message }));
    expect((await t.call('GET', `/api/dependent/count/${member.id_number}`)).json().noOfDependent).toBe(0);
  });

  it('updates and deletes a dependent, with audit lines', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const no = await insertDependent(t.ctx.db, member.id_number);
    const upd = await t.call('PUT', `/api/dependent/${no}`, {
      ...dependentBody(member.id_number),
      DEPENDENT_NAME: 'Ravi Kumar',
    });
    expect(upd.json()).toEqual({ error: false });
    expect((await t.call('GET', `/api/dependent/null/${no}`)).json().data[0].DEPENDENT_NAME).toBe('Ravi Kumar');
    expect((await t.call('DELETE', `/api/dependent/${no}`, { reason: 'Entered by mistake' })).json()).toEqual({
      error: false,
    });
    expect((await t.call('DELETE', `/api/dependent/${no}?reason=Entered%20by%20mistake`)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/dependent/${no}`, dependentBody(member.id_number))).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/dependent/abc')).statusCode).toBe(400);
    const actions = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'dependent')
      .where('entity_id', '=', String(no))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['UPDATE', 'DELETE']);
  });

  it('filters by a list of member IDs and pages the whole list', async () => {
    const t = get();
    const a = await insertMember(t.ctx.db);
    const b = await insertMember(t.ctx.db);
    await insertDependent(t.ctx.db, a.id_number);
    await insertDependent(t.ctx.db, b.id_number);
    await insertDependent(t.ctx.db, b.id_number);
    const filtered = await t.call('POST', '/api/dependent/filter', { ids: [a.id_number, Number(b.id_number)] });
    expect(filtered.json().data).toHaveLength(3);
    expect((await t.call('POST', '/api/dependent/filter', { ids: 'x' })).statusCode).toBe(400);
    const page = await t.call('GET', '/api/dependent?limit=2&offset=0');
    expect(page.json().data).toHaveLength(2);
    expect(page.json().total).toBeGreaterThanOrEqual(3);
  });
});
