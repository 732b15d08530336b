import { beforeAll, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { forEachDatabase, type TestApp } from '../../test/helpers';

/** The member list's filter through its trigram index: the same answers as `contains`, kept up to date. */
forEachDatabase('member list filter', (get) => {
  let call: TestApp['call'];
  let ids: Record<'ravi' | 'meera' | 'quoted', string>;

  beforeAll(async () => {
    const t = get();
    call = t.call;
    const ravi = await insertMember(t.ctx.db, {
      member_name: 'RAVI QZXWORTHY',
      ticket_number: '7301 4455 9912',
      mobile: '9123456780',
    });
    const meera = await insertMember(t.ctx.db, { member_name: 'MEERA QZXWORTHY', mobile: '9988776655' });
    const quoted = await insertMember(t.ctx.db, { member_name: 'A"B 50%_OFF QZX' });
    ids = { ravi: ravi.id_number, meera: meera.id_number, quoted: quoted.id_number };
  });

  async function found(q: string): Promise<string[]> {
    const res = await call('GET', `/api/master?limit=50&q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER);
  }

  it('finds a part of the name in any case, in name order', async () => {
    expect(await found('qzxworthy')).toEqual([ids.meera, ids.ravi]);
    expect(await found('Ravi qZx')).toEqual([ids.ravi]);
  });

  it('finds a part of the ticket number or the mobile', async () => {
    expect(await found('4455 99')).toEqual([ids.ravi]);
    expect(await found('8776')).toEqual([ids.meera]);
  });

  it('never matches text that runs from one column into the next', async () => {
    // RAVI's name ends 'QZXWORTHY' and his ID follows it in the searched text; his ticket ends
    // '9912' and his mobile begins '9123'.
    expect(await found(`worthy${ids.ravi}`)).toEqual([]);
    expect(await found(`worthy ${ids.ravi}`)).toEqual([]);
    expect(await found('99129123')).toEqual([]);
    expect(await found('9912 9123')).toEqual([]);
  });

  it('takes quotes, % and _ as plain text, and short text too', async () => {
    expect(await found('a"b')).toEqual([ids.quoted]);
    expect(await found('50%_')).toEqual([ids.quoted]);
    expect(await found('0%')).toEqual([ids.quoted]);
    expect(await found('"')).toEqual([ids.quoted]);
  });

  it('follows a change of name and a removal', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db, { member_name: 'OLDNAME QZYVWK' });
    expect(await found('oldname qzy')).toEqual([member.id_number]);
    await t.ctx.db
      .updateTable('members')
      .set({ member_name: 'NEWNAME QZYVWK' })
      .where('id_number', '=', member.id_number)
      .execute();
    expect(await found('oldname qzy')).toEqual([]);
    expect(await found('newname qzy')).toEqual([member.id_number]);
    expect((await call('DELETE', `/api/master/${member.id_number}`, { reason: 'Left the trust' })).statusCode).toBe(
      200,
    );
    expect(await found('qzyvwk')).toEqual([]);
  });

  it('follows a change of mobile, ticket and ID, and an erasure, whoever writes them', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db, { member_name: 'MOBILE QZTRKV', mobile: '9012345678' });
    const change = (set: { mobile?: string; ticket_number?: string; id_number?: string }, id = member.id_number) =>
      t.ctx.db.updateTable('members').set(set).where('id_number', '=', id).execute();

    await change({ mobile: '9876012345', ticket_number: 'TKQZ-77' });
    expect(await found('90123456')).toEqual([]);
    expect(await found('98760123')).toEqual([member.id_number]);
    expect(await found('tkqz-7')).toEqual([member.id_number]);

    const renumbered = `${member.id_number}7`;
    await change({ id_number: renumbered });
    expect(await found('qztrkv')).toEqual([renumbered]);

    await t.ctx.db.deleteFrom('members').where('id_number', '=', renumbered).execute();
    expect(await found('qztrkv')).toEqual([]);
  });

  it('leaves archived members out of the filter and the totals, and takes them back when restored', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db, { member_name: 'ARCHIVO QZPLMK' });
    const total = async (q = '') => (await call('GET', `/api/master?limit=1&q=${q}`)).json().total;
    const [everyone, matching] = [await total(), await total('qzplmk')];
    const archive = (at: string | null) =>
      t.ctx.db.updateTable('members').set({ archived_at: at }).where('id_number', '=', member.id_number).execute();

    await archive('2026-11-25T10:00:00.000Z');
    expect(await found('archivo qzp')).toEqual([]);
    expect([await total(), await total('qzplmk')]).toEqual([everyone - 1, matching - 1]);

    await archive(null);
    expect(await found('archivo qzp')).toEqual([member.id_number]);
    expect([await total(), await total('qzplmk')]).toEqual([everyone, matching]);
  });

  it('counts what the filter finds', async () => {
    const res = await call('GET', '/api/master?limit=1&offset=0&q=QZXWORTHY');
    expect(res.json().total).toBe(2);
    expect(res.json().data).toHaveLength(1);
  });
});
