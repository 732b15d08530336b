import { expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';

forEachDatabase('audit trail', (get) => {
  it('shows who changed a member and what, filtered by member, user and date', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db, { member_name: 'AUDITED ONE' });
    const read = (await t.call('GET', `/api/master/${member.id_number}`)).json().data[0];
    const body = Object.fromEntries(Object.entries(read).filter(([k]) => k !== 'REGISTRATION_DATE'));
    const put = await t.call('PUT', `/api/master/${member.id_number}`, { ...body, MEMBER_NAME: 'AUDITED TWO' });
    expect(put.json()).toEqual({ error: false });

    const res = await t.call('GET', `/api/audit?memberId=${member.id_number}`);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      actor: 'admin@trust.test',
      action: 'UPDATE',
      entity: 'member',
      entity_id: member.id_number,
    });
    expect(data[0].before.member_name).toBe('AUDITED ONE');
    expect(data[0].after.member_name).toBe('AUDITED TWO');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const byUser = (await t.call('GET', `/api/audit?user=ADMIN@trust.test&fromDate=${today}&toDate=${today}`)).json();
    expect(byUser.data.some((r: { entity_id: string }) => r.entity_id === member.id_number)).toBe(true);
    const before = (await t.call('GET', `/api/audit?memberId=${member.id_number}&toDate=2000-01-01`)).json();
    expect(before.total).toBe(0);
    expect((await t.call('GET', '/api/audit?fromDate=2026-02-01&toDate=2026-01-01')).statusCode).toBe(400);
  });

  it('cannot be edited or deleted through the app', async () => {
    const t = get();
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH']) {
      const res = await t.call(method, '/api/audit/1', method === 'DELETE' ? undefined : {});
      expect(res.statusCode, method).toBe(404);
    }
    expect(t.app.routeList.filter((r) => r.url.startsWith('/api/audit')).map((r) => r.method)).toEqual(['GET']);
  });
});
