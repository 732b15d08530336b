import { memberListMessages } from '@trust/contract/member-list';
import { beforeAll, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';

/** The Member List screen's pages after and before a member, and its count apart. */
forEachDatabase('member list pages', (get) => {
  let t: TestApp;
  /** The IDs of the whole list in its order, as `GET master` (the whole list) gives them. */
  let everyone: string[];
  /** A member with particulars the list does not show. */
  let withParticulars: string;

  beforeAll(async () => {
    t = get();
    // Equal names, so the ID breaks the tie; names of any script.
    for (const name of ['ZED QZPAGE', 'ANU QZPAGE', 'ANU QZPAGE', 'अमर QZPAGE', 'BINA QZPAGE', 'CHETAN', 'DEV']) {
      await insertMember(t.ctx.db, { member_name: name });
    }
    ({ id_number: withParticulars } = await insertMember(t.ctx.db, {
      member_name: 'ELA QZLINE',
      department: 'STORES',
      mobile: '9812345670',
      address: '4 MILL ROAD',
      email: 'ela@example.org',
      date_of_birth: '1980-05-06',
      nominee_name: 'RAVI',
    }));
    everyone = (await t.call('GET', '/api/master')).json().data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER);
  });

  const idsOf = (body: { data: { ID_NUMBER: string }[] }) => body.data.map((m) => m.ID_NUMBER);

  async function page(query: string) {
    const res = await t.call('GET', `/api/members?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { ID_NUMBER: string }[]; more: boolean; earlier: boolean };
  }

  it('walks the whole list forwards and back in pages, in the order of the full list', async () => {
    const forwards: string[] = [];
    let body = await page('limit=3');
    expect(body.earlier).toBe(false);
    forwards.push(...idsOf(body));
    while (body.more) {
      body = await page(`limit=3&after=${forwards.at(-1)}`);
      expect(body.earlier).toBe(true);
      forwards.push(...idsOf(body));
    }
    expect(forwards).toEqual(everyone);

    const backwards: string[] = idsOf(body);
    while (body.earlier) {
      body = await page(`limit=3&before=${backwards[0]}`);
      expect(body.more).toBe(true);
      backwards.unshift(...idsOf(body));
    }
    expect(backwards).toEqual(everyone);
  });

  it('sends each member with what the list shows and nothing more of their particulars', async () => {
    const [line] = (await page('q=qzline')).data;
    expect(line).toEqual({
      ID_NUMBER: withParticulars,
      MEMBER_NAME: 'ELA QZLINE',
      DEPARTMENT: 'STORES',
      MOBILE: '9812345670',
      ADDRESS: '4 MILL ROAD',
      EMAIL: 'ela@example.org',
    });
    const [member] = (await t.call('GET', `/api/master/${withParticulars}`)).json().data;
    expect(member).toMatchObject(line as object);
  });

  it('pages the filter’s matches the same way, and counts them apart', async () => {
    const all = (await t.call('GET', '/api/master?q=qzpage'))
      .json()
      .data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER);
    expect(all).toHaveLength(5);
    const first = await page('limit=2&q=qzpage');
    const second = await page(`limit=2&q=qzpage&after=${idsOf(first).at(-1)}`);
    const third = await page(`limit=2&q=qzpage&after=${idsOf(second).at(-1)}`);
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(all);
    expect([first.more, second.more, third.more]).toEqual([true, true, false]);
    expect((await t.call('GET', '/api/members/count?q=qzpage')).json()).toEqual({ total: 5 });
    expect((await t.call('GET', '/api/members/count')).json()).toEqual({ total: everyone.length });
  });

  it('does not start from a member since erased', async () => {
    const erased = await insertMember(t.ctx.db, { member_name: 'ERASED QZGONE' });
    await t.ctx.db.deleteFrom('members').where('id_number', '=', erased.id_number).execute();
    const res = await t.call('GET', `/api/members?after=${erased.id_number}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: true, message: memberListMessages.goneMember });
  });

  it('refuses a bad page in the one error shape', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=x', `after=${everyone[0]}&before=${everyone[1]}`]) {
      const res = await t.call('GET', `/api/members?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true });
    }
  });
});
