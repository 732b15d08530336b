import { dependentMessages } from '@trust/contract/dependent';
import { importMessages } from '@trust/contract/import';
import { expect, it } from 'vitest';
import { insertDependent, insertMember } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { importLines, rows } from './import-fixtures';

function dependentCells(memberId: string, overrides: Record<string, string> = {}) {
  return {
    id: memberId,
    dependent_name: 'Om Kale',
    relation: 'SON',
    dob: '2008-04-02',
    age: '18',
    sex: 'MALE',
    blood_group: 'YES',
    job_profile: 'STUDENT',
    icard_no: 'D-12',
    ...overrides,
  };
}

forEachDatabase('import of dependents', (get) => {
  it("imports dependents within the family group's limit, counting those stored and those above in the file", async () => {
    const t = get();
    const full = await insertMember(t.ctx.db, { family_group: '1+1' });
    await insertDependent(t.ctx.db, full.id_number, { dependent_name: 'ASHA', dob: '1985-01-01' });
    const roomy = await insertMember(t.ctx.db, { family_group: '1+3' });
    const file = rows([
      dependentCells(full.id_number, { dependent_name: 'Ravi' }),
      dependentCells(roomy.id_number, { dependent_name: 'Anu', sex: 'FEMALE', relation: 'DAUGHTER' }),
      dependentCells(roomy.id_number, { dependent_name: 'Om' }),
      dependentCells(roomy.id_number, { dependent_name: 'Meena', relation: 'WIFE', sex: 'FEMALE' }),
      dependentCells(roomy.id_number, { dependent_name: 'Raj' }),
      dependentCells('99999', { dependent_name: 'Nobody' }),
      dependentCells(roomy.id_number, { dependent_name: 'Bad_Name', relation: 'UNCLE' }),
    ]);
    const preview = (await t.call('POST', '/api/import/dependents/preview', file)).json();
    expect(preview.rows.map((r: { ok: boolean; problems: unknown[] }) => [r.ok, r.problems])).toEqual([
      [false, [{ field: 'id', message: dependentMessages.limitReached }]],
      [true, []],
      [true, []],
      [true, []],
      [false, [{ field: 'id', message: dependentMessages.limitReached }]],
      [false, [{ field: 'id', message: dependentMessages.memberInvalid }]],
      [
        false,
        [
          { field: 'dependent_name', message: dependentMessages.nameInvalid },
          {
            field: 'relation',
            message:
              'Choose one of WIFE, SON, DAUGHTER, FATHER, MOTHER, FATHER IN LAW, MOTHER IN LAW, SISTER, HUSBAND, SELF',
          },
        ],
      ],
    ]);

    // Sending a row over the limit refuses the whole file.
    const refused = await t.call('POST', '/api/import/dependents', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Row 2: ${dependentMessages.limitReached}`);
    expect((await t.call('GET', `/api/dependent/count/${roomy.id_number}`)).json()).toEqual({ noOfDependent: 0 });

    const good = { rows: file.rows.slice(1, 4) };
    const res = await t.call('POST', '/api/import/dependents', good);
    expect(res.json()).toEqual({ added: 3, skipped: [] });
    expect((await t.call('GET', `/api/dependent/count/${roomy.id_number}`)).json()).toEqual({ noOfDependent: 3 });
    const lines = (await importLines(t)).filter((l) => l.entity === 'dependent' && l.member_id === roomy.id_number);
    expect(lines).toHaveLength(3);

    // The same dependent again, in other letters' case, is the one already stored.
    const again = await t.call(
      'POST',
      '/api/import/dependents',
      rows([dependentCells(roomy.id_number, { dependent_name: 'OM' })]),
    );
    expect(again.json()).toEqual({
      added: 0,
      skipped: [{ row: 2, reason: importMessages.dependentExists('OM', roomy.id_number) }],
    });
  });
});
