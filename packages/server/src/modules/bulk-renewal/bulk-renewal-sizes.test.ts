import { BULK_MAX_LINES, bulkMessages } from '@trust/contract/season';
import { beforeAll, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';
import { BULK_BODY_LIMIT } from './bulk-renewal.routes';

const TODAY = '2026-05-10';

/** A cell of `length` characters, each written as the six-byte JSON escape some clients send for it. */
function escapedCell(length: number): string {
  return `"${'\\u0939'.repeat(length)}"`;
}

/** A line with every cell at the contract's longest, as JSON text. */
function longestLine(n: number): string {
  const cells = {
    member: escapedCell(100),
    amount: escapedCell(20),
    mode_of_payment: escapedCell(50),
    reference_number: escapedCell(50),
    book_fee: escapedCell(20),
    group: escapedCell(50),
  };
  return `{"line":${n},${Object.entries(cells)
    .map(([column, cell]) => `"${column}":${cell}`)
    .join(',')}}`;
}

function listBody(lines: string[]): string {
  return `{"kind":"MEMBERSHIP","issue_date":"${TODAY}","lines":[${lines.join(',')}]}`;
}

forEachDatabase('bulk renewal sizes', (get) => {
  let post: (url: string, body: string) => ReturnType<TestApp['call']>;
  beforeAll(() => {
    get().setNow(`${TODAY}T06:00:00Z`);
    post = async (url, body) => {
      const t = get();
      // A call signs in again after the clock moved; its token then serves the raw body below.
      await t.call('GET', '/api/verify');
      return t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
        payload: body,
      });
    };
  });

  it('checks a list of 10,000 lines with every cell at its longest: each line answered, never 413', async () => {
    const body = listBody(Array.from({ length: BULK_MAX_LINES }, (_, i) => longestLine(Number.MAX_SAFE_INTEGER - i)));
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BULK_BODY_LIMIT);

    const preview = await post('/api/renewals/bulk/preview', body);
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const answer = preview.json();
    expect(answer.lines).toHaveLength(BULK_MAX_LINES);
    expect(answer.lines[0].problems).toContainEqual({
      column: 'member',
      message: bulkMessages.unknownMember('ह'.repeat(100)),
    });
    expect(answer.ready).toBe(0);

    // The renewal takes the same body; its lines have problems, so nothing is renewed (409), but it is read.
    const renewal = await post('/api/renewals/bulk', body);
    expect(renewal.statusCode).toBe(409);
    expect(renewal.json()).toMatchObject({ error: true, message: expect.stringContaining('Line ') });
  });

  it('refuses 10,001 lines in the one error shape, whether short or at their longest', async () => {
    const short = Array.from(
      { length: BULK_MAX_LINES + 1 },
      (_, i) => `{"line":${i + 1},"member":"${i + 1}","amount":"250"}`,
    );
    for (const url of ['/api/renewals/bulk/preview', '/api/renewals/bulk']) {
      const res = await post(url, listBody(short));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: true,
        message: bulkMessages.tooManyLines,
        issues: [{ path: 'lines', message: bulkMessages.tooManyLines }],
      });
    }

    const longest = Array.from({ length: BULK_MAX_LINES + 1 }, (_, i) => longestLine(Number.MAX_SAFE_INTEGER - i));
    const res = await post('/api/renewals/bulk/preview', listBody(longest));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: true, message: expect.any(String) });
  });

  it('answers a member lookup while a 10,000-line list is checked', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const lines = Array.from({ length: BULK_MAX_LINES }, (_, i) => ({
      line: i + 2,
      member: String(7_100_000 + i),
      amount: '250',
    }));
    let isPreviewDone = false;
    const preview = t.call('POST', '/api/renewals/bulk/preview', { kind: 'MEMBERSHIP', lines }).then((res) => {
      isPreviewDone = true;
      return res;
    });
    const lookup = await t.call('GET', `/api/master/${member.id_number}`);
    expect(lookup.json().error).toBe(false);
    expect(isPreviewDone).toBe(false);
    expect((await preview).json().lines).toHaveLength(BULK_MAX_LINES);
  });
});
