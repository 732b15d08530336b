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
      family_group: 'GROUP IA',
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
    expect(lines[2]).toBe(`${a.id},CSV WIFE,WIFE,02/11/1984,47,FEMALE,GROUP IA,9000,${a.receipt},03/06/2032`);
    expect((await t.call('GET', '/api/reports/mediclaim-enrolment')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/reports/mediclaim-enrolment?year=1800')).statusCode).toBe(400);
  });
});
