import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** Routes reachable without signing in, on purpose. */
const PUBLIC = new Set([
  'POST /api/login',
  'POST /api/login/two-step',
  'GET /api/verify',
  // A printed receipt's verification, for anyone holding the paper.
  'GET /api/verify/:code',
  'GET /api/settings',
  'GET /api/health',
  'GET /api/ready',
  // A member's opt-out link from an e-mail, and the WhatsApp provider's delivery statuses.
  'GET /api/opt-out/:token',
  'POST /api/opt-out/:token',
  'GET /api/webhooks/whatsapp',
  'POST /api/webhooks/whatsapp',
]);

/** A concrete URL for a route pattern: every parameter becomes a plausible value. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'anything');
}

describe('every API route is behind sign-in', () => {
  let t: TestApp;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const secret = t.ctx.config.jwtSecret;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@trust.test', password: 'admin12345' },
    });
    const { jti } = JSON.parse(Buffer.from((login.json().token as string).split('.')[1] ?? '', 'base64url').toString());
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ jti, sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    );
    tokens = {
      none: '',
      garbage: 'not-a-token',
      expired: await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(jti)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(secret),
      'another secret': await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(jti)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a-different-secret-a-different-secret')),
      'alg none': `${header('none')}.${body}.`,
      'HS512 with the right secret': await new SignJWT({})
        .setProtectedHeader({ alg: 'HS512' })
        .setJti(jti)
        .setExpirationTime('1h')
        .sign(secret),
    };
  });
  afterAll(() => t.close());

  it('has the routes of every domain registered', () => {
    const urls = t.app.routeList.map((r) => r.url);
    for (const prefix of [
      '/api/master',
      '/api/dependent',
      '/api/mediclaim',
      '/api/subscription',
      '/api/misc',
      '/api/gpa',
      '/api/gpa-dependent',
      '/api/print',
    ]) {
      expect(
        urls.some((u) => u.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it("marks exactly login (both steps), verify, a receipt's verification, settings, health, ready, the opt-out link and the WhatsApp webhook as public", () => {
    const open = t.app.routeList.filter((r) => r.isPublic).map((r) => `${r.method} ${r.url}`);
    expect(new Set(open)).toEqual(PUBLIC);
  });

  it('answers 401 to every other route without a valid token', async () => {
    const guarded = t.app.routeList.filter((r) => r.url.startsWith('/api') && !PUBLIC.has(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      for (const [name, token] of Object.entries(tokens)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${name}`).toBe(401);
        expect(res.json(), `${route.method} ${route.url} with ${name}`).toMatchObject({
          error: true,
          message: 'Unauthorized',
        });
      }
    }
  });
});
