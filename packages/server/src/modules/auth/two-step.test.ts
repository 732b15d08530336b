import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { type Account, ADMIN, accountOf, forEachDatabase, type TestApp } from '../../../test/helpers';

/** The phone: the code an authenticator app shows for `secret` at `at`. */
function codeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/** Sets up two-step sign-in for an account as a person does: password, secret, first code. */
async function enrol(t: TestApp, account: Account) {
  const started = await account.call('POST', '/api/two-step/start', { password: account.password });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await account.call('POST', '/api/two-step/confirm', { code: codeAt(secret, t.ctx.now()) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

async function passwordStep(t: TestApp, account: Account) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: account.email, password: account.password },
  });
}

async function codeStep(t: TestApp, challenge: string, code: string) {
  return t.app.inject({ method: 'POST', url: '/api/login/two-step', payload: { challenge, code } });
}

forEachDatabase('two-step sign-in', (get) => {
  it('enrols with the password, a secret and its QR code, then a first code; answers ten recovery codes once', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const wrongPassword = await staff.call('POST', '/api/two-step/start', { password: 'not-my-password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('The password is not correct');

    const started = await staff.call('POST', '/api/two-step/start', { password: staff.password });
    const { secret, otpauthUrl, qrCodeSvg } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('otpauth://totp/');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Test%20Welfare%20Trust');
    expect(qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await staff.call('GET', '/api/two-step')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });

    const wrongCode = await staff.call('POST', '/api/two-step/confirm', { code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().issues).toMatchObject([{ path: 'code', message: 'The code is not correct' }]);

    const confirmed = await staff.call('POST', '/api/two-step/confirm', { code: codeAt(secret, t.ctx.now()) });
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await staff.call('GET', '/api/two-step')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    const again = await staff.call('POST', '/api/two-step/start', { password: staff.password });
    expect(again.statusCode).toBe(409);

    // Neither the secret nor a recovery code is kept in clear, answered again or written to the trail.
    const stored = await t.ctx.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.replace(/-/g, '') ?? 'x');
    const later = [
      await staff.call('GET', '/api/two-step'),
      await t.call('GET', '/api/users'),
      await t.call('GET', '/api/audit?limit=200'),
    ];
    for (const res of later) {
      expect(res.body).not.toContain(secret);
      for (const code of codes) expect(res.body).not.toContain(code);
    }
  });

  it('signs in with a code after the password, and takes no code twice', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const { secret } = await enrol(t, staff);
    const first = await passwordStep(t, staff);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['challenge', 'twoStep']);
    const { challenge } = first.json();

    // The challenge is no bearer token.
    const misuse = await t.app.inject({
      method: 'GET',
      url: '/api/master?limit=1',
      headers: { authorization: `Bearer ${challenge}` },
    });
    expect(misuse.statusCode).toBe(401);

    // The code of the confirmation step was taken already; the next period's code signs in.
    t.setNow(new Date(Date.now() + 30_000));
    const code = codeAt(secret, t.ctx.now());
    const signedIn = await codeStep(t, challenge, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { email: staff.email, role: 'STAFF' },
      mustChangePassword: false,
      mustSetUpTwoStep: false,
    });
    const token = signedIn.json().token as string;
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/verify',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);

    const replay = await codeStep(t, challenge, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: true, message: 'The code is not correct' });
    t.setNow(new Date());
  });

  it('signs in once with each recovery code, typed in any case and spacing', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const { recoveryCodes } = await enrol(t, staff);
    const code = recoveryCodes[3] as string;
    const { challenge } = (await passwordStep(t, staff)).json();
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const signedIn = await codeStep(t, challenge, typed);
    expect(signedIn.statusCode).toBe(200);
    expect((await staff.call('GET', '/api/two-step')).json().recoveryCodesLeft).toBe(9);
    const again = await codeStep(t, (await passwordStep(t, staff)).json().challenge, code);
    expect(again.statusCode).toBe(401);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'LOGIN')
      .where('actor', '=', staff.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ via: 'recovery code' });
  });

  it('refuses a wrong code, an expired challenge and a forged one', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const { secret } = await enrol(t, staff);
    const { challenge } = (await passwordStep(t, staff)).json();
    expect((await codeStep(t, challenge, '123456')).json().message).toBe('The code is not correct');
    expect((await codeStep(t, challenge, 'not a code at all')).statusCode).toBe(401);
    expect((await codeStep(t, 'forged.challenge.text', codeAt(secret, new Date()))).json()).toMatchObject({
      error: true,
      message: 'The sign-in took too long. Please sign in again.',
    });
    t.setNow(new Date(Date.now() + 6 * 60_000));
    const late = await codeStep(t, challenge, codeAt(secret, t.ctx.now()));
    t.setNow(new Date());
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('The sign-in took too long. Please sign in again.');
    // A bearer token is no challenge.
    expect((await codeStep(t, staff.token, codeAt(secret, new Date()))).statusCode).toBe(401);
  });

  it('turns off with the password, and then signs in with the password alone', async () => {
    const t = get();
    const viewer = await accountOf(t, 'VIEWER');
    await enrol(t, viewer);
    expect((await viewer.call('POST', '/api/two-step/off', { password: 'wrong-pass-1' })).statusCode).toBe(400);
    expect((await viewer.call('POST', '/api/two-step/off', { password: viewer.password })).json()).toEqual({
      error: false,
    });
    expect((await passwordStep(t, viewer)).json().token).toEqual(expect.any(String));
    expect((await viewer.call('POST', '/api/two-step/off', { password: viewer.password })).statusCode).toBe(409);
  });

  it('is turned off by an admin for an account that lost its phone and its codes, not for the admin\u2019s own', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const viewer = await accountOf(t, 'VIEWER');
    await enrol(t, staff);
    expect((await viewer.call('DELETE', `/api/users/${staff.id}/two-step`)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/users/${staff.id}/two-step`)).json()).toEqual({ error: false });
    expect((await passwordStep(t, staff)).json().token).toEqual(expect.any(String));
    const again = await t.call('DELETE', `/api/users/${staff.id}/two-step`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-step sign-in is not on for this account');
    const me = (await t.call('GET', '/api/users')).json().data.find((r: { email: string }) => r.email === ADMIN.email);
    expect((await t.call('DELETE', `/api/users/${me.id}/two-step`)).json().message).toBe(
      'Turn off your own two-step sign-in under Two-Step Sign-In',
    );
    expect((await t.call('DELETE', '/api/users/99999/two-step')).statusCode).toBe(404);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'TWO_STEP_RESET')
      .where('entity_id', '=', String(staff.id))
      .execute();
    expect(audit.map((a) => a.actor)).toEqual([ADMIN.email]);
  });

  it('makes ten new recovery codes in place of the old ones', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const { recoveryCodes } = await enrol(t, staff);
    const fresh = await staff.call('POST', '/api/two-step/recovery-codes', { password: staff.password });
    const codes = fresh.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const old = await codeStep(t, (await passwordStep(t, staff)).json().challenge, recoveryCodes[0] as string);
    expect(old.statusCode).toBe(401);
    const now = await codeStep(t, (await passwordStep(t, staff)).json().challenge, codes[0] as string);
    expect(now.statusCode).toBe(200);
  });
});

forEachDatabase('two-step sign-in required for admins', (get) => {
  it('is set by an admin only, and sends an admin without it to set it up before anything else', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    expect((await staff.call('PUT', '/api/sign-in-rules', { require_two_step_for_admins: true })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/sign-in-rules')).json()).toEqual({ require_two_step_for_admins: false });
    const admin = await accountOf(t, 'ADMIN');

    // Requiring it needs it on one's own account first, or the admin would be sent away at once.
    const early = await admin.call('PUT', '/api/sign-in-rules', { require_two_step_for_admins: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Set up two-step sign-in for your own account before requiring it for admins');
    const first = { ...admin, call: t.call, password: ADMIN.password };
    await enrol(t, first);
    expect((await t.call('PUT', '/api/sign-in-rules', { require_two_step_for_admins: true })).json()).toEqual({
      error: false,
    });
    expect((await t.call('GET', '/api/sign-in-rules')).json()).toEqual({ require_two_step_for_admins: true });

    // A session already open must set it up at its next request; STAFF are not concerned.
    const blocked = await admin.call('GET', '/api/master?limit=1');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Set up two-step sign-in before going on');
    expect((await staff.call('GET', '/api/master?limit=1')).statusCode).toBe(200);
    const signIn = await passwordStep(t, admin);
    expect(signIn.json()).toMatchObject({ mustSetUpTwoStep: true, user: { role: 'ADMIN' } });
    expect((await admin.call('GET', '/api/two-step')).json()).toMatchObject({ required: true });

    const { secret } = await enrol(t, admin);
    expect((await admin.call('GET', '/api/master?limit=1')).statusCode).toBe(200);
    const off = await admin.call('POST', '/api/two-step/off', { password: admin.password });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Two-step sign-in is required for admin accounts');
    expect(secret).toBeTruthy();

    expect((await staff.call('PUT', '/api/sign-in-rules', { require_two_step_for_admins: false })).statusCode).toBe(
      403,
    );
    expect((await admin.call('PUT', '/api/sign-in-rules', { require_two_step_for_admins: false })).statusCode).toBe(
      200,
    );
    expect((await admin.call('POST', '/api/two-step/off', { password: admin.password })).statusCode).toBe(200);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'SIGN_IN_RULES').execute();
    expect(audit).toHaveLength(2);
  });
});
