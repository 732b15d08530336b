import { booksMessages } from '@trust/contract/books';
import { expect, it } from 'vitest';
import { insertDependent, insertMember } from '../../../test/factories';
import { ADMIN, forEachDatabase } from '../../../test/helpers';

function recordBody(memberId: string, overrides: Record<string, unknown> = {}) {
  return {
    member_id: memberId,
    nominee_name: 'Kavita Rao',
    nominee_relation: 'WIFE',
    nominee_dob: '1985-04-04',
    nominee_guardian: '',
    risk_group: 'UPI',
    sa_amount: '200000',
    premium_amount: '350',
    ...overrides,
  };
}

forEachDatabase('GPAIS for members', (get) => {
  it('shows the member for the form with the membership status', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db, { member_name: 'VIJAY SHETTY' });
    const res = await t.call('GET', `/api/gpa?id=${member.id_number}`);
    expect(res.json()).toEqual({
      error: false,
      data: [
        {
          ID_NUMBER: member.id_number,
          MEMBER_NAME: 'VIJAY SHETTY',
          DATE_OF_BIRTH: member.date_of_birth,
          SEX: member.sex,
          JOB_PROFILE: member.job_profile,
          ANNUAL_INCOME: member.annual_income,
          ICARD_NO: member.icard_no,
          STATUS: 'EXPIRED',
        },
      ],
    });
    expect((await t.call('GET', '/api/gpa?id=77777777')).json()).toEqual({ error: true, data: [] });
    expect((await t.call('GET', '/api/gpa')).statusCode).toBe(400);
  });

  it('adds a record for a member, lists it, reports it by date and voids it with a reason', async () => {
    const t = get();
    t.setNow('2026-06-01T06:00:00Z');
    const member = await insertMember(t.ctx.db);
    const res = await t.call(
      'POST',
      '/api/gpa',
      recordBody(member.id_number, { nominee_dob: '2014-01-01', nominee_guardian: 'Mohan Rao' }),
    );
    expect(res.statusCode).toBe(201);
    const { id, receipt_no } = res.json();
    expect(receipt_no).toMatch(/^GP\/2026-27\/\d{5}$/);
    const records = (await t.call('GET', `/api/gpa?records=1&id=${member.id_number}`)).json().data;
    expect(records).toEqual([
      expect.objectContaining({
        id,
        member_id: member.id_number,
        date: '2026-06-01',
        nominee_guardian: 'Mohan Rao',
        risk_group: 'UPI',
        sa_amount: 200000,
        premium_amount: 350,
        MEMBER_NAME: member.member_name,
        ICARD_NO: member.icard_no,
      }),
    ]);
    const report = (await t.call('GET', '/api/gpa/report?fromDate=2026-06-01&toDate=2026-06-01')).json().data;
    expect(report.map((r: { id: number }) => r.id)).toContain(id);
    const outside = (await t.call('GET', '/api/gpa/report?fromDate=2026-06-02&toDate=2026-06-30')).json().data;
    expect(outside.map((r: { id: number }) => r.id)).not.toContain(id);
    const noReason = await t.call('DELETE', `/api/gpa/${id}`);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: true, message: booksMessages.reasonRequired });
    expect((await t.call('DELETE', `/api/gpa/${id}`, { reason: 'Premium refunded' })).json()).toEqual({ error: false });
    expect((await t.call('DELETE', `/api/gpa/${id}`, { reason: 'Premium refunded' })).statusCode).toBe(409);
    expect((await t.call('DELETE', '/api/gpa/99999999', { reason: 'Premium refunded' })).statusCode).toBe(404);

    const [voided] = (await t.call('GET', `/api/gpa?records=1&id=${member.id_number}`)).json().data;
    expect(voided).toMatchObject({
      id,
      receipt_no,
      premium_amount: 350,
      STATUS: 'VOID',
      VOID_REASON: 'Premium refunded',
      VOIDED_BY: ADMIN.name,
      VOIDED_AT: '2026-06-01T06:00:00.000Z',
    });
    const after = (await t.call('GET', '/api/gpa/report?fromDate=2026-06-01&toDate=2026-06-01')).json();
    expect(after.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(after.setApart).toEqual([
      expect.objectContaining({ kind: 'GPAIS', receipt_no, amount: 350, fate: 'VOID', reason: 'Premium refunded' }),
    ]);
  });

  it('needs a guardian for a nominee under 18 and answers 404 for an unknown member', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const res = await t.call('POST', '/api/gpa', recordBody(member.id_number, { nominee_dob: '2015-01-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(
      expect.objectContaining({ path: 'nominee_guardian', message: 'Nominee Guardian Is Required Field' }),
    );
    expect((await t.call('POST', '/api/gpa', recordBody('8888888'))).statusCode).toBe(404);
  });
});

forEachDatabase('GPAIS for dependents', (get) => {
  it('lists a member\u2019s dependents, or the error flag when there are none', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    expect((await t.call('GET', `/api/gpa-dependent?id=${member.id_number}`)).json()).toEqual({
      error: true,
      data: [],
    });
    const no = await insertDependent(t.ctx.db, member.id_number, { dependent_name: 'ANIKA' });
    const res = (await t.call('GET', `/api/gpa-dependent?id=${member.id_number}`)).json();
    expect(res.error).toBe(false);
    expect(res.data).toEqual([expect.objectContaining({ NO: no, DEPENDENT_NAME: 'ANIKA', ID: member.id_number })]);
  });

  it('adds a record only for a dependent of that member', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const other = await insertMember(t.ctx.db);
    const mine = await insertDependent(t.ctx.db, member.id_number, {
      dependent_name: 'ANIKA',
      sex: 'FEMALE',
      relation: 'DAUGHTER',
    });
    const theirs = await insertDependent(t.ctx.db, other.id_number);

    const wrong = await t.call('POST', '/api/gpa-dependent', { ...recordBody(member.id_number), dependent_id: theirs });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This dependent does not belong to this member');
    expect(
      (await t.call('POST', '/api/gpa-dependent', { ...recordBody(member.id_number), dependent_id: 99999999 }))
        .statusCode,
    ).toBe(404);
    const none = await t.call('POST', '/api/gpa-dependent', { ...recordBody(member.id_number), dependent_id: '' });
    expect(none.json().message).toBe('Please select a dependent!');

    const ok = await t.call('POST', '/api/gpa-dependent', {
      ...recordBody(member.id_number),
      dependent_id: String(mine),
    });
    expect(ok.statusCode).toBe(201);
    const { id, receipt_no } = ok.json();
    expect(receipt_no).toMatch(/^GD\//);
    const records = (await t.call('GET', `/api/gpa-dependent?records=1&id=${member.id_number}`)).json().data;
    expect(records).toEqual([
      expect.objectContaining({
        id,
        dependent_id: mine,
        DEPENDENT_NAME: 'ANIKA',
        DOB: '2010-03-04',
        DEPENDENT_SEX: 'FEMALE',
        RELATION: 'DAUGHTER',
        MEMBER_NAME: member.member_name,
      }),
    ]);
    const today = records[0].date as string;
    const report = (await t.call('GET', `/api/gpa-dependent/report?fromDate=${today}&toDate=${today}`)).json().data;
    expect(report.map((r: { id: number }) => r.id)).toContain(id);
    expect((await t.call('DELETE', `/api/gpa-dependent/${id}`)).statusCode).toBe(400);
    const voided = await t.call('DELETE', `/api/gpa-dependent/${id}?reason=${encodeURIComponent('Wrong dependent')}`);
    expect(voided.json()).toEqual({ error: false });
    expect((await t.call('DELETE', `/api/gpa-dependent/${id}`, { reason: 'Wrong dependent' })).statusCode).toBe(409);
    expect((await t.call('GET', `/api/gpa-dependent?records=1&id=${member.id_number}`)).json().data).toEqual([
      expect.objectContaining({
        id,
        receipt_no,
        STATUS: 'VOID',
        VOID_REASON: 'Wrong dependent',
        VOIDED_BY: ADMIN.name,
      }),
    ]);
    const after = (await t.call('GET', `/api/gpa-dependent/report?fromDate=${today}&toDate=${today}`)).json();
    expect(after.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(after.setApart).toEqual([
      expect.objectContaining({ kind: 'GPAIS DEPENDENT', receipt_no, fate: 'VOID', reason: 'Wrong dependent' }),
    ]);
  });
});
