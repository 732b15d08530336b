import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN, accountOf, createTestApp, forEachDatabase } from '../../../test/helpers';

forEachDatabase('auth', (get) => {
  it('signs in with the right password and answers the name', async () => {
    const res = await get().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ name: ADMIN.name, email: ADMIN.email, role: 'ADMIN', language: 'en' });
    expect(body.mustChangePassword).toBe(false);
    expect(body.mustSetUpTwoStep).toBe(false);
    expect(typeof body.token).toBe('string');
  });

  it('matches the email without regard to case', async () => {
    const res = await get().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { EMAIL: ADMIN.email.toUpperCase(), PASSWORD: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with the login failure message', async () => {
    const res = await get().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: 'wrong123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: true,
      message: 'Incorrect E-Mail ID or Password',
      code: 'auth.loginFailed',
      params: {},
    });
  });

  it('refuses an unknown email the same way', async () => {
    const res = await get().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@x.in', password: 'wrong123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Incorrect E-Mail ID or Password');
  });

  it('answers 400 with the form messages for a missing field', async () => {
    const res = await get().app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: true,
      code: 'auth.emailRequired',
      params: {},
      issues: [
        { path: 'email', message: 'Email Is Required Field', code: 'auth.emailRequired', params: {} },
        { path: 'password', message: 'Password Is Required Field', code: 'auth.passwordRequired', params: {} },
      ],
    });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await get().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, message: 'The request body is not valid JSON' });
  });

  it('verifies a good token and refuses a bad one', async () => {
    const t = get();
    const ok = await t.call('GET', '/api/verify');
    expect(ok.json()).toEqual({
      status: 200,
      user: { name: ADMIN.name, email: ADMIN.email, role: 'ADMIN', language: 'en' },
      mustChangePassword: false,
      mustSetUpTwoStep: false,
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/verify',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ status: 401 });
  });

  it('keeps the language each account sets for itself, in the sign-in and verify answers', async () => {
    const t = get();
    const viewer = await accountOf(t, 'VIEWER');
    const set = await viewer.call('PUT', '/api/me/language', { language: 'hi' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ error: false });
    expect((await viewer.call('GET', '/api/verify')).json().user.language).toBe('hi');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: viewer.email, password: viewer.password },
    });
    expect(again.json().user).toMatchObject({ email: viewer.email, language: 'hi' });
    // Another account's language stays its own.
    expect((await t.call('GET', '/api/verify')).json().user.language).toBe('en');
    expect((await viewer.call('PUT', '/api/me/language', { language: 'en' })).statusCode).toBe(200);
    expect((await viewer.call('GET', '/api/verify')).json().user.language).toBe('en');
  });

  it('refuses a language other than en or hi with 400, and a caller without a token with 401', async () => {
    const t = get();
    for (const payload of [{ language: 'fr' }, {}, { language: 7 }]) {
      const res = await t.call('PUT', '/api/me/language', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, issues: [{ path: 'language' }] });
    }
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call('GET', '/api/verify')).json().user.language).toBe('en');
  });

  it('registers a second admin who can sign in, and refuses the same email again', async () => {
    const t = get();
    const admin = {
      name: 'Ravi Kumar',
      phone: '9876543210',
      email: 'ravi@trust.test',
      password: 'ravi12345',
      created_by: 'Test Admin',
    };
    const created = await t.call('POST', '/api/register', admin);
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toEqual(expect.any(Number));
    const again = await t.call('POST', '/api/register', { ...admin, email: 'RAVI@trust.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: true, message: 'Admin Already Exists' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.json().user.name).toBe('Ravi Kumar');
  });

  it('applies the admin password rule: 8 characters or more, of any kind', async () => {
    const t = get();
    const account = { name: 'Weak', phone: '9876543210', email: 'weak@trust.test' };
    const short = await t.call('POST', '/api/register', { ...account, password: 'ab c!1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password Must be Minimum 8 characters, at least 1 letter and 1 number');
    const passphrase = await t.call('POST', '/api/register', { ...account, password: 'tea at the ghat, 5 pm!' });
    expect(passphrase.statusCode).toBe(201);
  });

  it('writes sign-in and registration to the audit log without passwords', async () => {
    const rows = await get().ctx.db.selectFrom('audit_log').selectAll().execute();
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('LOGIN');
    expect(actions).toContain('LOGIN_FAILED');
    expect(actions).toContain('REGISTER_ADMIN');
    expect(JSON.stringify(rows)).not.toContain('ravi12345');
  });

  it('audits a failed sign-in for an unknown email without the text typed into the email box', async () => {
    const t = get();
    const typed = 'MySecretPass99';
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: typed, password: 'x' } });
    expect(res.statusCode).toBe(401);
    const last = await t.ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'LOGIN_FAILED', actor: 'unknown', entity_id: '' });
    const all = JSON.stringify(await t.ctx.db.selectFrom('audit_log').selectAll().execute());
    expect(all.toLowerCase()).not.toContain(typed.toLowerCase());
  });

  it('audits a failed sign-in of a known account under its own email, with the address', async () => {
    const t = get();
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.1.2.3',
      payload: { email: ADMIN.email.toUpperCase(), password: 'wrong-password' },
    });
    const last = await t.ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'LOGIN_FAILED', actor: ADMIN.email });
    expect(JSON.parse(last.after_json ?? '{}')).toEqual({ address: '10.1.2.3' });
  });

  it('records the last sign-in of the account', async () => {
    const t = get();
    const before = await t.ctx.db
      .selectFrom('admins')
      .select('last_sign_in_at')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    t.setNow(new Date(Date.now() + 60_000));
    await t.call('GET', '/api/verify');
    t.setNow(new Date());
    const after = await t.ctx.db
      .selectFrom('admins')
      .select('last_sign_in_at')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(after.last_sign_in_at).not.toBeNull();
    expect(after.last_sign_in_at).not.toBe(before.last_sign_in_at);
  });

  it('stops a token from working once its session logs out', async () => {
    const t = get();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    const token = login.json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'POST', url: '/api/register', headers, payload: {} });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: true, message: 'Unauthorized' });
  });

  it('refuses an expired token, one signed with another secret, and one with alg none', async () => {
    const t = get();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setExpirationTime(1)
      .sign(t.ctx.config.jwtSecret);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"jti":"x"}').toString('base64url')}.`;
    for (const token of [expired, foreign, none]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/verify',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('expires a token after eight hours', async () => {
    const t = get();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    const token = login.json().token as string;
    t.setNow(new Date(Date.now() + 8 * 3600 * 1000 + 1000));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/verify',
      headers: { authorization: `Bearer ${token}` },
    });
    t.setNow(new Date());
    expect(res.statusCode).toBe(401);
  });
});

describe('the guard around the API', () => {
  it('answers 401 without a token on every route but login, verify and settings', async () => {
    const t = await createTestApp('sqlite');
    try {
      const routes = [
        ['POST', '/api/register'],
        ['POST', '/api/logout'],
        ['GET', '/api/anything-unknown'],
      ];
      for (const [method, url] of routes) {
        const res = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: true, message: 'Unauthorized' });
      }
      const settings = await t.app.inject({ method: 'GET', url: '/api/settings' });
      expect(settings.json()).toEqual({
        trustName: 'Test Welfare Trust',
        trustAddress: '1 Test Road, Testpur',
        trustNameHindi: '',
        trustAddressHindi: '',
        receiptLanguages: 'en',
        membershipPrefix: 'TWT/',
        version: 'test',
      });
    } finally {
      await t.close();
    }
  });

  it('rate-limits sign-in per address with 429', async () => {
    const t = await createTestApp('sqlite', { loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `x${i}@x.in`, password: 'wrong123' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 2)).toEqual([401, 401]);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('locks an account after its failed sign-ins, from whatever addresses', async () => {
    const t = await createTestApp('sqlite', { loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `10.0.0.${i + 1}`,
          payload: { email: 'target@x.in', password: 'wrong123' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('counts only failed sign-ins against an account: the right password goes through under the limit', async () => {
    const t = await createTestApp('sqlite', { loginRateLimit: 3 });
    try {
      const attempt = (address: string, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: address,
          payload: { email: ADMIN.email, password },
        });
      // Good sign-ins do not count, however many.
      for (let i = 0; i < 5; i++) expect((await attempt(`10.0.0.${i + 1}`, ADMIN.password)).statusCode).toBe(200);
      // Two failures from elsewhere leave the account under its limit of three.
      expect((await attempt('10.0.2.1', 'wrong-one')).statusCode).toBe(401);
      expect((await attempt('10.0.2.2', 'wrong-two')).statusCode).toBe(401);
      expect((await attempt('10.0.1.2', ADMIN.password)).statusCode).toBe(200);
      // A third failure reaches it: now even the right password waits.
      expect((await attempt('10.0.2.3', 'wrong-three')).statusCode).toBe(401);
      const locked = await attempt('10.0.1.3', ADMIN.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        error: true,
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
      // The window passes and the account signs in again.
      t.setNow(new Date(Date.now() + 16 * 60 * 1000));
      expect((await attempt('10.0.1.4', ADMIN.password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('requires the XSRF header when the cookie is sent', async () => {
    const t = await createTestApp('sqlite');
    try {
      const cookie = 'XSRF-TOKEN=abc123';
      const without = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie, authorization: `Bearer ${t.token}` },
      });
      expect(without.statusCode).toBe(403);
      const withHeader = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie, 'x-xsrf-token': 'abc123' },
        payload: { email: ADMIN.email, password: ADMIN.password },
      });
      expect(withHeader.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('sends security headers and sets the XSRF cookie', async () => {
    const t = await createTestApp('sqlite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // An API answer is JSON: nothing may run in it, frame it or keep it.
      const policy = String(res.headers['content-security-policy']).split(/;\s*/);
      expect(policy.sort()).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(String(res.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    } finally {
      await t.close();
    }
  });
});
