import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { forEachDatabase, type TestApp } from '../../../test/helpers';

let next = 74_000;

/** The member ID spelt in letters, for names (which take no digits): 74000 is 'Heaaa'. */
function spelt(id: string): string {
  const letters = [...id].map((d) => 'abcdefghij'[Number(d)]).join('');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

/** What a member and its dependents tell the trust about themselves, each text unique to the member. */
function personalValues(id: string) {
  return {
    member: {
      mobile: `97${id}0011`,
      email: `removed.${id}@example.in`,
      address: `Flat ${id}, Vanished Lane`,
      date_of_birth: `19${60 + (Number(id) % 20)}-03-09`,
      nominee_name: `Nominee Hidden ${spelt(id)}`,
      job_profile: `Signal Inspector ${id}`,
      icard_no: `ICX-${id}`,
    },
    moved: { address: `House ${id}, Second Lane` },
    kept: { icard_no: `KEPT-${id}`, job_profile: `Pupil ${id}` },
    gone: { icard_no: `GONE-${id}`, job_profile: `Clerk ${id}`, annual_income: `7${id}3` },
    goneChanged: { icard_no: `GONE-NEW-${id}` },
  };
}

type Values = ReturnType<typeof personalValues>;

const goneTraces = (v: Values) => [...Object.values(v.gone), ...Object.values(v.goneChanged)];
const memberTraces = (v: Values) => [...Object.values(v.member), ...Object.values(v.moved), ...Object.values(v.kept)];

/**
 * A member registered and changed through the API, with two dependents, one of them changed: its
 * lines hold every personal value above until a removal blanks them.
 */
async function memberWithDependents(t: TestApp) {
  const id = String(next++);
  const values = personalValues(id);
  const name = `Kept Name ${spelt(id)}`;
  const body = {
    id_number: id,
    member_name: name,
    department: 'STORES',
    age: '55',
    date_of_retirement: '2031-03-31',
    sex: 'MALE',
    blood_group: 'B+VE',
    organisation: 'CENTRAL RAILWAY',
    family_group: '1+3',
    remarks: 'YES',
    ...values.member,
  };
  const created = await t.call('POST', '/api/master', body);
  expect(created.statusCode, created.body).toBe(201);
  const dependentBody = (dependentName: string, extra: Record<string, string>) => ({
    id,
    dependent_name: dependentName,
    relation: 'DAUGHTER',
    age: '15',
    sex: 'FEMALE',
    blood_group: 'YES',
    dob: '2010-07-21',
    ...extra,
  });
  const keptName = `Kept Dependent ${spelt(id)}`;
  const goneName = `Gone Dependent ${spelt(id)}`;
  const kept = await t.call('POST', '/api/dependent', dependentBody(keptName, values.kept));
  expect(kept.statusCode, kept.body).toBe(201);
  const gone = await t.call('POST', '/api/dependent', dependentBody(goneName, values.gone));
  expect(gone.statusCode, gone.body).toBe(201);
  const goneNo = gone.json().id as number;
  const changed = await t.call('PUT', `/api/master/${id}`, { ...body, ...values.moved });
  expect(changed.statusCode, changed.body).toBe(200);
  const goneChanged = await t.call('PUT', `/api/dependent/${goneNo}`, {
    ...dependentBody(goneName, values.gone),
    ...values.goneChanged,
  });
  expect(goneChanged.statusCode, goneChanged.body).toBe(200);
  return { id, name, values, keptName, goneName, goneNo };
}

function linesAbout(t: TestApp, id: string) {
  return t.ctx.db.selectFrom('audit_log').selectAll().where('member_id', '=', id).orderBy('id').execute();
}

async function auditOf(t: TestApp, query: string): Promise<string> {
  const res = await t.call('GET', `/api/audit?${query}limit=200`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** Makes the audit line `id` refuse any change, so a removal fails after it changed rows and earlier lines. */
async function refuseUpdateOfLine(t: TestApp, id: number): Promise<() => Promise<void>> {
  if (t.ctx.dialect === 'sqlite') {
    await sql`create trigger refuse_for_test before update on audit_log when new.id = ${sql.lit(id)}
      begin select raise(abort, 'refused for the test'); end`.execute(t.ctx.db);
    return async () => void (await sql`drop trigger refuse_for_test`.execute(t.ctx.db));
  }
  await sql`create function refuse_for_test() returns trigger language plpgsql as $$
    begin raise exception 'refused for the test'; end $$`.execute(t.ctx.db);
  await sql`create trigger refuse_for_test before update on audit_log for each row
    when (new.id = ${sql.lit(id)}) execute function refuse_for_test()`.execute(t.ctx.db);
  return async () => {
    await sql`drop trigger refuse_for_test on audit_log`.execute(t.ctx.db);
    await sql`drop function refuse_for_test()`.execute(t.ctx.db);
  };
}

forEachDatabase('a removal and the audit trail', (get) => {
  it('blanks a deleted member’s and its dependents’ personal fields in every audit line about them, and counts them', async () => {
    const t = get();
    const other = await memberWithDependents(t);
    const removed = await memberWithDependents(t);
    const othersLines = await linesAbout(t, other.id);
    const traces = [...memberTraces(removed.values), ...goneTraces(removed.values)];
    const before = await auditOf(t, `memberId=${removed.id}&`);
    for (const trace of traces) expect(before).toContain(trace);

    const res = await t.call('DELETE', `/api/master/${removed.id}`, { reason: 'Registered twice' });
    expect(res.statusCode, res.body).toBe(200);

    const about = await auditOf(t, `memberId=${removed.id}&`);
    const everything = await auditOf(t, '');
    for (const held of [about, everything]) {
      for (const trace of traces) expect(held).not.toContain(trace);
      expect(held).toContain(removed.name);
      expect(held).toContain(removed.keptName);
      expect(held).toContain(removed.goneName);
    }
    expect(everything).toContain(other.values.member.address);
    expect(await linesAbout(t, other.id)).toEqual(othersLines);
    // Nothing is left to erase: the member is gone from the register and from the removed members.
    expect((await t.call('POST', `/api/master/${removed.id}/erase-personal-data`)).statusCode).toBe(404);

    const lines = await linesAbout(t, removed.id);
    const deleted = lines.find((line) => line.action === 'DELETE' && line.entity === 'member');
    // CREATE member, CREATE dependent twice, UPDATE member, UPDATE dependent.
    expect(JSON.parse(deleted?.after_json ?? '{}')).toEqual({ audit_lines_redacted: 5 });
    expect(JSON.parse(deleted?.before_json ?? '{}')).toMatchObject({
      member: { member_name: removed.name, address: '', mobile: '' },
      reason: 'Registered twice',
    });
  });

  it('blanks a removed dependent’s personal fields in its lines and in its member’s lists, and nothing else', async () => {
    const t = get();
    const member = await memberWithDependents(t);
    // Paid for, removed (archived with its dependents) and restored: two lines list the dependents.
    const paid = await t.call('POST', `/api/subscription/activate/${member.id}`, {
      amount: 600,
      mode_of_payment: 'CASH',
      remarks: 0,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await t.call('DELETE', `/api/master/${member.id}`, { reason: 'Left the trust' })).statusCode).toBe(200);
    expect((await t.call('POST', `/api/removed-members/${member.id}/restore`)).statusCode).toBe(200);
    const before = await auditOf(t, `memberId=${member.id}&`);
    for (const trace of goneTraces(member.values)) expect(before).toContain(trace);

    const res = await t.call('DELETE', `/api/dependent/${member.goneNo}`, { reason: 'Entered by mistake' });
    expect(res.statusCode, res.body).toBe(200);

    const exported = await t.call('GET', `/api/master/${member.id}/personal-data`);
    expect(exported.statusCode, exported.body).toBe(200);
    for (const held of [await auditOf(t, `memberId=${member.id}&`), await auditOf(t, ''), exported.body]) {
      for (const trace of goneTraces(member.values)) expect(held).not.toContain(trace);
      for (const trace of memberTraces(member.values)) expect(held).toContain(trace);
      expect(held).toContain(member.goneName);
    }
    const lines = await linesAbout(t, member.id);
    const deleted = lines.find((line) => line.action === 'DELETE' && line.entity === 'dependent');
    // CREATE and UPDATE of the dependent, the member's ARCHIVE and RESTORE lines.
    expect(JSON.parse(deleted?.after_json ?? '{}')).toEqual({ audit_lines_redacted: 4 });
    expect(JSON.parse(deleted?.before_json ?? '{}')).toMatchObject({
      dependent_name: member.goneName,
      icard_no: '',
      reason: 'Entered by mistake',
    });
  });

  it('leaves the member, its dependents and every line as they were when the removal fails midway', async () => {
    const t = get();
    const member = await memberWithDependents(t);
    const before = await linesAbout(t, member.id);
    const rows = async () => ({
      member: await t.ctx.db.selectFrom('members').selectAll().where('id_number', '=', member.id).execute(),
      dependents: await t.ctx.db.selectFrom('dependents').selectAll().where('member_id', '=', member.id).execute(),
    });
    const held = await rows();
    const allow = await refuseUpdateOfLine(t, before.at(-1)?.id as number);
    try {
      const failedDependent = await t.call('DELETE', `/api/dependent/${member.goneNo}`, {
        reason: 'Entered by mistake',
      });
      expect(failedDependent.statusCode).toBe(500);
      const failedMember = await t.call('DELETE', `/api/master/${member.id}`, { reason: 'Registered twice' });
      expect(failedMember.statusCode).toBe(500);
      expect(await linesAbout(t, member.id)).toEqual(before);
      expect(await rows()).toEqual(held);
    } finally {
      await allow();
    }
    expect((await t.call('DELETE', `/api/master/${member.id}`, { reason: 'Registered twice' })).statusCode).toBe(200);
    const after = JSON.stringify(await linesAbout(t, member.id));
    for (const trace of [...memberTraces(member.values), ...goneTraces(member.values)]) {
      expect(after).not.toContain(trace);
    }
  });
});
