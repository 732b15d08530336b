import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDependent, insertMediclaimPayment, insertMember, insertMembershipPayment } from './factories';
import { createTestApp, type TestApp } from './helpers';

/** Tables that hold the trust's records; sign-in bookkeeping (sessions, audit of failed logins) may move. */
const RECORD_TABLES = [
  'admins',
  'departments',
  'members',
  'dependents',
  'fee_amounts',
  'mediclaim_payments',
  'membership_payments',
  'misc_receipts',
  'gpa_records',
  'gpa_dependent_records',
  'receipt_sequences',
] as const;

async function snapshot(t: TestApp): Promise<string> {
  const parts: unknown[] = [];
  for (const table of RECORD_TABLES) parts.push(await t.ctx.db.selectFrom(table).selectAll().execute());
  return JSON.stringify(parts);
}

/** Text that looks like an attack or breaks naive code, but is never a plain number (a real key). */
const nastyText = fc
  .oneof(
    fc.constantFrom(
      "' OR 1=1 --",
      '"; DROP TABLE members; --',
      '../../etc/passwd',
      '%00',
      '<script>alert(1)</script>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection-looking text is the point
      '${7*7}',
      'null',
      'undefined',
      '\u0000',
      '𝓤𝓷𝓲𝓬𝓸𝓭𝓮 👪',
      'x'.repeat(5000),
      '-1',
      '1e309',
      'NaN',
    ),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ maxLength: 300 }),
  )
  .filter((s) => !/^\s*\d+(\.\d+)?\s*$/.test(s));

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 3 }),
);

/** Bodies of every wrong kind: other types, known keys with wrong values, unknown keys. */
const FIELD_NAMES = [
  'id_number',
  'member_name',
  'id',
  'email',
  'password',
  'amount',
  'mode_of_payment',
  'member_id',
  'dependent_id',
  'ids',
  'remarks',
  'fromDate',
];
const nastyBody: fc.Arbitrary<unknown> = fc.oneof(
  nastyValue,
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), nastyValue, { maxKeys: 6 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES.map((f) => f.toUpperCase())), nastyValue, { maxKeys: 6 }),
);

const nastyQuery = fc.dictionary(
  fc.constantFrom('limit', 'offset', 'q', 'fromDate', 'toDate', 'id', 'records', 'memberId', 'format'),
  nastyText,
  {
    maxKeys: 4,
  },
);

describe('bad input never hurts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const member = await insertMember(t.ctx.db, { id_number: '4242' });
    await insertDependent(t.ctx.db, member.id_number);
    await insertMembershipPayment(t.ctx.db, member.id_number);
    await insertMediclaimPayment(t.ctx.db, member.id_number);
  });
  afterAll(() => t.close());

  it('answers random and malformed requests to every route with a 4xx in the error shape, and changes nothing', async () => {
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api') && r.url !== '/api/logout');
    const before = await snapshot(t);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(nastyText, { minLength: 3, maxLength: 3 }),
          nastyQuery,
          nastyBody,
          fc.boolean(),
          async (params, query, body, rawJson) => {
            let i = 0;
            const path = route.url
              .replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? 'x'))
              .replace(/\*$/, 'x');
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: search ? `${path}?${search}` : path,
              headers: {
                authorization: `Bearer ${t.token}`,
                ...(hasBody ? { 'content-type': 'application/json' } : {}),
              },
              ...(hasBody
                ? { payload: rawJson ? `{"broken": ${JSON.stringify(body)}` : JSON.stringify(body ?? null) }
                : {}),
            });
            const where = `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const answer = res.json();
              expect(answer.error, where).toBe(true);
              expect(typeof answer.message, where).toBe('string');
            }
          },
        ),
        { numRuns: 25, seed: 20261121 },
      );
    }
    expect(await snapshot(t)).toBe(before);
  }, 120_000);
});
