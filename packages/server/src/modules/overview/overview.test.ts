import { expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { ADMIN, forEachDatabase } from '../../../test/helpers';

let next = 61_000;
function memberBody() {
  const id = String(next++);
  return {
    id_number: id,
    member_name: 'Kiran Patil',
    ticket_number: `61-${id}`,
    department: 'STORES',
    date_of_birth: '1976-02-10',
    age: '50',
    date_of_retirement: '2036-02-29',
    mobile: '9822001122',
    whatsapp: '9811122233',
    sex: 'MALE',
    blood_group: 'B+VE',
    organisation: 'CENTRAL RAILWAY',
    address: '9 Yard Road, Pune',
    family_group: '1+3',
    remarks: 'YES',
  };
}

const gpaBody = (memberId: string) => ({
  member_id: memberId,
  nominee_name: 'Kavita Patil',
  nominee_relation: 'WIFE',
  nominee_dob: '1980-04-04',
  nominee_guardian: '',
  risk_group: 'UPI',
  sa_amount: '200000',
  premium_amount: '350',
});

forEachDatabase('member overview', (get) => {
  it('answers everything about a member in one call: details, dependents, payments, receipts, GPAIS, history', async () => {
    const t = get();
    t.setNow('2026-06-15T06:00:00Z');
    const body = memberBody();
    const id = body.id_number;
    expect((await t.call('POST', '/api/master', body)).statusCode).toBe(201);
    const dependent = await t.call('POST', '/api/dependent', {
      id,
      dependent_name: 'Asha Patil',
      relation: 'DAUGHTER',
      dob: '2004-02-11',
      age: '22',
      sex: 'FEMALE',
      blood_group: 'YES',
      job_profile: 'STUDENT',
      annual_income: '0',
      icard_no: 'D-1',
    });
    const dependentNo = dependent.json().id as number;
    const membership = { amount: '600', mode_of_payment: 'CASH', remarks: '50' };
    const first = (await t.call('POST', `/api/subscription/activate/${id}`, membership)).json();
    const reason = { reason: 'Paid twice at the desk' };
    expect((await t.call('DELETE', `/api/subscription/deactivate/${id}`, reason)).statusCode).toBe(200);
    const second = (await t.call('POST', `/api/subscription/activate/${id}`, membership)).json();
    const mediclaim = await t.call('POST', `/api/mediclaim/activate/${id}`, {
      mode_of_payment: 'NEFT',
      reference_number: '50 Years 4 Months',
      bank: 'SBI',
      branch: 'PUNE',
      amount: '9000',
      remarks: 'GROUP II',
    });
    expect(mediclaim.statusCode).toBe(201);
    const misc = await t.call('POST', '/api/misc/report', {
      member_id: id,
      mode_of_payment: 'CASH',
      reissue_book: '50',
      membership_period: '2026-27',
      subscription_amount: '600',
      bank_charges: '',
      fine: '',
      misc: '',
    });
    expect(misc.statusCode).toBe(201);
    expect((await t.call('POST', '/api/gpa', gpaBody(id))).statusCode).toBe(201);
    const gpaDependent = await t.call('POST', '/api/gpa-dependent', { ...gpaBody(id), dependent_id: dependentNo });
    expect(gpaDependent.statusCode).toBe(201);
    expect((await t.call('DELETE', `/api/gpa-dependent/${gpaDependent.json().id}`, reason)).statusCode).toBe(200);
    // The second receipt printed twice, the registration receipt (under the mediclaim payment's
    // number) once, the voided GPAIS receipt once.
    const prints = (receiptNo: string) => `/api/receipts/${encodeURIComponent(receiptNo)}/prints`;
    await t.call('POST', prints(second.receipt_no), {});
    await t.call('POST', prints(second.receipt_no), { document: 'RECEIPT' });
    await t.call('POST', prints(mediclaim.json().receipt_no), { document: 'REGISTRATION' });
    await t.call('POST', prints(gpaDependent.json().receipt_no), {});

    const res = await t.call('GET', `/api/member-overview/${id}`);
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.member).toMatchObject({ ID_NUMBER: id, MEMBER_NAME: 'Kiran Patil', WHATSAPP: '9811122233' });
    expect(overview.dependents).toEqual([
      expect.objectContaining({ NO: dependentNo, ID: id, DEPENDENT_NAME: 'Asha Patil', MEMBER_NAME: 'Kiran Patil' }),
    ]);
    expect(overview.membership).toEqual({
      STATUS: 'ACTIVE',
      ISSUE_DATE: '2026-06-15',
      EXPIRY_DATE: '2026-12-31',
      RECEIPT_NO: second.receipt_no,
      BOUNCED: null,
    });
    expect(overview.mediclaim).toMatchObject({ STATUS: 'ACTIVE', EXPIRY_DATE: '2027-04-30' });
    // Both membership payments, the reset one with STATUS RESET, each with its receipt number.
    expect(overview.membershipPayments).toEqual([
      expect.objectContaining({ RECEIPT_NO: second.receipt_no, STATUS: 'ACTIVE', AMOUNT: 600, REMARKS: 50 }),
      expect.objectContaining({
        RECEIPT_NO: first.receipt_no,
        STATUS: 'RESET',
        RESET_REASON: 'Paid twice at the desk',
        RESET_BY: ADMIN.name,
      }),
    ]);
    expect(overview.mediclaimPayments).toEqual([
      expect.objectContaining({
        RECEIPT_NO: expect.stringMatching(/^MC\//),
        STATUS: 'ACTIVE',
        REMARKS: 'GROUP II',
        BANK: 'SBI',
      }),
    ]);
    expect(overview.miscReceipts).toEqual([
      expect.objectContaining({ member_id: id, receipt_no: misc.json().receipt_no, reissue_book: 50 }),
    ]);
    expect(overview.gpaRecords).toEqual([expect.objectContaining({ member_id: id, premium_amount: 350 })]);
    expect(overview.dependentGpaRecords).toEqual([
      expect.objectContaining({
        dependent_id: dependentNo,
        DEPENDENT_NAME: 'Asha Patil',
        STATUS: 'VOID',
        VOID_REASON: 'Paid twice at the desk',
      }),
    ]);
    expect(overview.prints).toEqual(
      [
        { receipt_no: gpaDependent.json().receipt_no, document: 'RECEIPT', prints: 1 },
        { receipt_no: second.receipt_no, document: 'RECEIPT', prints: 2 },
        { receipt_no: mediclaim.json().receipt_no, document: 'REGISTRATION', prints: 1 },
      ].sort((a, b) => a.receipt_no.localeCompare(b.receipt_no) || a.document.localeCompare(b.document)),
    );
    // The history, newest first: every change to the member and its records, with who made it.
    const actions = overview.audit.data.map((a: { action: string }) => a.action);
    expect(overview.audit.total).toBe(actions.length);
    expect(overview.audit.data[actions.length - 1]).toMatchObject({ action: 'CREATE', entity: 'member' });
    expect(actions).toEqual(expect.arrayContaining(['RENEW_MEMBERSHIP', 'RESET_MEMBERSHIP', 'RENEW_MEDICLAIM']));
    expect(overview.audit.data[0]).toMatchObject({ actor: ADMIN.email, member_id: id });
    const reset = overview.audit.data.find((a: { action: string }) => a.action === 'RESET_MEMBERSHIP');
    expect(reset.before).toMatchObject({ reset_at: null });
    expect(reset.after).toMatchObject({ reset_by: ADMIN.name, reset_reason: 'Paid twice at the desk' });
    expect(actions).toEqual(expect.arrayContaining(['VOID', 'PRINT']));
  });

  it('answers a member with no records with empty lists and EXPIRED subscriptions', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const overview = (await t.call('GET', `/api/member-overview/${m.id_number}`)).json();
    const never = { STATUS: 'EXPIRED', ISSUE_DATE: null, EXPIRY_DATE: null, RECEIPT_NO: null };
    expect(overview).toMatchObject({
      member: { ID_NUMBER: m.id_number },
      dependents: [],
      membership: never,
      mediclaim: never,
      membershipPayments: [],
      mediclaimPayments: [],
      miscReceipts: [],
      gpaRecords: [],
      dependentGpaRecords: [],
      prints: [],
      audit: { data: [], total: 0 },
    });
  });

  it('answers 404 for an unknown member', async () => {
    const res = await get().call('GET', '/api/member-overview/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, message: 'Member Not Found!' });
  });
});
