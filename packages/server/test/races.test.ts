import { expect, it } from 'vitest';
import { insertMember } from './factories';
import { forEachDatabase } from './helpers';

/** The guarantees that only show when requests arrive together. */
forEachDatabase('races', (get) => {
  it('numbers receipts taken at the same moment without a gap or a duplicate', async () => {
    const t = get();
    t.setNow('2026-11-21T06:00:00Z');
    const members = await Promise.all(Array.from({ length: 8 }, () => insertMember(t.ctx.db)));
    const answers = await Promise.all(
      members.flatMap((m) => [
        t.call('POST', '/api/misc/report', { member_id: m.id_number, mode_of_payment: 'CASH', misc: '10' }),
        t.call('POST', '/api/misc/report', { member_id: m.id_number, mode_of_payment: 'UPI', fine: '5' }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(16).fill(201));
    const numbers = answers.map((a) => Number((a.json().receipt_no as string).split('/')[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(16);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(15);
  });

  it('lets the last of two racing edits of a member win whole, never a mix of fields', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const read = (await t.call('GET', `/api/master/${member.id_number}`)).json().data[0];
    const { REGISTRATION_DATE: _, ...fields } = read;
    const edits = Array.from({ length: 6 }, (_, i) => ({
      ...fields,
      MEMBER_NAME: `Edit ${'ABCDEF'[i]}`,
      ADDRESS: `Address of edit ${'ABCDEF'[i]}`,
      MOBILE: `90000000${String(i).padStart(2, '0')}`,
    }));
    const answers = await Promise.all(edits.map((e) => t.call('PUT', `/api/master/${member.id_number}`, e)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const after = (await t.call('GET', `/api/master/${member.id_number}`)).json().data[0];
    const winner = edits.find((e) => e.MEMBER_NAME === after.MEMBER_NAME);
    expect(winner).toBeDefined();
    expect(after.ADDRESS).toBe(winner?.ADDRESS);
    expect(after.MOBILE).toBe(winner?.MOBILE);
  });
});
