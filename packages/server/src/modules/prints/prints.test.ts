import { booksMessages, duplicateMark } from '@trust/contract/books';
import { expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { ADMIN, forEachDatabase } from '../../../test/helpers';

const membership = { amount: '600', mode_of_payment: 'CASH', remarks: '50' };
const mediclaimPayment = { mode_of_payment: 'NEFT', amount: '9000', remarks: 'GROUP II' };
const prints = (receiptNo: string, query = '') => `/api/receipts/${encodeURIComponent(receiptNo)}/prints${query}`;

forEachDatabase('receipt prints', (get) => {
  it('counts each print: the first is the original, every later one a DUPLICATE with its copy number', async () => {
    const t = get();
    t.setNow('2026-07-01T06:00:00Z');
    const m = await insertMember(t.ctx.db);
    const { receipt_no } = (await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership)).json();
    // The number holds slashes; sent URL-encoded it still names one receipt.
    expect(prints(receipt_no)).toContain('%2F');

    expect((await t.call('GET', prints(receipt_no))).json()).toEqual({
      receipt_no,
      document: 'RECEIPT',
      prints: 0,
      copy: 1,
    });
    const first = await t.call('POST', prints(receipt_no));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ receipt_no, document: 'RECEIPT', prints: 1, copy: 1 });
    expect(duplicateMark(first.json().copy)).toBeNull();
    const second = await t.call('POST', prints(receipt_no), { document: 'RECEIPT' });
    expect(second.json()).toEqual({ receipt_no, document: 'RECEIPT', prints: 2, copy: 2 });
    expect(duplicateMark(second.json().copy)).toBe('DUPLICATE — copy 2');
    expect((await t.call('GET', prints(receipt_no, '?document=RECEIPT'))).json()).toMatchObject({ prints: 2, copy: 3 });

    // The registration receipt prints under the mediclaim payment's number and counts its own prints.
    const mediclaim = (await t.call('POST', `/api/mediclaim/activate/${m.id_number}`, mediclaimPayment)).json();
    expect((await t.call('POST', prints(mediclaim.receipt_no), { document: 'RECEIPT' })).json()).toMatchObject({
      copy: 1,
    });
    expect((await t.call('POST', prints(mediclaim.receipt_no), { document: 'REGISTRATION' })).json()).toMatchObject({
      document: 'REGISTRATION',
      copy: 1,
    });
    expect((await t.call('POST', prints(receipt_no), { document: 'REGISTRATION' })).statusCode).toBe(400);

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'PRINT')
      .where('entity_id', '=', receipt_no)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.entity, a.actor, a.member_id])).toEqual([
      ['receipt', ADMIN.email, m.id_number],
      ['receipt', ADMIN.email, m.id_number],
    ]);
    expect(JSON.parse(audit[1]?.after_json ?? '{}')).toMatchObject({
      receipt_no,
      document: 'RECEIPT',
      copy: 2,
      printed_by: ADMIN.name,
      fate: 'PAID',
    });
  });

  it('gives each of several prints at once its own copy number', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const { receipt_no } = (await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership)).json();
    const copies = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', prints(receipt_no))));
    expect(copies.map((r) => r.json().copy).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('prints a void receipt (as CANCELLED), and refuses an unknown number or a registration of another kind', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const misc = await t.call('POST', '/api/misc/report', {
      member_id: m.id_number,
      mode_of_payment: 'CASH',
      reissue_book: '50',
      membership_period: '2026-27',
      subscription_amount: '',
      bank_charges: '',
      fine: '',
      misc: '',
    });
    const { id, receipt_no } = misc.json();
    await t.call('DELETE', `/api/misc/report/${id}`, { reason: 'Wrong member' });
    const printed = await t.call('POST', prints(receipt_no), {});
    expect(printed.statusCode).toBe(201);
    expect(printed.json()).toMatchObject({ copy: 1 });

    const unknown = await t.call('POST', prints('MI/1999-00/99999'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: true, message: booksMessages.receiptNotFound });
    expect((await t.call('GET', prints('MI/1999-00/99999'))).statusCode).toBe(404);

    const registration = await t.call('POST', prints(receipt_no), { document: 'REGISTRATION' });
    expect(registration.statusCode).toBe(400);
    expect(registration.json()).toMatchObject({ error: true, issues: [{ path: 'document' }] });
    expect((await t.call('POST', prints(receipt_no), { document: 'LETTER' })).statusCode).toBe(400);
  });
});
