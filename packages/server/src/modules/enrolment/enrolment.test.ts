import { ENROLMENT_COLUMNS, policyYearOf } from '@trust/contract/season';
import { expect, it } from 'vitest';
import { insertDependent, insertMediclaimPayment, insertMember } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';

/**
 * The tests of a file share one database, so each reads its own policy year: 2026 (1 May 2026 to 30
 * April 2027), 2030 and 2032.
 */
const YEAR = 2026;

async function archive(t: TestApp, table: 'members' | 'dependents', at: string, reason: string, key: string | number) {
  if (table === 'members') {
    await t.ctx.db
      .updateTable('members')
      .set({ archived_at: at, archived_by: 'Test Admin', archive_reason: reason })
      .where('id_number', '=', String(key))
      .execute();
  } else {
    await t.ctx.db
      .updateTable('dependents')
      .set({ archived_at: at, archived_by: 'Test Admin', archive_reason: reason })
      .where('no', '=', Number(key))
      .execute();
  }
}

/** A member with a mediclaim payment (issued on `issue`, entered that morning) and named dependents. */
async function coveredMember(t: TestApp, name: string, issue: string, dependents: string[] = [], mode = 'UPI') {
  const member = await insertMember(t.ctx.db, { member_name: name, date_of_birth: '1980-05-17', sex: 'MALE' });
  const nos: number[] = [];
  for (const [i, dependent] of dependents.entries()) {
    nos.push(
      await insertDependent(t.ctx.db, member.id_number, {
        dependent_name: dependent,
        relation: i === 0 ? 'WIFE' : 'SON',
        sex: i === 0 ? 'FEMALE' : 'MALE',
        dob: i === 0 ? '1984-11-02' : '2012-05-01',
        created_at: '2025-01-01T05:00:00.000Z',
      }),
    );
  }
  const receipt = `MC/${name.replace(/\W/g, '')}`;
  await insertMediclaimPayment(t.ctx.db, member.id_number, {
    receipt_no: receipt,
    issue_date: issue,
    expiry_date: `${policyYearOf(issue) + 1}-04-30`,
    mode_of_payment: mode,
    amount: 9000,
    group_name: 'GROUP IA',
    created_at: `${issue}T05:00:00.000Z`,
  });
  return { id: member.id_number, receipt, nos };
}

forEachDatabase('the insurer\u2019s enrolment list', (get) => {
  it('lists every covered member and its dependents, as the mediclaim report of the year does', async () => {
    const t = get();
    const a = await coveredMember(t, 'ANIL JOSHI', '2026-05-10', ['MEERA JOSHI', 'ARJUN JOSHI', 'GONE JOSHI']);
    await archive(t, 'dependents', '2026-05-20T05:00:00.000Z', 'Moved away', a.nos[2] as number);
    const bina = await coveredMember(t, 'BINA RAO', '2026-08-01');
    const reset = await coveredMember(t, 'RESET MEMBER', '2026-06-01', ['RESET WIFE']);
    await t.ctx.db
      .updateTable('mediclaim_payments')
      .set({ reset_at: '2026-06-02T05:00:00.000Z', reset_by: 'Test Admin', reset_reason: 'Paid twice' })
      .where('receipt_no', '=', reset.receipt)
      .execute();
    const bounced = await coveredMember(t, 'BOUNCED MEMBER', '2026-06-01', [], 'CHEQUE');
    await t.ctx.db
      .updateTable('mediclaim_payments')
      .set({
        bounce_date: '2026-06-05',
        bounce_reason: 'Insufficient funds',
        bounced_by: 'Test Admin',
        bounced_at: '2026-06-05T05:00:00.000Z',
      })
      .where('receipt_no', '=', bounced.receipt)
      .execute();
    const removed = await coveredMember(t, 'REMOVED MEMBER', '2026-06-01');
    await archive(t, 'members', '2026-07-01T05:00:00.000Z', 'Left the service', removed.id);
    const expired = await insertMember(t.ctx.db, { member_name: 'EXPIRED MEMBER' });
    await insertMediclaimPayment(t.ctx.db, expired.id_number, { issue_date: '2025-05-10', expiry_date: '2026-04-30' });

    const res = await t.call('GET', `/api/reports/mediclaim-enrolment?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ year: YEAR, fromDate: '2026-05-01', toDate: '2027-04-30', members: 2, persons: 4 });
    const people = (rows: { member_id: string; name: string; relation: string }[]) =>
      rows.map((r) => `${r.member_id} ${r.name} ${r.relation}`).sort();
    expect(people(answer.data)).toEqual(
      people([
        { member_id: a.id, name: 'ANIL JOSHI', relation: 'SELF' },
        { member_id: a.id, name: 'MEERA JOSHI', relation: 'WIFE' },
        { member_id: a.id, name: 'ARJUN JOSHI', relation: 'SON' },
        { member_id: bina.id, name: 'BINA RAO', relation: 'SELF' },
      ]),
    );

    // The mediclaim report of the same year, for the members still on the register, lists the same persons.
    const report = await t.call('GET', '/api/mediclaim/reports/mediclaim?fromDate=2026-05-01&toDate=2027-04-30');
    expect(report.statusCode).toBe(200);
    const onRegister = new Set(answer.data.map((r: { member_id: string }) => r.member_id));
    const reported = (
      report.json().data as {
        ID_NUMBER: string;
        MEMBER_NAME: string;
        dependents: { DEPENDENT_NAME: string; RELATION: string }[];
      }[]
    )
      .filter((m) => m.ID_NUMBER !== removed.id)
      .flatMap((m) => [
        { member_id: m.ID_NUMBER, name: m.MEMBER_NAME, relation: 'SELF' },
        ...m.dependents.map((d) => ({ member_id: m.ID_NUMBER, name: d.DEPENDENT_NAME, relation: d.RELATION })),
      ]);
    expect(reported.every((r) => onRegister.has(r.member_id))).toBe(true);
    expect(people(answer.data)).toEqual(people(reported));

    // By member ID, the member first and then its dependents by their number.
    const ofA = answer.data.filter((r: { member_id: string }) => r.member_id === a.id);
    expect(ofA.map((r: { relation: string }) => r.relation)).toEqual(['SELF', 'WIFE', 'SON']);
    expect(ofA[1]).toEqual({
      member_id: a.id,
      name: 'MEERA JOSHI',
      relation: 'WIFE',
      date_of_birth: '1984-11-02',
      age: 41,
      sex: 'FEMALE',
      family_group: '1+3',
      premium: 9000,
      receipt_no: a.receipt,
      cover_start: '2026-05-10',
    });
    const ids = answer.data.map((r: { member_id: string }) => r.member_id);
    expect(ids).toEqual([...ids].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('starts cover on the year\u2019s first day for a payment made before it, lists a member paid twice once, and gives ages on 1 May', async () => {
    const t = get();
    const early = await insertMember(t.ctx.db, { member_name: 'EARLY PAYER', date_of_birth: '1990-05-01' });
    await insertMediclaimPayment(t.ctx.db, early.id_number, {
      receipt_no: 'MC/EARLY',
      issue_date: '2030-04-20',
      expiry_date: '2031-04-30',
      amount: 8000,
    });
    const twice = await insertMember(t.ctx.db, { member_name: 'PAID TWICE', date_of_birth: 'not known' });
    await insertMediclaimPayment(t.ctx.db, twice.id_number, {
      receipt_no: 'MC/FIRST',
      issue_date: '2030-05-02',
      expiry_date: '2031-04-30',
    });
    await insertMediclaimPayment(t.ctx.db, twice.id_number, {
      receipt_no: 'MC/SECOND',
      issue_date: '2030-05-09',
      expiry_date: '2031-04-30',
    });

    const answer = (await t.call('GET', `/api/reports/mediclaim-enrolment?year=2030`)).json();
    expect(answer.members).toBe(2);
    const byId = new Map(answer.data.map((r: { member_id: string }) => [r.member_id, r]));
    expect(byId.get(early.id_number)).toMatchObject({ cover_start: '2030-05-01', age: 40, premium: 8000 });
    expect(byId.get(twice.id_number)).toMatchObject({ cover_start: '2030-05-09', age: '', receipt_no: 'MC/SECOND' });
    // The year before: the early payment overlaps it by ten days; the other member was not covered.
    const before = (await t.call('GET', `/api/reports/mediclaim-enrolment?year=2029`)).json();
    expect(before.data.map((r: { member_id: string }) => r.member_id)).toEqual([early.id_number]);
    expect(before.data[0].cover_start).toBe('2030-04-20');
  });

  it('downloads the list as CSV, and asks for a year', async () => {
    const t = get();
    const a = await coveredMember(t, 'CSV MEMBER', '2032-06-03', ['CSV WIFE']);
    const res = await t.call('GET', `/api/reports/mediclaim-enrolment?year=2032&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('mediclaim-enrolment-2032-05-01-to-2033-04-30.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(ENROLMENT_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(`${a.id},CSV WIFE,WIFE,02/11/1984,47,FEMALE,1+3,9000,${a.receipt},03/06/2032`);
    expect((await t.call('GET', '/api/reports/mediclaim-enrolment')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/reports/mediclaim-enrolment?year=1800')).statusCode).toBe(400);
  });
});

forEachDatabase('additions to and deletions from mediclaim cover', (get) => {
  const RANGE = 'fromDate=2028-06-01&toDate=2028-06-30';

  it('lists payments, new and removed dependents, resets and bounced cheques of the range, by date', async () => {
    const t = get();
    // Paid in the range, with a wife entered before; a son entered later, and the wife removed later.
    const a = await coveredMember(t, 'ASHOK PATIL', '2028-06-10', ['ASHA PATIL']);
    const son = await insertDependent(t.ctx.db, a.id, {
      dependent_name: 'SAHIL PATIL',
      relation: 'SON',
      created_at: '2028-06-20T06:00:00.000Z',
    });
    // Paid before the range and reset in it.
    const b = await coveredMember(t, 'BHARATI NAIK', '2028-05-05', ['BALU NAIK']);
    // Paid by a cheque that bounced in the range.
    const c = await coveredMember(t, 'CHETAN MORE', '2028-05-20', [], 'CHEQUE');
    // Not covered: its new dependent is no change of cover.
    const d = await insertMember(t.ctx.db, { member_name: 'DILIP SHAH' });
    await insertDependent(t.ctx.db, d.id_number, { created_at: '2028-06-18T06:00:00.000Z' });
    // Covered; a daughter removed (archived for her GPAIS records) in the range.
    const e = await coveredMember(t, 'EKTA SEN', '2028-05-02', ['ELA SEN']);
    await archive(t, 'dependents', '2028-06-22T07:00:00.000Z', 'Married and moved', e.nos[0] as number);

    t.setNow('2028-06-12T06:00:00.000Z');
    const bounce = await t.call('POST', `/api/payments/${encodeURIComponent(c.receipt)}/bounce`, {
      date: '2028-06-12',
      reason: 'Insufficient funds',
    });
    expect(bounce.statusCode, bounce.body).toBe(200);
    t.setNow('2028-06-15T06:00:00.000Z');
    const reset = await t.call('DELETE', `/api/mediclaim/deactivate/${b.id}`, { reason: 'Paid twice by mistake' });
    expect(reset.statusCode, reset.body).toBe(200);
    t.setNow('2028-06-25T06:00:00.000Z');
    const erase = await t.call('DELETE', `/api/dependent/${a.nos[0]}`, { reason: 'Entered by mistake' });
    expect(erase.statusCode, erase.body).toBe(200);

    const res = await t.call('GET', `/api/reports/mediclaim-changes?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const lines = answer.data.map(
      (r: Record<string, string>) =>
        `${r.date} ${r.change} ${r.event} ${r.member_id} ${r.name} ${r.relation} ${r.receipt_no} ${r.reason}`,
    );
    expect(lines).toEqual([
      `2028-06-10 ADDED Mediclaim paid ${a.id} ASHOK PATIL SELF ${a.receipt} `,
      `2028-06-10 ADDED Mediclaim paid ${a.id} ASHA PATIL WIFE ${a.receipt} `,
      `2028-06-12 REMOVED Cheque bounced ${c.id} CHETAN MORE SELF ${c.receipt} Insufficient funds`,
      `2028-06-15 REMOVED Payment reset ${b.id} BHARATI NAIK SELF ${b.receipt} Paid twice by mistake`,
      `2028-06-15 REMOVED Payment reset ${b.id} BALU NAIK WIFE ${b.receipt} Paid twice by mistake`,
      `2028-06-20 ADDED Dependent added ${a.id} SAHIL PATIL SON ${a.receipt} `,
      `2028-06-22 REMOVED Dependent removed ${e.id} ELA SEN WIFE ${e.receipt} Married and moved`,
      `2028-06-25 REMOVED Dependent removed ${a.id} ASHA PATIL WIFE ${a.receipt} Entered by mistake`,
    ]);
    expect(answer).toMatchObject({ added: 3, removed: 5 });
    expect(answer.data[0]).toEqual({
      date: '2028-06-10',
      change: 'ADDED',
      event: 'Mediclaim paid',
      reason: '',
      member_id: a.id,
      name: 'ASHOK PATIL',
      relation: 'SELF',
      date_of_birth: '1980-05-17',
      sex: 'MALE',
      family_group: '1+3',
      receipt_no: a.receipt,
    });
    expect(son).toBeGreaterThan(0);

    // A day's range holds that day's changes only, India's day: the son was entered at 11:30 in India.
    const day = (await t.call('GET', '/api/reports/mediclaim-changes?fromDate=2028-06-20&toDate=2028-06-20')).json();
    expect(day.data.map((r: { name: string }) => r.name)).toEqual(['SAHIL PATIL']);

    const csv = await t.call('GET', `/api/reports/mediclaim-changes?${RANGE}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('mediclaim-changes-2028-06-01-to-2028-06-30.csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(9);
    expect(rows[3]).toBe(
      `12/06/2028,REMOVED,Cheque bounced,Insufficient funds,${c.id},CHETAN MORE,SELF,17/05/1980,MALE,1+3,${c.receipt}`,
    );
  });

  it('lists a removed member with the dependents removed with it, and refuses a range across policy years', async () => {
    const t = get();
    const m = await coveredMember(t, 'FARUK KHAN', '2028-05-03', ['FATIMA KHAN']);
    const at = '2028-07-04T09:00:00.000Z';
    await archive(t, 'members', at, 'Left the service', m.id);
    await t.ctx.db
      .updateTable('dependents')
      .set({ archived_at: at, archived_by: 'Test Admin', archive_reason: 'Left the service', archived_with_member: 1 })
      .where('member_id', '=', m.id)
      .execute();
    const answer = (await t.call('GET', '/api/reports/mediclaim-changes?fromDate=2028-07-01&toDate=2028-07-31')).json();
    expect(answer.data.map((r: Record<string, string>) => `${r.date} ${r.event} ${r.name} ${r.reason}`)).toEqual([
      '2028-07-04 Member removed FARUK KHAN Left the service',
      '2028-07-04 Member removed FATIMA KHAN Left the service',
    ]);
    expect(answer).toMatchObject({ added: 0, removed: 2 });

    const across = await t.call('GET', '/api/reports/mediclaim-changes?fromDate=2029-04-20&toDate=2029-05-10');
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toBe('The dates must fall in one policy year (1 May to 30 April)');
    expect(
      (await t.call('GET', '/api/reports/mediclaim-changes?fromDate=2028-07-10&toDate=2028-07-01')).statusCode,
    ).toBe(400);
  });
});
