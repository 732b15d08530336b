import { dependentMessages } from '@trust/contract/dependent';
import { importMessages } from '@trust/contract/import';
import { memberMessages } from '@trust/contract/member';
import { renewalMessages } from '@trust/contract/renewal';
import { expect, it } from 'vitest';
import { insertDependent, insertMember, insertMembershipPayment } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';

/** A member as a row of the template: every column the form requires, as text. */
function memberCells(id: string, overrides: Record<string, string> = {}) {
  return {
    id_number: id,
    member_name: 'Sunita Kale',
    ticket_number: `55-${id}`,
    department: 'ACCOUNTS',
    date_of_birth: '1979-08-21',
    age: '47',
    date_of_retirement: '2039-08-31',
    mobile: '9822012345',
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'CENTRAL RAILWAY',
    address: '4 Loco Colony, Pune',
    family_group: '1+3',
    remarks: 'YES',
    ...overrides,
  };
}

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

/** Rows as the browser sends them: numbered as the lines of the file, the header being line 1. */
function rows(cells: Record<string, string>[]) {
  return { rows: cells.map((values, i) => ({ row: i + 2, values })) };
}

async function count(t: TestApp, table: 'members' | 'dependents' | 'membership_payments' | 'mediclaim_payments') {
  const row = await t.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function importLines(t: TestApp) {
  return t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'IMPORT').execute();
}

forEachDatabase('import', (get) => {
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
    expect(res.json()).toEqual({
      error: true,
      message: 'Row 3: Name In Alphabets Only ',
      issues: [{ path: 'rows.1.values.member_name', message: 'Row 3: Name In Alphabets Only ' }],
    });
    expect(await count(t, 'members')).toBe(members);
    expect((await importLines(t)).length).toBe(audit);
    expect((await t.call('GET', '/api/master/8400001')).json()).toEqual({ error: true, data: [] });
  });

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

  it('imports past payments of both subscriptions with receipt numbers, and never twice', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    await insertMembershipPayment(t.ctx.db, member.id_number, { issue_date: '2019-01-10', amount: 500 });
    const file = rows([
      {
        kind: 'MEMBERSHIP',
        id_number: member.id_number,
        issue_date: '2019-01-10',
        mode_of_payment: 'CASH',
        amount: '500',
      },
      {
        kind: 'membership',
        id_number: member.id_number,
        issue_date: '12/02/2018',
        mode_of_payment: 'UPI',
        amount: '500',
        book_fee: '20',
      },
      {
        kind: 'MEDICLAIM',
        id_number: member.id_number,
        issue_date: '2018-05-20',
        mode_of_payment: 'NEFT',
        amount: '9000',
        group: 'Group IA',
        reference_number: '40 Years 2 Months',
        bank: 'SBI',
        branch: 'Pune Camp',
      },
      {
        kind: 'MEDICLAIM',
        id_number: member.id_number,
        issue_date: '2018-06-01',
        mode_of_payment: 'CASH',
        amount: '9000',
      },
      { kind: 'GPA', id_number: '77777777', issue_date: '2018-06-01', mode_of_payment: 'CASH', amount: 'ten' },
      { kind: 'MEMBERSHIP', id_number: '77777777', issue_date: '2018-06-01', mode_of_payment: 'CASH', amount: '600' },
    ]);
    const preview = (await t.call('POST', '/api/import/payments/preview', file)).json();
    expect(preview.rows).toEqual([
      {
        row: 2,
        ok: true,
        problems: [],
        duplicate: 'A MEMBERSHIP payment of ₹500 issued on 10/01/2019 already exists',
      },
      { row: 3, ok: true, problems: [] },
      { row: 4, ok: true, problems: [] },
      {
        row: 5,
        ok: false,
        problems: [
          {
            field: 'mode_of_payment',
            message: 'Choose one of CHEQUE, FUND TRANSFER, UPI, NEFT, CREDIT CARD, DEBIT CARD',
          },
          { field: 'group', message: 'Group Is Required Field' },
        ],
      },
      {
        row: 6,
        ok: false,
        problems: [
          { field: 'kind', message: importMessages.kindInvalid },
          { field: 'amount', message: 'Amount In Alphabets Only ' },
        ],
      },
      { row: 7, ok: false, problems: [{ field: 'id_number', message: renewalMessages.memberNotFound }] },
    ]);

    const res = await t.call('POST', '/api/import/payments', { rows: file.rows.slice(0, 3) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      added: 2,
      skipped: [{ row: 2, reason: 'A MEMBERSHIP payment of ₹500 issued on 10/01/2019 already exists' }],
    });
    const membership = (await t.call('GET', `/api/subscription/${member.id_number}`)).json().data;
    expect(membership).toContainEqual(
      expect.objectContaining({
        ISSUE_DATE: '2018-02-12',
        EXPIRY_DATE: '2018-12-31',
        MODE_OF_PAYMENT: 'UPI',
        AMOUNT: 500,
        REMARKS: 20,
      }),
    );
    const mediclaim = (await t.call('GET', `/api/mediclaim/${member.id_number}`)).json().data;
    expect(mediclaim).toEqual([
      expect.objectContaining({
        ISSUE_DATE: '2018-05-20',
        EXPIRY_DATE: '2019-04-30',
        REFERENCE_NUMBER: '40 Years 2 Months',
        BANK: 'SBI',
        BRANCH: 'Pune Camp',
        AMOUNT: 9000,
        REMARKS: 'GROUP IA',
      }),
    ]);
    const receipts = await t.ctx.db
      .selectFrom('membership_payments')
      .select('receipt_no')
      .where('member_id', '=', member.id_number)
      .where('issue_date', '=', '2018-02-12')
      .union(t.ctx.db.selectFrom('mediclaim_payments').select('receipt_no').where('member_id', '=', member.id_number))
      .execute();
    expect(receipts.map((r) => r.receipt_no).sort()).toEqual(['MC/2018-19/00001', 'MS/2017-18/00001']);
    const lines = (await importLines(t)).filter((l) => l.member_id === member.id_number);
    expect(lines.map((l) => l.entity).sort()).toEqual(['mediclaim_payment', 'membership_payment']);

    const twice = await t.call('POST', '/api/import/payments', { rows: file.rows.slice(0, 3) });
    expect(twice.json().added).toBe(0);
    expect(twice.json().skipped).toHaveLength(3);
  });

  it('refuses an unknown kind and an empty file in the error shape', async () => {
    const t = get();
    const unknown = await t.call('POST', '/api/import/gpa', rows([memberCells('1')]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: true, message: 'Choose one of members, dependents, payments' });
    const empty = await t.call('POST', '/api/import/members', { rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: true, message: importMessages.noRows });
  });

  it('refuses a body it cannot read with 400 in the error shape, read in the worker', async () => {
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
