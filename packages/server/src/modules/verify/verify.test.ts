import { verifyMessages } from '@trust/contract/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gpaBody,
  insertDependent,
  insertMediclaimPayment,
  insertMember,
  insertMembershipPayment,
  miscReceiptBody,
} from '../../../test/factories';
import { createTestApp, forEachDatabase, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';

const NOT_FOUND = { error: true, message: verifyMessages.notFound, code: 'verify.notFound', params: {} };

/** The public page's call: no sign-in, from a client address of the test's own. */
function verify(t: TestApp, code: string, address = '203.0.113.9') {
  return t.app.inject({ method: 'GET', url: `/api/verify/${encodeURIComponent(code)}`, remoteAddress: address });
}

async function created(t: TestApp, url: string, body: unknown): Promise<{ id: number; receipt_no: string }> {
  const res = await t.call('POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function pastRecords(t: TestApp, memberId: string) {
  const res = await t.call('GET', `/api/print/pastRecords${memberId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0];
}

async function miscCode(t: TestApp, memberId: string, id: number): Promise<string> {
  const res = await t.call('GET', `/api/misc/report/${id}?memberId=${memberId}`);
  return res.json().data[0].verify_code;
}

forEachDatabase('receipts anyone can verify', (get) => {
  it('gives every kind of receipt printed a code that verifies it, with nothing more of the member than initials', async () => {
    const t = get();
    t.setNow('2026-11-21T06:00:00Z');
    const member = await insertMember(t.ctx.db, { member_name: 'Ramesh Kumar', mobile: '9876543210' });
    await insertMembershipPayment(t.ctx.db, member.id_number, {
      issue_date: '2026-01-10',
      expiry_date: '2026-12-31',
      amount: 600,
      book_fee: 25,
    });
    await insertMediclaimPayment(t.ctx.db, member.id_number, { amount: 2500 });
    const records = await pastRecords(t, member.id_number);
    const misc = await created(t, '/api/misc/report', miscReceiptBody(member.id_number));
    const gpa = await created(t, '/api/gpa', gpaBody(member.id_number));
    const dependent = await insertDependent(t.ctx.db, member.id_number);
    const dependentGpa = await created(t, '/api/gpa-dependent', gpaBody(member.id_number, { dependent_id: dependent }));
    const gpaRows = (await t.call('GET', `/api/gpa?records=1&id=${member.id_number}`)).json().data;
    const dependentRows = (await t.call('GET', `/api/gpa-dependent?records=1&id=${member.id_number}`)).json().data;
    const renewed = await insertMember(t.ctx.db, { member_name: 'Sita Devi' });
    const batch = await t.call('POST', '/api/renewals/bulk', {
      kind: 'MEMBERSHIP',
      lines: [{ line: 2, member: renewed.id_number, amount: '600', mode_of_payment: '', reference_number: '' }],
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const [batchReceipt] = batch.json().receipts;
    expect((await t.call('GET', `/api/renewals/bulk/${batch.json().id}`)).json().receipts[0].verify_code).toBe(
      batchReceipt.verify_code,
    );

    const expected = [
      [records.SUBSCRIPTION.verify_code, records.SUBSCRIPTION.RECEIPT_NO, 'MEMBERSHIP', 625, 'R**** K****'],
      [records.MEDICLAIM.verify_code, records.MEDICLAIM.RECEIPT_NO, 'MEDICLAIM', 2500, 'R**** K****'],
      [await miscCode(t, member.id_number, misc.id), misc.receipt_no, 'MISC', 800, 'R**** K****'],
      [gpaRows[0].verify_code, gpa.receipt_no, 'GPAIS', 350, 'R**** K****'],
      [dependentRows[0].verify_code, dependentGpa.receipt_no, 'GPAIS DEPENDENT', 350, 'R**** K****'],
      [batchReceipt.verify_code, batchReceipt.receipt_no, 'MEMBERSHIP', 600, 'S**** D****'],
    ] as const;
    for (const [code, receiptNo, kind, amount, name] of expected) {
      expect(code).toMatch(/^(MS|MC|MI|GP|GD)[0-9]+-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      const res = await verify(t, code);
      expect(res.statusCode, `${kind} ${code}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({
        trust_name: 'Test Welfare Trust',
        receipt_no: receiptNo,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        kind,
        amount,
        standing: 'PAID',
        member_name: name,
      });
      // Nothing personal leaves: not the mobile, the name, the member's ID or any Aadhaar digits.
      expect(res.body).not.toContain('9876543210');
      expect(res.body).not.toContain('Ramesh');
      expect(res.body).not.toContain(member.id_number);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Read from paper: lower case, spaces, the dashes left out.
    const typed = `${records.MEDICLAIM.verify_code.toLowerCase().replaceAll('-', ' ')}`;
    expect((await verify(t, typed)).json().receipt_no).toBe(records.MEDICLAIM.RECEIPT_NO);
  });

  it('says VOID, RESET or BOUNCED once a receipt no longer stands, under the code it was printed with', async () => {
    const t = get();
    t.setNow('2026-07-03T06:00:00Z');
    const member = await insertMember(t.ctx.db, { member_name: 'Geeta Nair' });

    const voided = await created(t, '/api/misc/report', miscReceiptBody(member.id_number));
    const voidedCode = await miscCode(t, member.id_number, voided.id);
    expect((await verify(t, voidedCode)).json().standing).toBe('PAID');
    expect((await t.call('DELETE', `/api/misc/report/${voided.id}`, { reason: 'Entered twice' })).statusCode).toBe(200);
    expect((await verify(t, voidedCode)).json()).toMatchObject({ receipt_no: voided.receipt_no, standing: 'VOID' });

    await insertMembershipPayment(t.ctx.db, member.id_number, { issue_date: '2026-04-01', expiry_date: '2027-03-31' });
    const membershipCode = (await pastRecords(t, member.id_number)).SUBSCRIPTION.verify_code;
    expect((await verify(t, membershipCode)).json().standing).toBe('PAID');
    const reset = await t.call('DELETE', `/api/subscription/deactivate/${member.id_number}`, { reason: 'Paid twice' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await verify(t, membershipCode)).json().standing).toBe('RESET');

    const cheque = await created(
      t,
      '/api/misc/report',
      miscReceiptBody(member.id_number, { mode_of_payment: 'CHEQUE', reference_number: '123456' }),
    );
    const chequeCode = await miscCode(t, member.id_number, cheque.id);
    const bounce = await t.call('POST', `/api/payments/${encodeURIComponent(cheque.receipt_no)}/bounce`, {
      date: '2026-07-03',
      reason: 'Insufficient funds',
    });
    expect(bounce.statusCode, bounce.body).toBe(200);
    expect((await verify(t, chequeCode)).json()).toMatchObject({ receipt_no: cheque.receipt_no, standing: 'BOUNCED' });
  });

  it('answers 404 for a forged code, another receipt’s tag, an unknown receipt and what is no code at all', async () => {
    const t = get();
    const member = await insertMember(t.ctx.db);
    const first = await created(t, '/api/misc/report', miscReceiptBody(member.id_number));
    const second = await created(t, '/api/misc/report', miscReceiptBody(member.id_number));
    const firstCode = await miscCode(t, member.id_number, first.id);
    const secondCode = await miscCode(t, member.id_number, second.id);
    expect((await verify(t, firstCode)).statusCode).toBe(200);

    const [firstKey] = firstCode.split('-');
    const secondTag = secondCode.slice(secondCode.indexOf('-'));
    const lastLetter = firstCode.at(-1) === 'A' ? 'B' : 'A';
    const forged = [
      `${firstCode.slice(0, -1)}${lastLetter}`,
      `${firstKey}${secondTag}`,
      `MS${first.id}${firstCode.slice(firstCode.indexOf('-'))}`,
      `MI999999${firstCode.slice(firstCode.indexOf('-'))}`,
      'MI1-AAAAA-AAAAA',
      'XX1-AAAAA-AAAAA',
      'not a code',
    ];
    for (const code of forged) {
      const res = await verify(t, code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });
});

for (const kind of process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
  describe(`the verification page's limit per client address [${kind}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { verifyRateLimit: 3 });
    });
    afterAll(async () => {
      await t.close();
    });

    it('counts checks in the database, so a second server on it refuses the address too, and a minute later lets it in', async () => {
      t.setNow('2026-11-21T06:00:00Z');
      const member = await insertMember(t.ctx.db);
      const receipt = await created(t, '/api/misc/report', miscReceiptBody(member.id_number));
      const code = await miscCode(t, member.id_number, receipt.id);
      const second = await buildApp({ ...t.ctx });
      await second.ready();
      try {
        const check = (app: typeof t.app, address: string, what = code) =>
          app.inject({ method: 'GET', url: `/api/verify/${what}`, remoteAddress: address });
        expect((await check(t.app, '198.51.100.7')).statusCode).toBe(200);
        expect((await check(second, '198.51.100.7', 'MI1-AAAAA-AAAAA')).statusCode).toBe(404);
        expect((await check(t.app, '198.51.100.7')).statusCode).toBe(200);
        const refused = await check(second, '198.51.100.7');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          error: true,
          message: verifyMessages.tooManyChecks,
          code: 'verify.tooManyChecks',
          params: {},
        });
        const rows = await t.ctx.db
          .selectFrom('receipt_checks')
          .select('address')
          .where('address', '=', '198.51.100.7')
          .execute();
        expect(rows).toHaveLength(4);

        expect((await check(second, '198.51.100.8')).statusCode).toBe(200);
        t.setNow('2026-11-21T06:01:01Z');
        expect((await check(t.app, '198.51.100.7')).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });

    it('lets no more checks through than the limit when an address sends many at once', async () => {
      t.setNow('2026-11-21T07:00:00Z');
      const member = await insertMember(t.ctx.db);
      const receipt = await created(t, '/api/misc/report', miscReceiptBody(member.id_number));
      const code = await miscCode(t, member.id_number, receipt.id);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          t.app.inject({ method: 'GET', url: `/api/verify/${code}`, remoteAddress: '198.51.100.9' }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, ...Array(37).fill(429)]);
    });
  });
}
