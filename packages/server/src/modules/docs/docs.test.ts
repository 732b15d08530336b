import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, testConfig } from '../../../test/helpers';
import { defaultOpenApiDocument } from '../../openapi-document';
import { registerOpenApi } from './openapi';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/master/:id` (and `/print/pastRecords:id`) as OpenAPI writes it: `/master/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

function bodyOf(doc: OpenApiDocument, method: string, path: string) {
  return doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
}

// One database is enough: the document describes routes, not data.
describe('the API reference (OpenAPI)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const res = await t.call('GET', '/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('lists every /api route the app registered, with its method', () => {
    // The catch-all answers 404 for unknown paths; it is not an operation.
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/*');
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented).toHaveLength(routes.length);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('gives every operation a summary and a tag', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(op.tags, `${method} ${path}`).toHaveLength(1);
      }
    }
  });

  it("declares every operation's answers: its success in the contract's shape, its failures in the error shape", () => {
    const schemaOf = (op: Operation, status: string, type = 'application/json') =>
      op.responses?.[status]?.content?.[type]?.schema;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method} ${path}`;
        const success = Object.keys(op.responses ?? {}).filter((status) => status.startsWith('2'));
        expect(success, name).not.toHaveLength(0);
        for (const status of success) {
          const types = Object.values(op.responses?.[status]?.content ?? {});
          expect(types.length, name).toBeGreaterThan(0);
          for (const { schema } of types) expect(Object.keys(schema ?? {}), name).not.toHaveLength(0);
        }
        const failures = Object.keys(op.responses ?? {}).filter((status) => /^[45]/.test(status));
        expect(failures, name).toContain('500');
        if (!Array.isArray(op.security)) expect(failures, name).toContain('401');
        for (const status of failures) {
          // verify answers its old clients' {status: 401} instead of the error shape.
          if (name === 'get /api/verify' && status === '401') continue;
          expect(schemaOf(op, status), `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorAnswer' });
        }
      }
    }
    const member = schemaOf(doc.paths['/api/master/{id}']?.get ?? {}, '200');
    expect(member?.properties).toMatchObject({ data: { items: { $ref: '#/components/schemas/MemberRow' } } });
    const csv = schemaOf(doc.paths['/api/mediclaim/reports/non-mediclaim']?.get ?? {}, '200', 'text/csv');
    expect(csv?.type).toBe('string');
  });

  it('describes request bodies from the same zod schemas the routes validate with', () => {
    const member = bodyOf(doc, 'post', '/api/master');
    expect(Object.keys(member?.properties ?? {})).toEqual(
      expect.arrayContaining(['id_number', 'member_name', 'date_of_birth', 'family_group']),
    );
    expect(member?.required).toContain('id_number');

    const login = bodyOf(doc, 'post', '/api/login');
    expect(login?.properties).toHaveProperty('email');
    expect(login?.properties).toHaveProperty('password');
    expect(login?.required).toEqual(expect.arrayContaining(['email', 'password']));

    // Schemas with refinements, transforms and intersections are documented, not dropped.
    expect(bodyOf(doc, 'post', '/api/mediclaim/activate/{id}')?.properties).toHaveProperty('amount');
    const report = doc.paths['/api/reports/collection']?.get?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(report).toEqual(expect.arrayContaining(['query:fromDate', 'query:toDate', 'query:format']));
  });

  it('marks only login (both steps), verify, a receipt verification, settings, health, ready, the opt-out link and the WhatsApp webhook as needing no token', () => {
    const open = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Array.isArray(op.security) && op.security.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(open.sort()).toEqual([
      'GET /api/health',
      'GET /api/opt-out/{token}',
      'GET /api/ready',
      'GET /api/settings',
      'GET /api/verify',
      'GET /api/verify/{code}',
      'GET /api/webhooks/whatsapp',
      'POST /api/login',
      'POST /api/login/two-step',
      'POST /api/opt-out/{token}',
      'POST /api/webhooks/whatsapp',
    ]);
  });

  it('names the role every other operation needs', () => {
    const roles = Object.fromEntries(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => !Array.isArray(op.security))
          .map(([method, op]) => [`${method.toUpperCase()} ${path}`, (op as { 'x-role'?: string })['x-role']]),
      ),
    );
    expect(Object.values(roles).every((role) => ['VIEWER', 'STAFF', 'ADMIN'].includes(String(role)))).toBe(true);
    expect(roles['GET /api/master']).toBe('VIEWER');
    expect(roles['POST /api/master']).toBe('STAFF');
    expect(roles['DELETE /api/master/{id}']).toBe('ADMIN');
    expect(doc.paths['/api/users']?.get?.description).toContain('Needs the role ADMIN or above');
  });

  it('answers the same document at /api/docs', async () => {
    const res = await t.call('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(doc);
  });

  it('is for signed-in staff only', async () => {
    for (const url of ['/api/docs', '/api/docs/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ error: true, message: 'Unauthorized' });
    }
  });
});

describe('docs/openapi.json', () => {
  it('is the document the routes describe today (npm run openapi writes it again)', async () => {
    const committed = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../docs/openapi.json'), 'utf8'));
    // Compared as JSON text, so the failure shows the first lines that differ.
    expect(JSON.stringify(committed, null, 1)).toBe(JSON.stringify(await defaultOpenApiDocument(), null, 1));
  });
});

describe('a route schema zod cannot express as JSON Schema', () => {
  it('leaves the route listed, with the reason, instead of failing the whole document', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('ctx', { config: testConfig() } as never);
    await registerOpenApi(app);
    // A recursive schema without a registered id has no name to reference itself by.
    type Node = { children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(node) }));
    app.post('/api/tree', { schema: { summary: 'A tree', body: node } }, async () => ({}));
    app.get('/api/plain', { schema: { summary: 'Plain' } }, async () => ({}));
    await app.ready();
    const doc = app.swagger() as unknown as OpenApiDocument;
    expect(doc.paths['/api/plain']?.get?.summary).toBe('Plain');
    const tree = doc.paths['/api/tree']?.post as Operation & { description?: string };
    expect(tree.summary).toBe('A tree');
    expect(tree.description).toMatch(/^Its input schema cannot be shown: .*unnamed schema/);
    await app.close();
  });
});
