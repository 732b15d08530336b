import { deflateRawSync } from 'node:zlib';
import { importMessages, importRequest } from '@trust/contract/import';
import { describe, expect, it } from 'vitest';
import { BodyChunks, findRowSpans, type PackedBody } from './import-request';
import { readImportRequest } from './import-rows';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const whole = (text: string) => new BodyChunks(bytes(text));

/** The body kept as the import routes keep it: cut into blocks of `size` bytes, each deflated alone. */
function packed(text: string, size: number): PackedBody {
  const blocks = cut(text, size);
  return { packed: blocks.map((block) => deflateRawSync(block)), sizes: blocks.map((block) => block.length) };
}

/** The body cut into chunks of `size` bytes, as the network may deliver it: inside strings, escapes and characters. */
function cut(text: string, size: number): Buffer[] {
  const all = bytes(text);
  return Array.from({ length: Math.ceil(all.length / size) }, (_, i) =>
    Buffer.from(all.subarray(i * size, (i + 1) * size)),
  );
}

async function rowsOf(text: string) {
  const request = await readImportRequest(bytes(text));
  if (!('rowsAt' in request)) throw new Error(request.message);
  return request.rowsAt(0, request.count);
}

describe('reading an import request a row at a time', () => {
  it('finds each row of `rows` however the JSON is spaced, escaped or nested', async () => {
    const bodies = [
      '{"rows":[{"row":2,"values":{"member_name":"Ravi"}}]}',
      ' {\n  "ROWS" : [ {"row": 2, "values": {"a": "x, [y] {z}"}} ,\n {"row":3,"values":{"b":"say \\"hi\\" \\\\"}} ] ,"other": [1, {"rows": [9]}] }\n',
      '{"other": {"rows": [1]}, "\\u0072ows": [{"row": 2, "values": {"m": "रमेश, \\u0000"}}]}',
    ];
    for (const body of bodies) {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      const key = Object.keys(parsed).find((k) => k.toLowerCase() === 'rows') as string;
      const spans = await findRowSpans(whole(body));
      expect(spans, body).not.toBeNull();
      for (const size of [1, 2, 3, 7]) {
        expect(await findRowSpans(new BodyChunks(cut(body, size))), body).toEqual(spans);
        expect(await findRowSpans(new BodyChunks(packed(body, size))), body).toEqual(spans);
      }
      const texts = spans?.starts.map((start, i) => bytes(body).toString('utf8', start, spans.ends[i]));
      expect(
        texts?.map((t) => JSON.parse(t)),
        body,
      ).toEqual(parsed[key]);
      expect(JSON.parse(spans?.envelope ?? '')[key], body).toEqual((parsed[key] as unknown[]).map(() => 0));
    }
  });

  it('leaves any other body to be read whole', async () => {
    for (const body of ['[1]', '{"rows": 1}', '{"rows": [1], "ROWS": [2]}', '{"rows": [1', '"rows"', '']) {
      expect(await findRowSpans(whole(body)), body).toBeNull();
      expect(await findRowSpans(new BodyChunks(cut(body, 1))), body).toBeNull();
    }
  });

  it('reads the same rows as the whole body parsed at once, and refuses what it refused', async () => {
    const body = JSON.stringify({
      rows: Array.from({ length: 1_200 }, (_, i) => ({ row: i + 2, values: { id_number: String(i), name: 'A, [b]' } })),
    });
    expect(await rowsOf(body)).toEqual(importRequest.parse(JSON.parse(body)).rows);
    const request = await readImportRequest(cut(body, 1000));
    expect('rowsAt' in request && request.rowsAt(0, request.count)).toEqual(importRequest.parse(JSON.parse(body)).rows);
    // Deflated in blocks smaller than a row and larger than many, read a batch at a time as an import does.
    for (const size of [500, 4096]) {
      const deflated = await readImportRequest(packed(body, size));
      if (!('rowsAt' in deflated)) throw new Error(deflated.message);
      const batches = [0, 250, 500, 750, 1000].flatMap((first) => deflated.rowsAt(first, first + 250));
      expect(batches).toEqual(importRequest.parse(JSON.parse(body)).rows);
    }
    expect(await readImportRequest(packed('', 1))).toMatchObject({ message: 'The request body is not valid JSON' });
    const refusals: [string, string][] = [
      ['{"rows": [{"row": 2, "values": {}}, {"row": 3, "values": {"a": 1}', 'The request body is not valid JSON'],
      ['{"rows": [{"row": 2, "values": {}},, {"row": 3, "values": {}}]}', 'The request body is not valid JSON'],
      ['{"rows": [{"row": 2, "values": {"__proto__": "1"}}]}', 'Object contains forbidden prototype property'],
      ['{"rows": []}', importMessages.noRows],
    ];
    for (const [text, message] of refusals) {
      expect(await readImportRequest(bytes(text)), text).toMatchObject({ message: expect.stringContaining(message) });
    }
    // A row the contract refuses: the same issue, at its place in the request.
    const badRow = { row: 0, values: {} };
    const whole = importRequest.safeParse({ rows: [{ row: 2, values: {} }, badRow] }).error?.issues[0];
    expect(await readImportRequest(bytes(JSON.stringify({ rows: [{ row: 2, values: {} }, badRow] })))).toEqual({
      message: whole?.message,
      issues: [{ path: 'rows.1.row', message: whole?.message }],
    });
    const tooMany = JSON.stringify({ rows: Array.from({ length: 50_001 }, () => 1) });
    expect(await readImportRequest(bytes(tooMany))).toMatchObject({
      message: importMessages.tooManyRows,
      issues: [{ path: 'rows', message: importMessages.tooManyRows }],
    });
  });
});
