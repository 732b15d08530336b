import { importMessages } from '@trust/contract/import';
import { expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { count, memberCells, rows } from './import-fixtures';

forEachDatabase('import of whole files', (get) => {
  it('refuses an unknown kind and an empty file in the error shape', async () => {
    const t = get();
    const unknown = await t.call('POST', '/api/import/gpa', rows([memberCells('1')]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: true, message: 'Choose one of members, dependents, payments' });
    const empty = await t.call('POST', '/api/import/members', { rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: true, message: importMessages.noRows });
  });

  it('refuses a body it cannot read with 400 in the error shape, read before any row is checked', async () => {
    const t = get();
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/import/members/preview',
        headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
        payload,
      });
    for (const [payload, message] of [
      ['{"rows": [', 'The request body is not valid JSON'],
      ['', 'The request body is not valid JSON'],
      ['{"__proto__": {"rows": []}}', 'Object contains forbidden prototype property'],
      ['[1, 2]', expect.any(String)],
      ['{"ROWS": "none"}', importMessages.noRows],
      ['{"rows": [{"row": 2, "values": {"id\\u0000": "1"}}]}', 'values must map columns to cells'],
    ] as const) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ error: true, message });
    }
  });

  it('answers a member lookup while a 20,000-row file is read off the request path', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const file = rows(Array.from({ length: 20_000 }, (_, i) => memberCells(String(8_300_000 + i))));
    let isPreviewDone = false;
    const preview = t.call('POST', '/api/import/members/preview', file).then((res) => {
      isPreviewDone = true;
      return res;
    });
    const lookup = await t.call('GET', `/api/master/${member.id_number}`);
    expect(lookup.json().error).toBe(false);
    expect(isPreviewDone).toBe(false);
    expect((await preview).json().rows).toHaveLength(20_000);
  }, 60_000);

  it('imports 50,000 members in one call', async () => {
    const t = get();
    const before = await count(t, 'members');
    const file = {
      rows: Array.from({ length: 50_000 }, (_, i) => ({
        row: i + 2,
        values: memberCells(String(9_000_000 + i), { mobile: `98${String(i).padStart(8, '0')}` }),
      })),
    };
    const started = performance.now();
    const res = await t.call('POST', '/api/import/members', file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`imported 50,000 members on ${t.ctx.dialect} in ${seconds} s`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toEqual({ added: 50_000, skipped: [] });
    expect(await count(t, 'members')).toBe(before + 50_000);
  }, 120_000);
});
