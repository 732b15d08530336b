import { todayInIndia } from '@trust/contract/dates';
import { expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { newMemberBody } from './member-fixtures';
import { findMember, toMemberRow } from './members.repository';

forEachDatabase('finding members', (get) => {
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

  it('answers the error flag for an unknown member', async () => {
    const res = await get().call('GET', '/api/master/99999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: true, data: [] });
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

  it('lists the departments', async () => {
    const res = await get().call('GET', '/api/department');
    expect(res.json().data).toContainEqual({ DEPARTMENT: 'ACCOUNTS' });
  });

  it('finds a member by a name written in Devanagari, as by a Latin one', async () => {
    // Names no other test of this file uses: the file's tests share one database.
    const t = get();
    const body = newMemberBody({ member_name: 'कमलेश्वरी भटनागर' });
    expect((await t.call('POST', '/api/master', body)).statusCode).toBe(201);
    const other = newMemberBody({ member_name: 'कमलनयन भगत' });
    expect((await t.call('POST', '/api/master', other)).statusCode).toBe(201);
    for (const [q, ids] of [
      ['कमलेश्वरी भटनागर', [body.id_number]],
      ['भटनागर', [body.id_number]],
      ['टना', [body.id_number]],
      ['कमल', [body.id_number, other.id_number]],
      ['कम', [body.id_number, other.id_number]],
    ] as const) {
      const query = `limit=10&q=${encodeURIComponent(q)}`;
      const page = (await t.call('GET', `/api/master?${query}`)).json();
      expect(page.data.map((row: { ID_NUMBER: string }) => row.ID_NUMBER).sort(), q).toEqual([...ids].sort());
      expect(page.total, q).toBe(ids.length);
      expect((await t.call('GET', `/api/members/count?q=${encodeURIComponent(q)}`)).json(), q).toEqual({
        total: ids.length,
      });
    }

    // A nukta letter typed as one character (ख़, U+0959) or as its letter and the nukta (ख + ़) is one name.
    const nukta = newMemberBody({ member_name: 'अज़ीज़ \u0959ानज़ादा' });
    expect((await t.call('POST', '/api/master', nukta)).statusCode).toBe(201);
    const page = (await t.call('GET', `/api/master?limit=10&q=${encodeURIComponent('\u0916\u093Cानज़ा')}`)).json();
    expect(page.data.map((row: { ID_NUMBER: string }) => row.ID_NUMBER)).toEqual([nukta.id_number]);
  });
});
