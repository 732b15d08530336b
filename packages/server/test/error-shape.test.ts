import { request } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrations';
import { createTestApp, type TestApp, testConfig } from './helpers';

/** What a client gets back over a real socket: Node's own refusals never reach `app.inject`. */
function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), body }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A request written byte for byte, for what an HTTP client library would refuse to send. */
function sendRaw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function port(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function expectErrorShape(body: string, where: string): void {
  const answer = JSON.parse(body);
  expect(answer.error, where).toBe(true);
  expect(typeof answer.message, where).toBe('string');
  expect(answer.code, where).toMatch(/^(unlisted|[a-zA-Z]+\.[a-zA-Z]+)$/);
  expect(typeof answer.params, where).toBe('object');
  expect(
    Object.keys(answer).filter((k) => !['error', 'message', 'code', 'params', 'issues'].includes(k)),
    where,
  ).toEqual([]);
}

describe("Fastify's and Node's own refusals come in the error shape", () => {
  let t: TestApp;
  let at: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    at = port(t.app);
  });
  afterAll(() => t.close());

  const auth = () => ({ authorization: `Bearer ${t.token}` });

  it.each([
    ['an undecodable address', { path: '/%c0%ae%c0%ae/package.json' }, 400],
    ['an undecodable API address', { path: '/api/master/%c0%ae' }, 400],
    ['a path parameter over 100 characters', { path: `/api/master/${'1'.repeat(150)}` }, 404],
    ['an unknown page', { path: '/nothing/here.png' }, 404],
  ])('%s', async (where, options, status) => {
    const res = await send(at, { ...options, headers: auth() });
    expect(res.status, where).toBe(status);
    expect(res.contentType, where).toContain('application/json');
    expectErrorShape(res.body, where);
  });

  it('a 100 KB address: 431', async () => {
    const res = await send(at, { path: `/api/master?q=${'a'.repeat(100_000)}`, headers: auth() });
    expect(res.status).toBe(431);
    expectErrorShape(res.body, '431');
  });

  it('a header over 16 KB: 431', async () => {
    const res = await send(at, { path: '/api/master', headers: { ...auth(), 'x-filler': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expectErrorShape(res.body, 'header');
  });

  it('a request that is not HTTP: 400', async () => {
    const answer = await sendRaw(at, 'HELLO there\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expectErrorShape(answer.slice(answer.indexOf('\r\n\r\n') + 4), 'not HTTP');
  });

  it('a body of a type the API does not read: 415', async () => {
    const res = await send(at, {
      method: 'POST',
      path: '/api/master',
      headers: { ...auth(), 'content-type': 'application/xml' },
      body: '<member_name>x</member_name>',
    });
    expect(res.status).toBe(415);
    expectErrorShape(res.body, '415');
  });

  it('a body over the limit: 413, and a body that is not JSON: 400', async () => {
    const json = { ...auth(), 'content-type': 'application/json' };
    const large = await send(at, {
      method: 'POST',
      path: '/api/master',
      headers: json,
      body: `"${'x'.repeat(1_100_000)}"`,
    });
    expect(large.status).toBe(413);
    expectErrorShape(large.body, '413');
    const broken = await send(at, { method: 'POST', path: '/api/master', headers: json, body: '{"member_name": ' });
    expect(broken.status).toBe(400);
    expectErrorShape(broken.body, 'broken JSON');
    const proto = await send(at, {
      method: 'POST',
      path: '/api/master',
      headers: json,
      body: '{"__proto__": {"x": 1}}',
    });
    expect(proto.status).toBe(400);
    expectErrorShape(proto.body, '__proto__');
  });

  it('NUL in a path, a query and a body: 400, never a 500', async () => {
    const json = { ...auth(), 'content-type': 'application/json' };
    for (const res of [
      await send(at, { path: '/api/master/52%00', headers: auth() }),
      await send(at, { path: '/api/master?q=abc%00', headers: auth() }),
      await send(at, { method: 'PUT', path: '/api/master/52', headers: json, body: '{"address": "a\\u0000b"}' }),
    ]) {
      expect(res.status, res.body).toBe(400);
      expectErrorShape(res.body, res.body);
    }
  });
});

describe('a server that is closing', () => {
  it('turns away the requests still arriving with 503 in the error shape', async () => {
    const handle = openDatabase(':memory:');
    await migrateToLatest(handle.db);
    const app = await buildApp({ db: handle.db, dialect: handle.dialect, config: testConfig(), now: () => new Date() });
    let answer: Awaited<ReturnType<typeof send>> | undefined;
    // Once closing has begun, before the server stops taking connections: a request arriving now.
    app.addHook('preClose', async () => {
      answer = await send(port(app), { path: '/api/master/1' });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    await handle.close();
    expect(answer?.status).toBe(503);
    expectErrorShape(answer?.body ?? '', '503');
  });
});
