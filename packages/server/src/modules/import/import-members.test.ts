import { importMessages } from '@trust/contract/import';
import { memberMessages } from '@trust/contract/member';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../../../test/helpers';
import { count, importLines, memberCells, rows } from './import-fixtures';

forEachDatabase('import of members', (get) => {
  it('previews members: good rows pass, bad rows carry the form messages, nothing is written', async () => {
    const t = get();
    const before = await count(t, 'members');
    const res = await t.call(
      'POST',
      '/api/import/members/preview',
      rows([
        memberCells('8100001'),
        memberCells('8100002', { member_name: 'R4vi', mobile: '12' }),
        memberCells('', { sex: '' }),
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        { row: 2, ok: true, problems: [] },
        {
          row: 3,
          ok: false,
          problems: [
            { field: 'member_name', message: memberMessages.nameLetters },
            { field: 'mobile', message: memberMessages.mobileInvalid },
          ],
        },
        {
          row: 4,
          ok: false,
          problems: [
            { field: 'id_number', message: memberMessages.idRequired },
            { field: 'sex', message: memberMessages.sexRequired },
          ],
        },
      ],
    });
    expect(await count(t, 'members')).toBe(before);
  });

  it('imports members, reads dd/MM/yyyy dates, fills age and retirement, and audits each as IMPORT', async () => {
    const t = get();
    const res = await t.call(
      'POST',
      '/api/import/members',
      rows([
        memberCells('8200001', { registration_date: '15/06/2004' }),
        memberCells('8200002', { date_of_birth: '02/01/1990', age: '', date_of_retirement: '' }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 2, skipped: [] });

    const first = (await t.call('GET', '/api/master/8200001')).json().data[0];
    expect(first).toMatchObject({ MEMBER_NAME: 'Sunita Kale', FAMILY_GROUP: '1+3', REGISTRATION_DATE: '2004-06-15' });
    const second = (await t.call('GET', '/api/master/8200002')).json().data[0];
    expect(second).toMatchObject({ DATE_OF_BIRTH: '1990-01-02', DATE_OF_RETIREMENT: '2050-01-31' });

    const lines = (await importLines(t)).filter((l) => l.entity === 'member' && l.entity_id.startsWith('82'));
    expect(lines.map((l) => l.entity_id).sort()).toEqual(['8200001', '8200002']);
    expect(JSON.parse(lines[0]?.after_json ?? '{}')).toMatchObject({ created_by: 'admin@trust.test' });
  });

  it('adds nothing twice: a re-imported file is skipped row by row as already existing', async () => {
    const t = get();
    const file = rows([memberCells('8300001'), memberCells('8300002'), memberCells('8300001')]);
    const once = await t.call('POST', '/api/import/members', file);
    expect(once.json()).toEqual({ added: 2, skipped: [{ row: 4, reason: importMessages.sameAsRow(2) }] });

    const preview = await t.call('POST', '/api/import/members/preview', file);
    expect(preview.json().rows[0]).toEqual({
      row: 2,
      ok: true,
      problems: [],
      duplicate: 'Member with ID: 8300001 already exists',
    });

    const before = await count(t, 'members');
    const twice = await t.call('POST', '/api/import/members', file);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({
      added: 0,
      skipped: [
        { row: 2, reason: 'Member with ID: 8300001 already exists' },
        { row: 3, reason: 'Member with ID: 8300002 already exists' },
        { row: 4, reason: 'Member with ID: 8300001 already exists' },
      ],
    });
    expect(await count(t, 'members')).toBe(before);
  });

  it('is all or nothing: one bad row refuses the request with its message and writes no row', async () => {
    const t = get();
    const members = await count(t, 'members');
    const audit = (await importLines(t)).length;
    const res = await t.call(
      'POST',
      '/api/import/members',
      rows([memberCells('8400001'), memberCells('8400002', { member_name: 'R4vi' }), memberCells('8400003')]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: true,
      message: 'Row 3: Name In Alphabets Only ',
      issues: [{ path: 'rows.1.values.member_name', message: 'Row 3: Name In Alphabets Only ' }],
    });
    expect(await count(t, 'members')).toBe(members);
    expect((await importLines(t)).length).toBe(audit);
    expect((await t.call('GET', '/api/master/8400001')).json()).toEqual({ error: true, data: [] });
  });

  it('marks a cell with NUL, a lone surrogate or a date beyond 2099 as the problem of its row', async () => {
    const t = get();
    const file = rows([
      memberCells('8200001', { address: 'a\u0000b' }),
      memberCells('8200002', { member_name: 'Asha\ud800' }),
      memberCells('8200003', { date_of_birth: '9999-12-31' }),
      memberCells('8200004', { member_name: 'रमेश कुमार' }),
    ]);
    const preview = await t.call('POST', '/api/import/members/preview', file);
    expect(preview.statusCode).toBe(200);
    expect(
      preview.json().rows.map((r: { ok: boolean; problems: { field: string }[] }) => [r.ok, r.problems[0]?.field]),
    ).toEqual([
      [false, 'address'],
      [false, 'member_name'],
      [false, 'date_of_birth'],
      [true, undefined],
    ]);
    const refused = await t.call('POST', '/api/import/members', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Row 2: Control characters (such as NUL) are not allowed');
  });
});
