import { expect, it } from 'vitest';
import { ADMIN, accountOf, forEachDatabase, signInToken } from '../../../test/helpers';

const PERSON = { name: 'Meena Iyer', phone: '9876543210' };

forEachDatabase('registering accounts', (get) => {
  it('registers STAFF unless a role is given, and records who registered, whatever the body says', async () => {
    const t = get();
    const staff = await t.call('POST', '/api/register', {
      ...PERSON,
      email: 'meena@trust.test',
      password: 'meena-pass-1',
      created_by: 'system',
    });
    expect(staff.statusCode).toBe(201);
    const viewer = await t.call('POST', '/api/register', {
      ...PERSON,
      email: 'viewer.meena@trust.test',
      password: 'meena-pass-1',
      role: 'VIEWER',
    });
    expect(viewer.statusCode).toBe(201);
    const rows = (await t.call('GET', '/api/users')).json().data as {
      email: string;
      role: string;
      created_by: string;
    }[];
    expect(rows.find((r) => r.email === 'meena@trust.test')).toMatchObject({ role: 'STAFF', created_by: ADMIN.email });
    expect(rows.find((r) => r.email === 'viewer.meena@trust.test')).toMatchObject({ role: 'VIEWER' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'viewer.meena@trust.test', password: 'meena-pass-1' },
    });
    expect(login.json().user).toEqual({
      name: 'Meena Iyer',
      email: 'viewer.meena@trust.test',
      role: 'VIEWER',
      language: 'en',
    });
  });

  it('refuses a role that does not exist', async () => {
    const res = await get().call('POST', '/api/register', {
      ...PERSON,
      email: 'root@trust.test',
      password: 'root-pass-12',
      role: 'ROOT',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'role', message: 'Choose one of VIEWER, STAFF, ADMIN' });
  });

  it('lets only an admin register an account', async () => {
    const t = get();
    for (const role of ['STAFF', 'VIEWER'] as const) {
      const account = await accountOf(t, role);
      const res = await account.call('POST', '/api/register', {
        ...PERSON,
        email: `by-${role.toLowerCase()}@trust.test`,
        password: 'some-pass-12',
        role: 'ADMIN',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: true, message: 'You do not have permission to do this' });
    }
    const made = await t.ctx.db.selectFrom('admins').select('email').where('email', 'like', 'by-%').execute();
    expect(made).toEqual([]);
  });

  it('refuses the most common passwords, whatever their case', async () => {
    const t = get();
    for (const password of ['password1', 'Password123', 'qwertyuiop', 'iloveyou']) {
      const res = await t.call('POST', '/api/register', { ...PERSON, email: 'common@trust.test', password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({
        error: true,
        message: 'This password is too common',
        issues: [{ path: 'password', message: 'This password is too common' }],
      });
    }
  });
});

forEachDatabase('the Users screen', (get) => {
  it('lists every account with role, status, creator, dates and two-step, never a password or secret', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const res = await t.call('GET', '/api/users');
    expect(res.statusCode).toBe(200);
    const row = (res.json().data as { id: number }[]).find((r) => r.id === staff.id);
    expect(row).toEqual({
      id: staff.id,
      name: 'STAFF Person',
      email: staff.email,
      phone: '9876543210',
      role: 'STAFF',
      status: 'ACTIVE',
      created_by: ADMIN.email,
      created_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      two_step: false,
      must_change_password: false,
      aadhaar_lookups_locked: false,
    });
    expect(res.body).not.toContain('scrypt');
  });

  it('changes a role, which takes effect on the next request', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const member = { id_number: '7001' };
    expect((await staff.call('GET', '/api/audit')).statusCode).toBe(403);
    const res = await t.call('PUT', `/api/users/${staff.id}`, { role: 'ADMIN' });
    expect(res.json()).toEqual({ error: false });
    expect((await staff.call('GET', '/api/audit')).statusCode).toBe(200);
    await t.call('PUT', `/api/users/${staff.id}`, { role: 'VIEWER' });
    const verify = await staff.call('GET', '/api/verify');
    expect(verify.json().user.role).toBe('VIEWER');
    expect((await staff.call('POST', '/api/master', member)).statusCode).toBe(403);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'CHANGE_ROLE')
      .where('entity_id', '=', String(staff.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.actor, a.before_json, a.after_json])).toEqual([
      [ADMIN.email, '{"role":"STAFF"}', '{"role":"ADMIN"}'],
      [ADMIN.email, '{"role":"ADMIN"}', '{"role":"VIEWER"}'],
    ]);
  });

  it('disables an account: its token answers 401 on the next request and it cannot sign in; enabling lets it sign in again', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    expect((await staff.call('GET', '/api/master?limit=1')).statusCode).toBe(200);
    expect((await t.call('PUT', `/api/users/${staff.id}`, { disabled: true })).statusCode).toBe(200);
    const next = await staff.call('GET', '/api/master?limit=1');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ error: true, message: 'Unauthorized' });
    expect((await staff.call('GET', '/api/verify')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('This account is disabled. Ask an admin to enable it.');
    // A wrong password learns nothing of the account's state.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: staff.email, password: 'a-wrong-guess' },
    });
    expect(guess.json().message).toBe('Incorrect E-Mail ID or Password');
    const row = (await t.call('GET', '/api/users')).json().data.find((r: { id: number }) => r.id === staff.id);
    expect(row.status).toBe('DISABLED');

    expect((await t.call('PUT', `/api/users/${staff.id}`, { disabled: false })).statusCode).toBe(200);
    // The sessions it had stay ended; a new sign-in works.
    expect((await staff.call('GET', '/api/verify')).statusCode).toBe(401);
    expect(await signInToken(t, staff.email, staff.password)).toEqual(expect.any(String));
    const actions = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(staff.id))
      .execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['DISABLE_ACCOUNT', 'ENABLE_ACCOUNT']));
  });

  it('answers 404 for an unknown account and 400 for nothing to change', async () => {
    const t = get();
    const unknown = await t.call('PUT', '/api/users/99999', { role: 'STAFF' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: true, message: 'No such user' });
    const nothing = await t.call('PUT', '/api/users/1', {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Say what to change: role or disabled');
    expect((await t.call('POST', '/api/users/99999/password', { password: 'temp-pass-77' })).statusCode).toBe(404);
  });

  it('sets a temporary password: sessions end, and the account can only change it until it does', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const common = await t.call('POST', `/api/users/${staff.id}/password`, { password: 'password123' });
    expect(common.json().message).toBe('This password is too common');
    const set = await t.call('POST', `/api/users/${staff.id}/password`, { password: 'temporary pass 7' });
    expect(set.json()).toEqual({ error: false });
    expect((await staff.call('GET', '/api/verify')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: staff.email, password: staff.password },
        })
      ).statusCode,
    ).toBe(401);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: staff.email, password: 'temporary pass 7' },
    });
    expect(login.json()).toMatchObject({ mustChangePassword: true, mustSetUpTwoStep: false });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const verify = await t.app.inject({ method: 'GET', url: '/api/verify', headers });
    expect(verify.json().mustChangePassword).toBe(true);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/master?limit=1', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: true, message: 'Change your temporary password before going on' });

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers,
      payload: { old_password: 'temporary pass 7', new_password: 'my own pass 2026' },
    });
    expect(changed.json()).toEqual({ error: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/master?limit=1', headers })).statusCode).toBe(200);
    const row = (await t.call('GET', '/api/users')).json().data.find((r: { id: number }) => r.id === staff.id);
    expect(row.must_change_password).toBe(false);
  });

  it('does not set a temporary password on one\u2019s own account', async () => {
    const t = get();
    const me = await t.call('GET', '/api/users');
    const myId = me.json().data.find((r: { email: string }) => r.email === ADMIN.email).id;
    const res = await t.call('POST', `/api/users/${myId}/password`, { password: 'temporary pass 8' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Change your own password under Change Password');
  });

  it('keeps the Users routes for admins', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const viewer = await accountOf(t, 'VIEWER');
    for (const account of [staff, viewer]) {
      expect((await account.call('GET', '/api/users')).statusCode).toBe(403);
      expect((await account.call('PUT', `/api/users/${account.id}`, { role: 'ADMIN' })).statusCode).toBe(403);
      expect(
        (await account.call('POST', `/api/users/${account.id}/password`, { password: 'x-pass-123' })).statusCode,
      ).toBe(403);
    }
    const roles = await t.ctx.db.selectFrom('admins').select('role').where('id', 'in', [staff.id, viewer.id]).execute();
    expect(roles.map((r) => r.role).sort()).toEqual(['STAFF', 'VIEWER']);
  });
});

forEachDatabase('the last active admin', (get) => {
  it('cannot be demoted or disabled, even by itself', async () => {
    const t = get();
    const me = (await t.call('GET', '/api/users')).json().data.find((r: { email: string }) => r.email === ADMIN.email);
    for (const change of [{ role: 'STAFF' }, { disabled: true }, { role: 'VIEWER', disabled: true }]) {
      const res = await t.call('PUT', `/api/users/${me.id}`, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This is the last active admin: make another account an admin before disabling it or changing its role',
      );
    }
    expect((await t.call('GET', '/api/verify')).json().user.role).toBe('ADMIN');
  });

  it('counts only active admins: a disabled admin does not keep the last one removable', async () => {
    const t = get();
    const other = await accountOf(t, 'ADMIN');
    expect((await other.call('PUT', `/api/users/${other.id}`, { disabled: true })).statusCode).toBe(409);
    expect((await t.call('PUT', `/api/users/${other.id}`, { disabled: true })).statusCode).toBe(200);
    const me = (await t.call('GET', '/api/users')).json().data.find((r: { email: string }) => r.email === ADMIN.email);
    expect((await t.call('PUT', `/api/users/${me.id}`, { role: 'STAFF' })).statusCode).toBe(409);
  });

  it('survives two admins demoting each other at once: one of them stays admin', async () => {
    const t = get();
    const a = await accountOf(t, 'ADMIN');
    const b = await accountOf(t, 'ADMIN');
    // Leave exactly these two active: the first admin steps down to STAFF.
    const me = (await t.call('GET', '/api/users')).json().data.find((r: { email: string }) => r.email === ADMIN.email);
    expect((await t.call('PUT', `/api/users/${me.id}`, { role: 'STAFF' })).statusCode).toBe(200);
    const [ab, ba] = await Promise.all([
      a.call('PUT', `/api/users/${b.id}`, { role: 'VIEWER' }),
      b.call('PUT', `/api/users/${a.id}`, { role: 'VIEWER' }),
    ]);
    // One goes through; the other is refused: by the rule (409), or by its role (403) when the
    // first had already demoted it before its request was checked.
    const codes = [ab.statusCode, ba.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = await t.ctx.db
      .selectFrom('admins')
      .select('id')
      .where('role', '=', 'ADMIN')
      .where('disabled_at', 'is', null)
      .execute();
    expect(admins).toHaveLength(1);
  });
});
