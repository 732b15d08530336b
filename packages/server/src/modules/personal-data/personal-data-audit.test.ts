import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { gpaBody, miscReceiptBody } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';

let next = 73_000;

/** The member ID spelt in letters, for names (which take no digits): 73000 is 'Hdaaa'. */
function spelt(id: string): string {
  const letters = [...id].map((d) => 'abcdefghij'[Number(d)]).join('');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

/** What a member and its dependents tell the trust about themselves: none of it may outlive an erasure. */
function personalValues(id: string) {
  const year = (from: number) => String(from + (Number(id) % 20));
  const letter = String.fromCharCode(65 + (Number(id) % 26));
  return {
    member: {
      ticket_number: `6123-4567-${id.slice(-4)}`,
      mobile: `97${id}0011`,
      whatsapp: `96${id}0022`,
      email: `erase.me.${id}@example.in`,
      address: `Flat ${id}, Forgotten Lane`,
      date_of_birth: `${year(1960)}-03-09`,
      nominee_name: `Nominee Hidden ${spelt(id)}`,
      nominee_relation: `NEPHEW ${letter}${letter}`,
      nominee_dob: `${year(1980)}-09-19`,
      nominee_guardian: `Guardian Quiet ${spelt(id)}`,
      job_profile: `Signal Inspector ${id}`,
      annual_income: `5${id}7`,
      icard_no: `ICX-${id}`,
    },
    moved: { address: `House ${id}, Second Lane`, mobile: `95${id}0033` },
    dependent: {
      dob: `${year(1990)}-07-21`,
      job_profile: `Pupil ${id}`,
      annual_income: `6${id}1`,
      icard_no: `DEP-${id}`,
    },
    changedDependent: { icard_no: `DEP-NEW-${id}`, job_profile: `Apprentice ${id}` },
    gone: { dob: `${year(1992)}-12-03`, icard_no: `GONE-${id}` },
    gpaNominee: `Gpa Nominee ${spelt(id)}`,
  };
}

/** Every text above that must be gone, with the Aadhaar number as typed, as digits and masked. */
function tracesOf(values: ReturnType<typeof personalValues>): string[] {
  const digits = values.member.ticket_number.replace(/-/g, '');
  return [
    ...Object.values(values.member),
    ...Object.values(values.moved),
    ...Object.values(values.dependent),
    ...Object.values(values.changedDependent),
    ...Object.values(values.gone),
    values.gpaNominee,
    digits,
    `XXXX XXXX ${digits.slice(-4)}`,
  ];
}

/**
 * A member registered, changed, paid for, revealed and removed through the API, with one dependent
 * changed and another removed: every kind of audit line about a member and its dependents.
 */
async function memberWithHistory(t: TestApp) {
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
  const dependent = (extra: Record<string, string>) =>
    t.call('POST', '/api/dependent', {
      id,
      dependent_name: `Kept Dependent ${spelt(id)}`,
      relation: 'DAUGHTER',
      age: '15',
      sex: 'FEMALE',
      blood_group: 'YES',
      ...values.dependent,
      ...extra,
    });
  const kept = await dependent({});
  expect(kept.statusCode, kept.body).toBe(201);
  const gone = await dependent(values.gone);
  expect(gone.statusCode, gone.body).toBe(201);

  const changed = await t.call('PUT', `/api/master/${id}`, { ...body, ...values.moved });
  expect(changed.statusCode, changed.body).toBe(200);
  const dependentNo = kept.json().id as number;
  const changedDependent = await t.call('PUT', `/api/dependent/${dependentNo}`, {
    id,
    dependent_name: `Kept Dependent ${spelt(id)}`,
    relation: 'DAUGHTER',
    age: '15',
    sex: 'FEMALE',
    blood_group: 'YES',
    ...values.dependent,
    ...values.changedDependent,
  });
  expect(changedDependent.statusCode, changedDependent.body).toBe(200);
  const removedDependent = await t.call('DELETE', `/api/dependent/${gone.json().id}`, { reason: 'Moved away' });
  expect(removedDependent.statusCode, removedDependent.body).toBe(200);

  const paid = await t.call('POST', `/api/subscription/activate/${id}`, {
    amount: 600,
    mode_of_payment: 'CASH',
    remarks: 0,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const gpa = await t.call('POST', '/api/gpa', gpaBody(id, { nominee_name: values.gpaNominee }));
  expect(gpa.statusCode, gpa.body).toBe(201);
  // A voided receipt's line keeps the row the reports show, with the member's fields in upper case.
  const voidedGpa = await t.call('DELETE', `/api/gpa/${gpa.json().id}`, { reason: 'Entered twice' });
  expect(voidedGpa.statusCode, voidedGpa.body).toBe(200);
  const misc = await t.call('POST', '/api/misc/report', miscReceiptBody(id));
  expect(misc.statusCode, misc.body).toBe(201);
  const voidedMisc = await t.call('DELETE', `/api/misc/report/${misc.json().id}`, { reason: 'Entered twice' });
  expect(voidedMisc.statusCode, voidedMisc.body).toBe(200);
  expect((await t.call('GET', `/api/master/${id}/aadhaar`)).statusCode).toBe(200);
  const removed = await t.call('DELETE', `/api/master/${id}`, { reason: 'Left the trust' });
  expect(removed.statusCode, removed.body).toBe(200);
  return { id, name, values, dependentName: `Kept Dependent ${spelt(id)}` };
}

function linesAbout(t: TestApp, id: string) {
  return t.ctx.db.selectFrom('audit_log').selectAll().where('member_id', '=', id).orderBy('id').execute();
}

forEachDatabase('erasure and the audit trail', (get) => {
  it('blanks the member’s and its dependents’ personal fields in every audit line about them, and counts them', async () => {
    const t = get();
    const other = await memberWithHistory(t);
    const erased = await memberWithHistory(t);
    const othersLines = await linesAbout(t, other.id);
    const before = await linesAbout(t, erased.id);
    const traces = tracesOf(erased.values);
    // The number as typed never reached the trail, nor the removed dependent's fields once it was removed;
    // everything else did, until the erasure.
    const typed = [erased.values.member.ticket_number, erased.values.member.ticket_number.replace(/-/g, '')];
    const gone = Object.values(erased.values.gone);
    for (const trace of traces.filter((v) => !typed.includes(v) && !gone.includes(v))) {
      expect(JSON.stringify(before)).toContain(trace);
    }
    for (const trace of gone) expect(JSON.stringify(before)).not.toContain(trace);

    const res = await t.call('POST', `/api/master/${erased.id}/erase-personal-data`);
    expect(res.statusCode, res.body).toBe(200);

    const audit = await t.call('GET', `/api/audit?memberId=${erased.id}&limit=200`);
    const exported = await t.call('GET', `/api/master/${erased.id}/personal-data`);
    const everything = await t.call('GET', '/api/audit?limit=200');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(exported.statusCode, exported.body).toBe(200);
    // The export's GPAIS records keep their nominee, as every money record stays as recorded.
    const { member, dependents, audit: exportedAudit } = exported.json();
    for (const held of [audit.body, JSON.stringify({ member, dependents, exportedAudit })]) {
      for (const trace of traces) expect(held).not.toContain(trace);
      // Names, IDs and money stay.
      expect(held).toContain(erased.name);
      expect(held).toContain(erased.dependentName);
      expect(held).toContain('"amount":600');
    }
    for (const trace of traces) expect(everything.body).not.toContain(trace);
    expect(everything.body).toContain(other.values.member.address);
    expect(everything.body).toContain(other.values.gpaNominee);
    expect(await linesAbout(t, other.id)).toEqual(othersLines);

    const after = await linesAbout(t, erased.id);
    const held = new Map(before.map((line) => [line.id, `${line.before_json}${line.after_json}`]));
    const redacted = after.filter(
      (line) => held.has(line.id) && held.get(line.id) !== `${line.before_json}${line.after_json}`,
    );
    expect(redacted.map((line) => `${line.action} ${line.entity}`)).toEqual([
      'CREATE member',
      'CREATE dependent',
      'UPDATE member',
      'UPDATE dependent',
      'CREATE gpa_record',
      'VOID gpa_record',
      'VOID misc_receipt',
      'REVEAL member',
      'ARCHIVE member',
    ]);
    const line = after.find((l) => l.action === 'ERASE');
    expect(JSON.parse(line?.after_json ?? '{}')).toMatchObject({ audit_lines_redacted: 9 });
  });

  it('leaves nothing blanked when the erasure fails midway through the audit trail', async () => {
    const t = get();
    const erased = await memberWithHistory(t);
    const before = await linesAbout(t, erased.id);
    const row = () => t.ctx.db.selectFrom('members').selectAll().where('id_number', '=', erased.id).execute();
    const memberBefore = await row();
    const last = before.at(-1)?.id as number;
    // The last line about the member refuses its update, after the rows and the earlier lines changed.
    if (t.ctx.dialect === 'sqlite') {
      await sql`create trigger refuse_for_test before update on audit_log when new.id = ${sql.lit(last)}
        begin select raise(abort, 'refused for the test'); end`.execute(t.ctx.db);
    } else {
      await sql`create function refuse_for_test() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`.execute(t.ctx.db);
      await sql`create trigger refuse_for_test before update on audit_log for each row
        when (new.id = ${sql.lit(last)}) execute function refuse_for_test()`.execute(t.ctx.db);
    }
    try {
      const failed = await t.call('POST', `/api/master/${erased.id}/erase-personal-data`);
      expect(failed.statusCode).toBe(500);
      expect(await linesAbout(t, erased.id)).toEqual(before);
      expect(await row()).toEqual(memberBefore);
    } finally {
      if (t.ctx.dialect === 'sqlite') await sql`drop trigger refuse_for_test`.execute(t.ctx.db);
      else await sql`drop trigger refuse_for_test on audit_log`.execute(t.ctx.db);
    }
    const res = await t.call('POST', `/api/master/${erased.id}/erase-personal-data`);
    expect(res.statusCode, res.body).toBe(200);
    for (const trace of tracesOf(erased.values)) {
      expect(JSON.stringify(await linesAbout(t, erased.id))).not.toContain(trace);
    }
  });
});
