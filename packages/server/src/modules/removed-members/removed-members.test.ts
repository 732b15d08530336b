import { booksMessages } from '@trust/contract/books';
import { memberMessages } from '@trust/contract/member';
import { expect, it } from 'vitest';
import {
  gpaBody,
  insertDependent,
  insertMediclaimPayment,
  insertMember,
  insertMembershipPayment,
  memberRow,
  miscReceiptBody,
} from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';

const DAY = '2026-06-15';
const RANGE = `fromDate=${DAY}&toDate=${DAY}`;

/** The body of `POST master`: the member's columns as the form sends them. */
function registration(id: string) {
  const { registration_date, created_by, created_at, updated_at, ...fields } = memberRow({
    id_number: id,
    member_name: 'Sunita Kale',
  });
  return fields;
}

/**
 * What every report and list that shows money answers, byte for byte: the collection report (JSON
 * and CSV), the membership and mediclaim reports, and the misc and GPAIS lists and date reports.
 */
const REPORTS = [
  `/api/reports/collection?${RANGE}`,
  `/api/reports/collection?${RANGE}&format=csv`,
  `/api/subscription/reports/subscription?${RANGE}`,
  `/api/subscription/reports/subscription?${RANGE}&format=csv`,
  `/api/mediclaim/reports/mediclaim?${RANGE}`,
  `/api/mediclaim/reports/mediclaim?${RANGE}&format=csv`,
];

function receiptLists(memberId: string) {
  return [
    `/api/misc/report/date?${RANGE}`,
    '/api/misc/report',
    `/api/misc/report/user/${memberId}`,
    `/api/gpa/report?${RANGE}`,
    `/api/gpa?records=1&id=${memberId}`,
    `/api/gpa-dependent/report?${RANGE}`,
    `/api/gpa-dependent?records=1&id=${memberId}`,
  ];
}

async function answersOf(t: TestApp, urls: string[]): Promise<Record<string, { status: number; body: string }>> {
  const answers: Record<string, { status: number; body: string }> = {};
  for (const url of urls) {
    const res = await t.call('GET', url);
    answers[url] = { status: res.statusCode, body: res.body };
  }
  return answers;
}

async function auditLines(t: TestApp, memberId: string, action: string) {
  return t.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

/** A member with two dependents, each kind of money record (one dependent has GPAIS), all on DAY. */
async function memberWhoPaid(t: TestApp, name: string) {
  const member = await insertMember(t.ctx.db, { member_name: name, family_group: '1+3' });
  const id = member.id_number;
  const insured = await insertDependent(t.ctx.db, id, {
    dependent_name: `${name.split(' ')[1]} ANIKA`,
    relation: 'DAUGHTER',
  });
  const other = await insertDependent(t.ctx.db, id, { dependent_name: 'ROHAN', relation: 'SON' });
  await insertMembershipPayment(t.ctx.db, id, {
    issue_date: DAY,
    expiry_date: '2026-12-31',
    amount: 600,
    book_fee: 40,
  });
  await insertMediclaimPayment(t.ctx.db, id, { issue_date: DAY, expiry_date: '2027-04-30', amount: 9000 });
  const misc = await t.call('POST', '/api/misc/report', miscReceiptBody(id));
  expect(misc.statusCode).toBe(201);
  const gpa = await t.call('POST', '/api/gpa', gpaBody(id));
  expect(gpa.statusCode).toBe(201);
  const dependentGpa = await t.call('POST', '/api/gpa-dependent', gpaBody(id, { dependent_id: String(insured) }));
  expect(dependentGpa.statusCode).toBe(201);
  return {
    member,
    id,
    insured,
    other,
    receipts: [misc.json().receipt_no, gpa.json().receipt_no, dependentGpa.json().receipt_no] as string[],
  };
}

forEachDatabase('removing members and dependents', (get) => {
  it('asks for a reason, 3 to 200 characters, in the body or the query, and changes nothing without one', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const no = await insertDependent(t.ctx.db, member.id_number);
    for (const url of [`/api/master/${member.id_number}`, `/api/dependent/${no}`]) {
      const none = await t.call('DELETE', url);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        error: true,
        message: booksMessages.reasonRequired,
        issues: [{ path: 'reason', message: booksMessages.reasonRequired }],
      });
      const blank = await t.call('DELETE', url, { reason: '   ' });
      expect(blank.json().message).toBe(booksMessages.reasonRequired);
      const short = await t.call('DELETE', `${url}?reason=no`);
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(booksMessages.reasonLength);
      const long = await t.call('DELETE', url, { reason: 'x'.repeat(201) });
      expect(long.json().message).toBe(booksMessages.reasonLength);
    }
    expect((await t.call('GET', `/api/master/${member.id_number}`)).json().error).toBe(false);
    expect((await t.call('GET', `/api/dependent/count/${member.id_number}`)).json()).toEqual({ noOfDependent: 1 });
  });

  it('erases a member without money records, with its dependents, and writes the reason in the audit line', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db, { member_name: 'ERASED QWFPGJ' });
    await insertDependent(t.ctx.db, member.id_number);
    const res = await t.call('DELETE', `/api/master/${member.id_number}?reason=Registered%20twice`);
    expect(res.json()).toEqual({ error: false });
    const rows = await t.ctx.db.selectFrom('members').select('id_number').where('id_number', '=', member.id_number);
    expect(await rows.execute()).toEqual([]);
    const [line] = await auditLines(t, member.id_number, 'DELETE');
    expect(JSON.parse(line?.before_json ?? '{}')).toMatchObject({ reason: 'Registered twice' });
    expect(await auditLines(t, member.id_number, 'ARCHIVE')).toEqual([]);
    expect((await t.call('GET', '/api/removed-members?search=QWFPGJ')).json()).toEqual({ data: [], total: 0 });
    // Erased, its ID is free again.
    expect((await t.call('POST', '/api/master', registration(member.id_number))).statusCode).toBe(201);
  });

  it('archives a member who paid: off the register, every receipt and report line as it was, then restored', async () => {
    const t = get();
    t.setNow(`${DAY}T06:00:00Z`);
    const tag = 'ARCHIVED ZXKVBM';
    // Never paid a membership: on the non-membership list until removed.
    const lapsed = await insertMember(t.ctx.db, { member_name: 'LAPSED ZXKVBM' });
    await t.call('POST', '/api/misc/report', miscReceiptBody(lapsed.id_number));
    const { id, insured, other, receipts } = await memberWhoPaid(t, tag);
    const dashboard = (await t.call('GET', '/api/dashboard')).json();
    const dependents = (await t.call('GET', '/api/dependent?limit=1')).json().total;
    const before = await answersOf(t, REPORTS);
    for (const [url, answer] of Object.entries(before)) expect(answer.status, url).toBe(200);
    expect(before[`/api/reports/collection?${RANGE}&format=csv`]?.body).toContain(tag);
    const nonMembership = (await t.call('GET', '/api/subscription/reports/non-membership')).body;
    expect(nonMembership).toContain(lapsed.id_number);

    const removed = await t.call('DELETE', `/api/master/${id}`, { reason: 'Left the trust' });
    expect(removed.json()).toEqual({ error: false });
    await t.call('DELETE', `/api/master/${lapsed.id_number}`, { reason: 'Left the trust' });

    // Every money answer is byte for byte the same, still with the member's name.
    expect(await answersOf(t, REPORTS)).toEqual(before);
    // Off the register, its lists, searches, status lookups and counts.
    expect((await t.call('GET', `/api/master/${id}`)).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', '/api/master?limit=10&q=ZXKVBM')).json()).toEqual({ data: [], total: 0 });
    expect((await t.call('GET', `/api/master/${id}/x/x`)).json()).toEqual({ data: [] });
    expect(
      (await t.call('GET', '/api/master')).json().data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER),
    ).not.toContain(id);
    expect((await t.call('GET', `/api/subscription/status/${id}`)).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', `/api/mediclaim/status/${id}`)).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', `/api/subscription/${id}`)).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', `/api/print/pastRecords${id}`)).json().error).toBe(true);
    expect((await t.call('GET', `/api/gpa?id=${id}`)).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', `/api/member-overview/${id}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/dependent/${id}`)).json()).toEqual({ data: [], error: true });
    expect((await t.call('GET', `/api/dependent/null/${insured}`)).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', `/api/dependent/count/${id}`)).json()).toEqual({ noOfDependent: 0 });
    expect((await t.call('POST', '/api/dependent/filter', { ids: [id] })).json()).toEqual({ data: [] });
    expect((await t.call('GET', '/api/dependent?limit=1')).json().total).toBe(dependents - 2);
    expect((await t.call('GET', '/api/dashboard')).json().members).toBe(dashboard.members - 2);
    expect((await t.call('GET', '/api/subscription/reports/non-membership')).body).not.toContain(lapsed.id_number);
    for (const kind of ['membership', 'mediclaim']) {
      const due = (await t.call('GET', `/api/renewals?kind=${kind}&state=active&limit=500`)).json().data;
      expect(due.map((r: { ID_NUMBER: string }) => r.ID_NUMBER)).not.toContain(id);
    }
    // It takes no payment, receipt or dependent.
    const payment = { amount: 600, mode_of_payment: 'CASH', remarks: 0, id_number: id };
    expect((await t.call('POST', `/api/subscription/activate/${id}`, payment)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/misc/report', miscReceiptBody(id))).statusCode).toBe(404);
    expect((await t.call('POST', '/api/gpa', gpaBody(id))).statusCode).toBe(404);
    expect((await t.call('POST', '/api/gpa-dependent', gpaBody(id, { dependent_id: String(other) }))).statusCode).toBe(
      404,
    );
    expect((await t.call('PUT', `/api/master/${id}`, registration(id))).statusCode).toBe(404);
    // Its ID stays taken.
    const again = await t.call('POST', '/api/master', registration(id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: true, message: booksMessages.removedMemberId(id) });

    // One audit line holds the member, its dependents and every money record.
    const [line] = await auditLines(t, id, 'ARCHIVE');
    const after = JSON.parse(line?.after_json ?? '{}');
    expect(after.member).toMatchObject({ id_number: id, archived_by: 'Test Admin', archive_reason: 'Left the trust' });
    expect(after.dependents.map((d: { no: number }) => d.no)).toEqual([insured, other]);
    expect(after.receipts).toHaveLength(5);
    expect(after.receipts).toEqual(
      expect.arrayContaining([
        { receipt_no: receipts[0], kind: 'MISC', amount: 800, date: DAY, status: 'PAID' },
        { receipt_no: receipts[1], kind: 'GPAIS', amount: 350, date: DAY, status: 'PAID' },
        { receipt_no: receipts[2], kind: 'GPAIS DEPENDENT', amount: 350, date: DAY, status: 'PAID' },
        expect.objectContaining({ kind: 'MEMBERSHIP', amount: 640, status: 'PAID' }),
        expect.objectContaining({ kind: 'MEDICLAIM', amount: 9000, status: 'PAID' }),
      ]),
    );

    // Removed Members lists it, and searches on ID or name.
    const list = (await t.call('GET', '/api/removed-members?search=zxkvbm')).json();
    expect(list.total).toBe(2);
    const byId = (await t.call('GET', `/api/removed-members?search=${id}`)).json();
    expect(byId).toEqual({
      data: [
        {
          ID_NUMBER: id,
          MEMBER_NAME: tag,
          DEPARTMENT: 'ACCOUNTS',
          MOBILE: expect.any(String),
          DEPENDENT_COUNT: 2,
          RECEIPT_COUNT: 5,
          ARCHIVED_AT: `${DAY}T06:00:00.000Z`,
          ARCHIVED_BY: 'Test Admin',
          ARCHIVE_REASON: 'Left the trust',
        },
      ],
      total: 1,
    });

    // Restored, it and its dependents are back; the money answers have not moved.
    const restored = await t.call('POST', `/api/removed-members/${id}/restore`);
    expect(restored.json()).toEqual({ error: false });
    expect((await t.call('GET', `/api/master/${id}`)).json().data[0].MEMBER_NAME).toBe(tag);
    expect((await t.call('GET', `/api/dependent/count/${id}`)).json()).toEqual({ noOfDependent: 2 });
    expect((await t.call('GET', `/api/subscription/status/${id}`)).json().data).toEqual([
      expect.objectContaining({ ID_NUMBER: id, STATUS: 'ACTIVE' }),
    ]);
    expect((await t.call('GET', `/api/removed-members?search=${id}`)).json()).toEqual({ data: [], total: 0 });
    expect(await answersOf(t, REPORTS)).toEqual(before);
    const [restoreLine] = await auditLines(t, id, 'RESTORE');
    expect(JSON.parse(restoreLine?.after_json ?? '{}').member.archived_at).toBeNull();
    const twice = await t.call('POST', `/api/removed-members/${id}/restore`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ error: true, message: booksMessages.notRemoved });
    expect((await t.call('POST', '/api/removed-members/4040404/restore')).statusCode).toBe(404);
  });

  it('lists every misc and GPAIS receipt of a removed member byte for byte as before, and after its restore', async () => {
    const t = get();
    t.setNow(`${DAY}T06:00:00Z`);
    const { id } = await memberWhoPaid(t, 'LISTED HWQZPX');
    const before = await answersOf(t, receiptLists(id));
    for (const [url, answer] of Object.entries(before)) expect(answer.status, url).toBe(200);
    expect(before[`/api/misc/report/user/${id}`]?.body).toContain('LISTED HWQZPX');
    await t.call('DELETE', `/api/master/${id}`, { reason: 'Left the trust' });
    expect(await answersOf(t, receiptLists(id))).toEqual(before);
    await t.call('POST', `/api/removed-members/${id}/restore`);
    expect(await answersOf(t, receiptLists(id))).toEqual(before);
  });

  it('archives a dependent with GPAIS removed on its own, erases one without, and a restore leaves it removed', async () => {
    const t = get();
    t.setNow(`${DAY}T06:00:00Z`);
    const { id, insured, other } = await memberWhoPaid(t, 'FAMILY JQXWZV');
    const mediclaim = await t.call('GET', `/api/mediclaim/reports/mediclaim?${RANGE}`);
    expect(mediclaim.body).toContain('JQXWZV ANIKA');
    const gpaList = (await t.call('GET', `/api/gpa-dependent?records=1&id=${id}`)).body;

    expect((await t.call('DELETE', `/api/dependent/${insured}`, { reason: 'Married and moved' })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/dependent/${other}`, { reason: 'Entered by mistake' })).statusCode).toBe(200);
    const kept = await t.ctx.db.selectFrom('dependents').selectAll().where('member_id', '=', id).execute();
    expect(kept).toEqual([
      expect.objectContaining({
        no: insured,
        archived_by: 'Test Admin',
        archive_reason: 'Married and moved',
        archived_with_member: 0,
      }),
    ]);
    const lines = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'after_json'])
      .where('entity', '=', 'dependent')
      .where('member_id', '=', id)
      .where('action', 'in', ['ARCHIVE', 'DELETE'])
      .orderBy('id')
      .execute();
    expect(lines.map((l) => [l.action, l.entity_id])).toEqual([
      ['ARCHIVE', String(insured)],
      ['DELETE', String(other)],
    ]);
    expect(JSON.parse(lines[0]?.after_json ?? '{}').receipts).toHaveLength(1);
    // Its GPAIS record still names it; it is off the member's list and the mediclaim report's.
    expect((await t.call('GET', `/api/gpa-dependent?records=1&id=${id}`)).body).toBe(gpaList);
    expect((await t.call('GET', `/api/dependent/${id}`)).json()).toEqual({ data: [], error: true });
    expect((await t.call('GET', `/api/gpa-dependent?id=${id}`)).json().data).toEqual([]);
    expect((await t.call('GET', `/api/mediclaim/reports/mediclaim?${RANGE}`)).body).not.toContain('JQXWZV ANIKA');
    expect((await t.call('DELETE', `/api/dependent/${insured}`, { reason: 'Married and moved' })).statusCode).toBe(404);

    await t.call('DELETE', `/api/master/${id}`, { reason: 'Left the trust' });
    const row = (await t.call('GET', `/api/removed-members?search=${id}`)).json().data[0];
    expect(row).toMatchObject({ DEPENDENT_COUNT: 0, RECEIPT_COUNT: 5 });
    await t.call('POST', `/api/removed-members/${id}/restore`);
    expect((await t.call('GET', `/api/dependent/count/${id}`)).json()).toEqual({ noOfDependent: 0 });
  });

  it('refuses a removed member in an import: its ID, its dependents and its payments', async () => {
    const t = get();
    t.setNow(`${DAY}T06:00:00Z`);
    const { id } = await memberWhoPaid(t, 'IMPORTED PLMKTY');
    await t.call('DELETE', `/api/master/${id}`, { reason: 'Left the trust' });
    const cells = { ...registration(id), member_name: 'Someone Else' };
    const members = await t.call('POST', '/api/import/members/preview', { rows: [{ row: 2, values: cells }] });
    expect(members.json().rows[0]).toMatchObject({ duplicate: booksMessages.removedMemberId(id) });
    const dependent = {
      id,
      dependent_name: 'Om Kale',
      relation: 'SON',
      dob: '2008-04-02',
      age: '18',
      sex: 'MALE',
      blood_group: 'YES',
      job_profile: 'STUDENT',
      icard_no: 'D-12',
    };
    const dependents = await t.call('POST', '/api/import/dependents/preview', {
      rows: [{ row: 2, values: dependent }],
    });
    expect(dependents.json().rows[0]).toMatchObject({
      ok: false,
      problems: [{ field: 'id', message: booksMessages.removedMemberId(id) }],
    });
    expect(members.json().rows[0].duplicate).not.toBe(memberMessages.exists(id));
  });

  it('pages Removed Members, most recently removed first', async () => {
    const t = get();
    const ids: string[] = [];
    for (const [i, hour] of ['07', '08', '09'].entries()) {
      t.setNow(`${DAY}T${hour}:00:00Z`);
      const member = await insertMember(t.ctx.db, { member_name: `PAGED VBNQRS ${i}` });
      await insertMembershipPayment(t.ctx.db, member.id_number);
      await t.call('DELETE', `/api/master/${member.id_number}`, { reason: 'Left the trust' });
      ids.push(member.id_number);
    }
    const first = (await t.call('GET', '/api/removed-members?search=vbnqrs&limit=2')).json();
    expect(first.total).toBe(3);
    expect(first.data.map((r: { ID_NUMBER: string }) => r.ID_NUMBER)).toEqual([ids[2], ids[1]]);
    const second = (await t.call('GET', '/api/removed-members?search=vbnqrs&limit=2&offset=2')).json();
    expect(second.data.map((r: { ID_NUMBER: string }) => r.ID_NUMBER)).toEqual([ids[0]]);
    expect((await t.call('GET', '/api/removed-members?limit=0')).statusCode).toBe(400);
  });
});
