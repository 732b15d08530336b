import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../test/helpers';
import { buildApp } from './app';

describe('one process serves the API and the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Empoyee Details</title>');
    writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { webDist: dist });
  });
  afterAll(() => t.close());

  it('serves a file of the app, revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets the browser keep hashed assets for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers client routes with the app', async () => {
    for (const url of ['/', '/dashboard', '/update-member/42', '/view-report?reportType=Membership']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Empoyee Details');
    }
  });

  it("answers a reminder e-mail's opt-out link with the app, though its token holds a dot", async () => {
    // Tokens are `{member}.{tag}` in base64url: the tag after the dot can look like a file's extension.
    const res = await t.app.inject({ method: 'GET', url: '/opt-out/NDI.3q2LyBm0TGXkZbPq1RoXtA' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Empoyee Details');
  });

  it("sends the app's pages with the policy its scripts and styles need", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/missing.png' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a body over the size limit with 413 in the error shape', async () => {
    const res = await t.call('POST', '/api/master', { member_name: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: true, message: 'The request body is too large' });
  });

  it('keeps unknown API paths behind sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(401);
  });

  it('logs one line per answered request at info level, without the password or the token', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.ctx, { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const token: string = login.json().token;
    await app.inject({ method: 'GET', url: '/api/master?limit=1', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'GET', url: '/api/master/1' });
    await app.close();

    const records = lines.map((line) => JSON.parse(line));
    expect(records.map((r) => [r.msg, r.method, r.url, r.status])).toEqual([
      ['request', 'POST', '/api/login', 200],
      ['request', 'GET', '/api/master?limit=1', 200],
      ['request', 'GET', '/api/master/1', 401],
    ]);
    expect(records.every((r) => typeof r.ms === 'number')).toBe(true);
    expect(lines.join('')).not.toContain(token);
    expect(lines.join('')).not.toContain(ADMIN.password);
  });

  it('writes no request lines above info level', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.ctx, { logger: { level: 'warn', stream: { write: (line) => lines.push(line) } } });
    await app.inject({ method: 'GET', url: '/api/settings' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
