import { cashbookMessages } from '@trust/contract/cashbook';
import { textMessages } from '@trust/contract/fields';
import { mediclaimMessages } from '@trust/contract/mediclaim';
import { renewalMessages } from '@trust/contract/renewal';
import { bulkMessages, bulkModes } from '@trust/contract/season';
import { subscriptionMessages } from '@trust/contract/subscription';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertClosedDay,
  insertMediclaimPayment,
  insertMember,
  insertMembershipPayment,
} from '../../../test/factories';
import { forEachDatabase, TEST_DATA_KEY, type TestApp } from '../../../test/helpers';
import { aadhaarVault } from '../../db/aadhaar-vault';

const TODAY = '2026-05-10';

/** A line of the payroll list as the browser sends it. */
function line(n: number, member: string, amount: string, more: Record<string, string> = {}) {
  return { line: n, member, amount, mode_of_payment: '', reference_number: '', book_fee: '', group: '', ...more };
}

async function books(t: TestApp) {
  const count = async (table: 'membership_payments' | 'mediclaim_payments' | 'renewal_batches') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Signing in again after the clock moves writes audit lines of its own; only the renewals' count here.
  const audit = await t.ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', 'in', ['RENEW_MEMBERSHIP', 'RENEW_MEDICLAIM', 'BULK_RENEWAL'])
    .executeTakeFirstOrThrow();
  return {
    membership: await count('membership_payments'),
    mediclaim: await count('mediclaim_payments'),
    audit: Number(audit.n),
    batches: await count('renewal_batches'),
    sequences: await t.ctx.db.selectFrom('receipt_sequences').selectAll().orderBy('receipt_type').execute(),
  };
}

function problemsOf(answer: { lines: { line: number; problems: { column: string; message: string }[] }[] }) {
  return Object.fromEntries(answer.lines.map((l) => [l.line, l.problems]));
}

forEachDatabase('bulk renewal', (get) => {
  let call: TestApp['call'];
  beforeAll(() => {
    get().setNow(`${TODAY}T06:00:00Z`);
    call = get().call;
  });

  /** A member whose membership is paid up today, so it may renew mediclaim. */
  async function paidUpMember(overrides: Parameters<typeof insertMember>[1] = {}) {
    const m = await insertMember(get().ctx.db, overrides);
    await insertMembershipPayment(get().ctx.db, m.id_number, { issue_date: '2026-01-10', expiry_date: '2026-12-31' });
    return m;
  }

  it('matches lines by member ID, ticket number and Aadhaar number, and says every problem', async () => {
    const t = get();
    const byId = await insertMember(t.ctx.db);
    const byTicket = await insertMember(t.ctx.db);
    const digits = '234567890123';
    const byAadhaar = await insertMember(t.ctx.db, {
      ticket_number: 'XXXX XXXX 0123',
      aadhaar_cipher: aadhaarVault(TEST_DATA_KEY).encrypt(digits),
      aadhaar_hash: aadhaarVault(TEST_DATA_KEY).hash(digits),
    });
    await insertMember(t.ctx.db, { ticket_number: 'SHARED-7' });
    await insertMember(t.ctx.db, { ticket_number: 'SHARED-7' });
    const removed = await insertMember(t.ctx.db, { archived_at: '2026-02-01T00:00:00.000Z' });
    const active = await paidUpMember();
    const other = [await insertMember(t.ctx.db), await insertMember(t.ctx.db), await insertMember(t.ctx.db)];
    const before = await books(t);

    const res = await call('POST', '/api/renewals/bulk/preview', {
      kind: 'MEMBERSHIP',
      lines: [
        line(2, ` ${byId.id_number} `, '600', { book_fee: '50' }),
        line(3, byTicket.ticket_number, '600', { mode_of_payment: 'upi' }),
        line(4, '2345 6789 0123', '600'),
        line(5, '', '600'),
        line(6, 'NOBODY-1', '600'),
        line(7, 'SHARED-7', '600'),
        line(8, byId.id_number, '600'),
        line(9, removed.id_number, '600'),
        line(10, active.id_number, '600'),
        line(11, other[0]?.id_number ?? '', '500'),
        line(12, other[1]?.id_number ?? '', 'abc', { mode_of_payment: 'BARTER' }),
        line(13, other[2]?.id_number ?? '', '', { book_fee: 'x' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ kind: 'MEMBERSHIP', issue_date: TODAY, ready: 3, total: 600 + 50 + 600 + 600 });
    expect(answer.lines[0]).toEqual({
      line: 2,
      member: ` ${byId.id_number} `,
      member_id: byId.id_number,
      member_name: byId.member_name,
      family_group: '1+3',
      status: 'EXPIRED',
      fee: 600,
      amount: 600,
      mode_of_payment: 'CASH',
      reference_number: '',
      book_fee: 50,
      group: '',
      problems: [],
    });
    expect(answer.lines[1]).toMatchObject({ member_id: byTicket.id_number, mode_of_payment: 'UPI', problems: [] });
    expect(answer.lines[2]).toMatchObject({ member_id: byAadhaar.id_number, problems: [] });
    expect(problemsOf(answer)).toMatchObject({
      5: [{ column: 'member', message: bulkMessages.memberRequired }],
      6: [{ column: 'member', message: bulkMessages.unknownMember('NOBODY-1') }],
      7: [{ column: 'member', message: bulkMessages.manyMembers('SHARED-7') }],
      8: [{ column: 'member', message: bulkMessages.duplicateLine(2) }],
      9: [{ column: 'member', message: bulkMessages.unknownMember(removed.id_number) }],
      10: [{ column: 'status', message: bulkMessages.alreadyActive('2026-12-31') }],
      11: [{ column: 'amount', message: bulkMessages.amountDiffers('₹500', '₹600') }],
      12: [
        { column: 'mode_of_payment', message: bulkMessages.modeInvalid(bulkModes('MEMBERSHIP').join(', ')) },
        { column: 'amount', message: subscriptionMessages.amountDigits },
      ],
      13: [
        { column: 'amount', message: subscriptionMessages.amountRequired },
        { column: 'book_fee', message: subscriptionMessages.bookFeeDigits },
      ],
    });
    expect(answer.lines.find((l: { line: number }) => l.line === 10).status).toBe('ACTIVE');
    expect(answer.lines.find((l: { line: number }) => l.line === 6)).toMatchObject({ member_id: null, status: null });
    // The preview writes nothing and uses no receipt number.
    expect(await books(t)).toEqual(before);
  });

  it('refuses a period a standing payment already covers', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    await insertMembershipPayment(t.ctx.db, m.id_number, { issue_date: '2026-01-02', expiry_date: '2026-03-31' });
    const res = await call('POST', '/api/renewals/bulk/preview', {
      kind: 'MEMBERSHIP',
      issue_date: '2026-01-05',
      lines: [line(1, m.id_number, '600')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines[0]).toMatchObject({
      status: 'EXPIRED',
      problems: [{ column: 'status', message: renewalMessages.periodTaken('2026-01-02', '2026-03-31') }],
    });
  });

  it('checks mediclaim lines: membership, family group fee, group and reference', async () => {
    const t = get();
    const lastYear = await paidUpMember();
    await insertMediclaimPayment(t.ctx.db, lastYear.id_number, {
      issue_date: '2025-05-02',
      expiry_date: '2026-04-30',
      group_name: 'GROUP IB',
      amount: 9000,
    });
    const unpaid = await insertMember(t.ctx.db);
    const noGroup = await paidUpMember();
    const noFee = await paidUpMember({ family_group: '1+9' });
    const badReference = await paidUpMember();
    const res = await call('POST', '/api/renewals/bulk/preview', {
      kind: 'MEDICLAIM',
      lines: [
        line(1, lastYear.id_number, '9000'),
        line(2, unpaid.id_number, '9000', { group: 'group ia' }),
        line(3, noGroup.id_number, '9000'),
        line(4, noFee.id_number, '9000', { group: 'GROUP IA' }),
        line(5, badReference.id_number, '9000', {
          group: 'GROUP IA',
          reference_number: 'NEFT#1',
          mode_of_payment: 'CASH',
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ ready: 1, total: 9000 });
    expect(answer.lines[0]).toMatchObject({
      fee: 9000,
      group: 'GROUP IB',
      mode_of_payment: 'FUND TRANSFER',
      status: 'EXPIRED',
      problems: [],
    });
    expect(answer.lines[1]).toMatchObject({ group: 'GROUP IA' });
    expect(problemsOf(answer)).toMatchObject({
      2: [{ column: 'status', message: bulkMessages.membershipNotActive }],
      3: [{ column: 'group', message: mediclaimMessages.groupRequired }],
      4: [{ column: 'amount', message: 'No fee is set for family group 1+9' }],
      5: [
        { column: 'mode_of_payment', message: bulkMessages.modeInvalid(bulkModes('MEDICLAIM').join(', ')) },
        { column: 'reference_number', message: mediclaimMessages.referenceInvalid },
      ],
    });
    expect(answer.lines[3].fee).toBeNull();
  });

  it('renews nothing when one line has a problem, and uses no receipt number', async () => {
    const t = get();
    const good = await insertMember(t.ctx.db);
    const active = await paidUpMember();
    const before = await books(t);
    const lines = [line(1, good.id_number, '600'), line(2, active.id_number, '600'), line(3, 'NOBODY-2', '600')];
    const res = await call('POST', '/api/renewals/bulk', { kind: 'MEMBERSHIP', lines });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      error: true,
      message: `Line 2: ${bulkMessages.alreadyActive('2026-12-31')}`,
      issues: [
        { path: 'lines.1.status', message: bulkMessages.alreadyActive('2026-12-31') },
        { path: 'lines.2.member', message: bulkMessages.unknownMember('NOBODY-2') },
      ],
    });
    expect(await books(t)).toEqual(before);

    // The next single renewal gets the number the batch's first receipt would have had.
    const last = before.sequences.find((s) => s.receipt_type === 'MS')?.last_number ?? 0;
    const single = await call('POST', `/api/subscription/activate/${good.id_number}`, {
      amount: 600,
      mode_of_payment: 'CASH',
      remarks: 0,
    });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json().receipt_no).toBe(`MS/2026-27/${String(last + 1).padStart(5, '0')}`);
  });

  it('refuses an empty list', async () => {
    const res = await call('POST', '/api/renewals/bulk', { kind: 'MEMBERSHIP', lines: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(bulkMessages.noLines);
  });

  it('refuses a cell with a control character or half a character, in the error shape, renewing nothing', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const before = await books(t);
    const cells: [string, string, string][] = [
      ['member', '1\u0000', textMessages.controlCharacters],
      ['member', `${m.id_number}\ud800`, textMessages.brokenCharacter],
      ['reference_number', 'UTR\u0000', textMessages.controlCharacters],
      ['group', '\udc00', textMessages.brokenCharacter],
    ];
    for (const [column, value, message] of cells) {
      for (const url of ['/api/renewals/bulk/preview', '/api/renewals/bulk']) {
        const res = await call('POST', url, {
          kind: 'MEDICLAIM',
          lines: [line(1, m.id_number, '600', { [column]: value })],
        });
        expect(res.statusCode, `${url} ${column} ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ error: true, issues: [{ path: `lines.0.${column}`, message }] });
        expect(res.body).not.toContain('\\ud800');
      }
    }
    expect(await books(t)).toEqual(before);
  });

  it('renews every line with consecutive receipts in line order, audited, and reads the batch again', async () => {
    const t = get();
    const members = [await insertMember(t.ctx.db), await insertMember(t.ctx.db), await insertMember(t.ctx.db)];
    const before = await books(t);
    const res = await call('POST', '/api/renewals/bulk', {
      kind: 'MEMBERSHIP',
      lines: members.map((m, i) => line(i + 2, m.id_number, '600', { book_fee: i === 0 ? '25' : '' })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json();
    const last = before.sequences.find((s) => s.receipt_type === 'MS')?.last_number ?? 0;
    const numbers = [1, 2, 3].map((k) => `MS/2026-27/${String(last + k).padStart(5, '0')}`);
    expect(batch).toMatchObject({ kind: 'MEMBERSHIP', count: 3, total: 1825, created_by: 'admin@trust.test' });
    expect(batch.receipts).toEqual(
      members.map((m, i) => ({
        line: i + 2,
        receipt_no: numbers[i],
        member_id: m.id_number,
        member_name: m.member_name,
        issue_date: TODAY,
        expiry_date: '2026-12-31',
        mode_of_payment: 'CASH',
        reference_number: '',
        amount: 600,
        book_fee: i === 0 ? 25 : 0,
        group: '',
        verify_code: expect.stringMatching(/^MS[0-9]+-[0-9A-Z]{5}-[0-9A-Z]{5}$/),
      })),
    );
    for (const m of members) {
      expect((await call('GET', `/api/subscription/status/${m.id_number}`)).json().data[0].STATUS).toBe('ACTIVE');
    }
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'member_id', 'after_json'])
      .where('action', 'in', ['RENEW_MEMBERSHIP', 'BULK_RENEWAL'])
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'BULK_RENEWAL',
      'RENEW_MEMBERSHIP',
      'RENEW_MEMBERSHIP',
      'RENEW_MEMBERSHIP',
    ]);
    expect(audit.slice(1).map((a) => a.member_id)).toEqual(members.map((m) => m.id_number).reverse());
    expect(audit[0]).toMatchObject({ entity: 'renewal_batch', entity_id: String(batch.id) });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      kind: 'MEMBERSHIP',
      count: 3,
      total: 1825,
      receipt_numbers: `${numbers[0]}..${numbers[2]}`,
    });

    const again = await call('GET', `/api/renewals/bulk/${batch.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(batch);
    const csv = await call('GET', `/api/renewals/bulk/${batch.id}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows[0]).toBe(
      'LINE,RECEIPT NO,MEMBER ID,NAME,ISSUE DATE,EXPIRY DATE,MODE OF PAYMENT,REFERENCE NUMBER,AMOUNT,BOOK FEE,GROUP',
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain(`2,${numbers[0]},${members[0]?.id_number},${members[0]?.member_name},`);
    expect((await call('GET', '/api/renewals/bulk/999999')).json()).toMatchObject({
      error: true,
      message: bulkMessages.batchNotFound,
    });
  });

  it('renews mediclaim with the group carried from the last payment', async () => {
    const t = get();
    const m = await paidUpMember();
    await insertMediclaimPayment(t.ctx.db, m.id_number, {
      issue_date: '2025-05-02',
      expiry_date: '2026-04-30',
      group_name: 'GROUP IC',
    });
    const res = await call('POST', '/api/renewals/bulk', {
      kind: 'MEDICLAIM',
      lines: [line(1, m.id_number, '9000', { reference_number: 'PAYROLL MAY' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().receipts[0]).toMatchObject({
      member_id: m.id_number,
      expiry_date: '2027-04-30',
      mode_of_payment: 'FUND TRANSFER',
      reference_number: 'PAYROLL MAY',
      amount: 9000,
      group: 'GROUP IC',
      receipt_no: expect.stringMatching(/^MC\/2026-27\/\d{5}$/),
    });
    expect((await call('GET', `/api/mediclaim/status/${m.id_number}`)).json().data[0].STATUS).toBe('ACTIVE');
  });

  it('renews a member once when a batch and a payment at the counter arrive together', async () => {
    const t = get();
    const members = [await insertMember(t.ctx.db), await insertMember(t.ctx.db), await insertMember(t.ctx.db)];
    const shared = members[1]?.id_number ?? '';
    const [batch, single] = await Promise.all([
      call('POST', '/api/renewals/bulk', {
        kind: 'MEMBERSHIP',
        lines: members.map((m, i) => line(i + 1, m.id_number, '600')),
      }),
      call('POST', `/api/subscription/activate/${shared}`, { amount: 600, mode_of_payment: 'CASH', remarks: 0 }),
    ]);
    // Whichever came second found the member already ACTIVE and took nothing.
    expect([batch.statusCode, single.statusCode].sort()).toEqual([201, 409]);
    const payments = await t.ctx.db
      .selectFrom('membership_payments')
      .select('receipt_no')
      .where(
        'member_id',
        'in',
        members.map((m) => m.id_number),
      )
      .execute();
    expect(payments).toHaveLength(batch.statusCode === 201 ? 3 : 1);
    const numbers = payments.map((p) => Number(p.receipt_no.split('/')[2])).sort((a, b) => a - b);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(numbers.length - 1);
  });

  describe('a closed day', () => {
    it('takes no batch, neither in the preview nor in the confirmation', async () => {
      const t = get();
      const m = await insertMember(t.ctx.db);
      await insertClosedDay(t.ctx.db, '2026-05-04');
      const body = { kind: 'MEMBERSHIP', issue_date: '2026-05-04', lines: [line(1, m.id_number, '600')] };
      const before = await books(t);
      for (const url of ['/api/renewals/bulk/preview', '/api/renewals/bulk']) {
        const res = await call('POST', url, body);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(cashbookMessages.dayClosed);
      }
      expect(await books(t)).toEqual(before);
    });
  });
});
