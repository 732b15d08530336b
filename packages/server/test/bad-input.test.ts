import { englishOfCode, UNLISTED } from '@trust/contract/error-codes';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { insertDependent, insertMediclaimPayment, insertMember, insertMembershipPayment } from './factories';
import { forEachDatabase, type TestApp } from './helpers';

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
  'renewal_batches',
] as const;

async function snapshot(t: TestApp): Promise<string> {
  const parts: unknown[] = [];
  for (const table of RECORD_TABLES) parts.push(await t.ctx.db.selectFrom(table).selectAll().execute());
  return JSON.stringify(parts);
}

/**
 * An error answer's (or issue's) code is one of the contract's error codes, and its English with the
 * params filled in is the message; or `unlisted`, with no params, for a message the contract does not
 * have (a library's own).
 */
function expectCoded(answer: { message: string; code?: unknown; params?: unknown }, where: string): void {
  expect(typeof answer.code, where).toBe('string');
  expect(answer.params, where).toBeTypeOf('object');
  const code = answer.code as string;
  const params = answer.params as Record<string, string>;
  if (code === UNLISTED) {
    expect(params, where).toEqual({});
    return;
  }
  const english = englishOfCode[code];
  expect(english, `${where}: ${code} is not an error code`).toBeDefined();
  expect(
    (english ?? '').replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`),
    where,
  ).toBe(answer.message);
}

/** Characters that must never reach a database: NUL, other controls, halves of UTF-16 pairs. */
const brokenText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '52\u0000',
    '\u0007bell',
    'esc\u001b[31m',
    'del\u007f',
    'c1\u0085',
    'tab\there',
    'two\nlines',
    'bare\rreturn',
    '\ud800',
    'x\udc00',
    'emoji half \ud83d',
    '\u202eevil',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Dates at the bounds (1900, 2099), just beyond, and far beyond; malformed ones. */
const edgeDate = fc.constantFrom(
  '1900-01-01',
  '2099-12-31',
  '1899-12-31',
  '2100-01-01',
  '0000-01-01',
  '0001-01-01',
  '5000-01-01',
  '8000-12-31',
  '9999-12-30',
  '9999-12-31',
  '10000-01-01',
  '2026-02-30',
  '2026-13-01',
);

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
      '𝓤𝓷𝓲𝓬𝓸𝓭𝓮 👪',
      'x'.repeat(5000),
      '-1',
      '1e309',
      'NaN',
      '=HYPERLINK("http://x","y")',
      "=cmd|' /C calc'!A0",
      'रमेश कुमार',
      "D'Souza",
    ),
    brokenText,
    edgeDate,
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
  'toDate',
  'date_of_birth',
  'date_of_retirement',
  'nominee_dob',
  'dob',
  'date',
  'issue_date',
  'expiry_date',
  'address',
  'rows',
];
const nastyBody: fc.Arbitrary<unknown> = fc.oneof(
  nastyValue,
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), nastyValue, { maxKeys: 6 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES.map((f) => f.toUpperCase())), nastyValue, { maxKeys: 6 }),
);

/** A cell of a file: text, so a bad one gets past the shape to the checks (nastyBody sends the other types). */
const nastyCell = fc.oneof(brokenText, nastyText, fc.constant(''));

/** A payroll list as the bulk routes take it, with nasty cells: the shape right, the text wrong. */
const nastyBulkBody = fc.record(
  {
    kind: fc.oneof({ arbitrary: fc.constantFrom('MEMBERSHIP', 'MEDICLAIM'), weight: 4 }, nastyText),
    issue_date: fc.oneof({ arbitrary: fc.constant(''), weight: 4 }, edgeDate, nastyText),
    lines: fc.array(
      fc.record(
        {
          line: fc.integer({ min: 1, max: 20 }),
          member: nastyCell,
          amount: nastyCell,
          mode_of_payment: nastyCell,
          reference_number: nastyCell,
          book_fee: nastyCell,
          group: nastyCell,
        },
        { requiredKeys: ['line', 'member', 'amount'] },
      ),
      { minLength: 1, maxLength: 2 },
    ),
  },
  { requiredKeys: ['kind', 'lines'] },
);

/** The cash book's bodies (a close, a reopen, a deposit slip, a credit, a bounce) with nasty fields. */
const nastyCashBookBody = fc.oneof(
  fc.record({
    counted: fc.oneof(
      fc.dictionary(fc.oneof(fc.constantFrom('CASH', 'CHEQUE', 'UPI'), nastyText), nastyValue, { maxKeys: 3 }),
      nastyValue,
    ),
    remark: nastyValue,
  }),
  fc.record({ reason: nastyValue }),
  fc.record({
    deposit_date: fc.oneof(edgeDate, nastyText),
    bank: nastyCell,
    slip_number: nastyCell,
    cash: fc.oneof(fc.integer(), nastyValue),
    cheques: fc.array(fc.record({ receipt_no: nastyCell, cheque_number: nastyCell, drawn_on: nastyCell }), {
      maxLength: 3,
    }),
  }),
  fc.record({ credited_on: fc.oneof(edgeDate, nastyText) }),
  fc.record({
    date: fc.oneof(edgeDate, nastyText),
    reason: nastyValue,
    charge: fc.oneof(fc.integer(), nastyValue),
    charge_mode: nastyCell,
  }),
);

/** The bodies of their own shape gone bad, for the routes that take lists and the cash book's figures. */
function shapedBody(url: string): fc.Arbitrary<unknown> | null {
  if (url.startsWith('/api/renewals/bulk')) return nastyBulkBody;
  if (url.startsWith('/api/cashbook') || url.endsWith('/bounce')) return nastyCashBookBody;
  return null;
}

/** The body a route is sent: any wrong kind, and mostly its own shape gone bad where it has one. */
function bodyFor(url: string): fc.Arbitrary<unknown> {
  const shaped = shapedBody(url);
  return shaped ? fc.oneof(nastyBody, { arbitrary: shaped, weight: 4 }) : nastyBody;
}

const nastyQuery = fc.oneof(
  fc.dictionary(
    fc.constantFrom('limit', 'offset', 'q', 'fromDate', 'toDate', 'id', 'records', 'memberId', 'format', 'user'),
    nastyText,
    { maxKeys: 4 },
  ),
  // Date ranges of every length: a day, ten years, two centuries, 8,000 years, beyond the bounds.
  fc.record({
    fromDate: fc.oneof(edgeDate, fc.constantFrom('2016-01-01', '2025-06-01')),
    toDate: fc.oneof(edgeDate, fc.constantFrom('2025-12-31', '2026-01-01', '2025-06-01')),
    format: fc.constantFrom('json', 'csv'),
  }),
);

/**
 * A URL's part as a hostile client sends it: percent-encoded, a lone half of a UTF-16 pair as the
 * three bytes it would take (not valid UTF-8), which `encodeURIComponent` refuses to write.
 */
function encodePart(text: string): string {
  return text.replace(/[\s\S]/gu, (c) => {
    if (c.length === 2 || !/[\uD800-\uDFFF]/.test(c)) return encodeURIComponent(c);
    const code = c.charCodeAt(0);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

forEachDatabase('bad input never hurts', (get) => {
  let t: TestApp;
  beforeAll(async () => {
    t = get();
    const member = await insertMember(t.ctx.db, { id_number: '4242' });
    await insertDependent(t.ctx.db, member.id_number);
    await insertMembershipPayment(t.ctx.db, member.id_number);
    await insertMediclaimPayment(t.ctx.db, member.id_number);
  });

  it('answers random, malformed and broken requests to every route with a 4xx in the error shape, and changes nothing', async () => {
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api') && r.url !== '/api/logout');
    const before = await snapshot(t);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(nastyText, { minLength: 3, maxLength: 3 }),
          nastyQuery,
          bodyFor(route.url),
          fc.boolean(),
          async (params, query, body, rawJson) => {
            let i = 0;
            const path = route.url.replace(/:[A-Za-z]+/g, () => encodePart(params[i++] ?? 'x')).replace(/\*$/, 'x');
            const search = Object.entries(query as Record<string, string>)
              .map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`)
              .join('&');
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
            const where = `${route.method} ${route.url} ${search.slice(0, 100)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const answer = res.json();
              expect(answer.error, where).toBe(true);
              expect(typeof answer.message, where).toBe('string');
              expectCoded(answer, where);
              for (const issue of answer.issues ?? []) expectCoded(issue, where);
            }
          },
        ),
        { numRuns: shapedBody(route.url) ? 100 : 25, seed: 20261121 },
      );
    }
    expect(await snapshot(t)).toBe(before);
  }, 300_000);
});
