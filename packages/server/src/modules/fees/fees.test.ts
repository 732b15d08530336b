import { beforeAll, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { ADMIN, forEachDatabase, type TestApp } from '../../../test/helpers';

const newAmounts = {
  amount1: '6500',
  amount3: '9500',
  amount4: '11000',
  amount5: '12500',
  amount6: '14000',
  amount_sub: '700',
};

forEachDatabase('fees and the group price', (get) => {
  let call: TestApp['call'];
  beforeAll(async () => {
    get().setNow('2026-06-01T06:00:00Z');
    call = get().call;
  });

  it('lists the fee of every family group with the subscription amount', async () => {
    expect((await call('GET', '/api/master/subscription/allAmount')).json()).toEqual({
      data: [
        { family_group: '1+1', amount_med: 6000, amount_sub: 600 },
        { family_group: '1+3', amount_med: 9000, amount_sub: 600 },
        { family_group: '1+4', amount_med: 10500, amount_sub: 600 },
        { family_group: '1+5', amount_med: 12000, amount_sub: 600 },
        { family_group: '1+6', amount_med: 13500, amount_sub: 600 },
      ],
    });
    expect((await call('GET', '/api/master/subscription/amount')).json()).toEqual({ data: [{ AMOUNT: 600 }] });
  });

  it('gives the group price of a member: birth date, group, membership status, fee and remarks', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db, { family_group: '1+4', user_status: 'RETIRED' });
    const url = `/api/master/group/${m.id_number}`;
    expect((await call('GET', url)).json()).toEqual({
      data: [
        { DATE_OF_BIRTH: m.date_of_birth, family_group: '1+4', STATUS: 'EXPIRED', amount: 10500, REMARKS: 'RETIRED' },
      ],
    });
    await call('POST', `/api/subscription/activate/${m.id_number}`, { amount: 600, mode_of_payment: 'CASH' });
    expect((await call('GET', url)).json().data[0].STATUS).toBe('ACTIVE');
    expect((await call('GET', '/api/master/group/999999')).json()).toEqual({ error: true, data: [] });
  });

  it('refuses bad amounts with 400 and the form words, changing nothing', async () => {
    const t = get();
    const before = await t.ctx.db.selectFrom('fee_amounts').selectAll().orderBy('name').execute();
    const empty = await call('PUT', '/api/master/subscription/allAmount', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Family Group 1+1 Is Required Field',
      'Family Group 1+3 Is Required Field',
      'Family Group 1+4 Is Required Field',
      'Family Group 1+5 Is Required Field',
      'Family Group 1+6 Is Required Field',
      'Subscription Amount Is Required Field',
    ]);
    const letters = await call('PUT', '/api/master/subscription/allAmount', {
      ...newAmounts,
      amount5: '12k',
      amount_sub: 'six',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().issues).toMatchObject([
      { path: 'amount5', message: 'Family Group 1+5 In Alphabets Only ' },
      { path: 'amount_sub', message: 'Subscription Amount In Alphabets Only ' },
    ]);
    expect(await t.ctx.db.selectFrom('fee_amounts').selectAll().orderBy('name').execute()).toEqual(before);
  });

  it('updates every fee, which the lists, the group price and the audit log then show', async () => {
    const t = get();
    const res = await call('PUT', '/api/master/subscription/allAmount', { ...newAmounts, AMOUNT3: 9600 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false });

    expect((await call('GET', '/api/master/subscription/allAmount')).json().data).toEqual([
      { family_group: '1+1', amount_med: 6500, amount_sub: 700 },
      { family_group: '1+3', amount_med: 9600, amount_sub: 700 },
      { family_group: '1+4', amount_med: 11000, amount_sub: 700 },
      { family_group: '1+5', amount_med: 12500, amount_sub: 700 },
      { family_group: '1+6', amount_med: 14000, amount_sub: 700 },
    ]);
    expect((await call('GET', '/api/master/subscription/amount')).json()).toEqual({ data: [{ AMOUNT: 700 }] });
    const m = await insertMember(t.ctx.db, { family_group: '1+6' });
    expect((await call('GET', `/api/master/group/${m.id_number}`)).json().data[0].amount).toBe(14000);

    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'fee_amounts').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'UPDATE_AMOUNTS', actor: ADMIN.email });
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toMatchObject({ '1+3': 9000, SUBSCRIPTION: 600 });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ '1+3': 9600, SUBSCRIPTION: 700 });
    const stored = await t.ctx.db
      .selectFrom('fee_amounts')
      .selectAll()
      .where('name', '=', '1+3')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ amount: 9600, updated_by: ADMIN.email, updated_at: '2026-06-01T06:00:00.000Z' });
  });
});
