import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  gpaBody,
  insertMediclaimPayment,
  insertMember,
  insertMembershipPayment,
  miscReceiptBody,
} from '../../test/factories';
import { forEachDatabase, type TestApp } from '../../test/helpers';
import { loadTrustData } from '../demo/demo-data.service';
import { generateTrustData } from '../demo/generate';
import { type Db, isBooksGuardRefusal } from './connection';

/** One row of each money table for a new member, the misc and GPAIS ones through the API. */
async function moneyRows(t: TestApp) {
  const m = await insertMember(t.ctx.db);
  await insertMembershipPayment(t.ctx.db, m.id_number);
  await insertMediclaimPayment(t.ctx.db, m.id_number);
  expect((await t.call('POST', '/api/misc/report', miscReceiptBody(m.id_number))).statusCode).toBe(201);
  expect((await t.call('POST', '/api/gpa', gpaBody(m.id_number))).statusCode).toBe(201);
  return m.id_number;
}

const TABLES = ['membership_payments', 'mediclaim_payments', 'misc_receipts', 'gpa_records'] as const;
const MONEY_COLUMN = {
  membership_payments: 'amount',
  mediclaim_payments: 'amount',
  misc_receipts: 'reissue_book',
  gpa_records: 'premium_amount',
} as const;

async function refused(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  return String((error as Error).message);
}

forEachDatabase('the books guards', (get) => {
  it('refuses to delete a payment row, whoever asks, also through its member', async () => {
    const t = get();
    const memberId = await moneyRows(t);
    for (const table of TABLES) {
      const message = await refused(
        sql`delete from ${sql.table(table)} where member_id = ${memberId}`.execute(t.ctx.db),
      );
      expect(message).toContain('books guard');
    }
    expect(await refused(t.ctx.db.deleteFrom('members').where('id_number', '=', memberId).execute())).toContain(
      'books guard',
    );
    for (const table of TABLES) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(table)} where member_id = ${memberId}`.execute(t.ctx.db);
      expect(Number(rows[0]?.n)).toBe(1);
    }
  });

  it('refuses to change what a payment was recorded with, but lets its fate be written', async () => {
    const t = get();
    const memberId = await moneyRows(t);
    for (const table of TABLES) {
      const column = sql.ref(MONEY_COLUMN[table]);
      expect(
        await refused(
          sql`update ${sql.table(table)} set ${column} = ${column} + 1 where member_id = ${memberId}`.execute(t.ctx.db),
        ),
      ).toContain('books guard');
      expect(
        await refused(
          sql`update ${sql.table(table)} set receipt_no = 'X/1' where member_id = ${memberId}`.execute(t.ctx.db),
        ),
      ).toContain('books guard');
      // Setting a column to what it holds changes nothing, so it passes.
      await sql`update ${sql.table(table)} set ${column} = ${column} where member_id = ${memberId}`.execute(t.ctx.db);
    }
    await sql`update misc_receipts set status = 'VOID', void_reason = 'test', voided_by = 'x', voided_at = 'y'
      where member_id = ${memberId}`.execute(t.ctx.db);
    await sql`update membership_payments set reset_at = 'y', reset_by = 'x', reset_reason = 'test'
      where member_id = ${memberId}`.execute(t.ctx.db);
  });

  it('archives a member who paid instead of erasing it, and its payments stay', async () => {
    const t = get();
    const memberId = await moneyRows(t);
    const res = await t.call('DELETE', `/api/master/${memberId}`, { reason: 'Left the trust' });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from membership_payments where member_id = ${memberId}`.execute(t.ctx.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('is recognised in the refusal of either database, which the server answers with 409', async () => {
    const t = get();
    const memberId = await moneyRows(t);
    const error = await sql`delete from misc_receipts where member_id = ${memberId}`.execute(t.ctx.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isBooksGuardRefusal(error)).toBe(true);
    expect(isBooksGuardRefusal(new Error('UNIQUE constraint failed: members.id_number'))).toBe(false);
  });

  it('refuses to move a fate back: a void, a reset or a bounce once written stays', async () => {
    const t = get();
    const memberId = await moneyRows(t);
    const on = sql`member_id = ${memberId}`;
    await sql`update misc_receipts set status = 'VOID', void_reason = 'test', voided_by = 'x', voided_at = 'y'
      where ${on}`.execute(t.ctx.db);
    await sql`update membership_payments set reset_at = 'y', reset_by = 'x', reset_reason = 'test'
      where ${on}`.execute(t.ctx.db);
    await sql`update mediclaim_payments set bounce_date = '2026-06-01', bounce_reason = 'test', bounced_by = 'x',
      bounced_at = 'y' where ${on}`.execute(t.ctx.db);
    const backwards = [
      sql`update misc_receipts set status = 'PAID' where ${on}`,
      sql`update misc_receipts set status = 'PAID', void_reason = null, voided_by = null, voided_at = null where ${on}`,
      sql`update misc_receipts set void_reason = 'another reason' where ${on}`,
      sql`update membership_payments set reset_at = null, reset_by = null, reset_reason = null where ${on}`,
      sql`update membership_payments set reset_reason = 'another reason' where ${on}`,
      sql`update mediclaim_payments set bounce_date = null, bounce_reason = null, bounced_by = null,
        bounced_at = null where ${on}`,
      sql`update mediclaim_payments set bounce_date = '2026-07-01' where ${on}`,
    ];
    for (const statement of backwards) expect(await refused(statement.execute(t.ctx.db))).toContain('books guard');
    const fates = await sql<{ status: string }>`select status from misc_receipts where ${on}`.execute(t.ctx.db);
    expect(fates.rows.map((r) => r.status)).toEqual(['VOID']);
    // Forward still goes: a GPAIS record is voided, the other payment bounces.
    await sql`update gpa_records set status = 'VOID', void_reason = 'test' where ${on}`.execute(t.ctx.db);
    await sql`update membership_payments set bounce_date = '2026-06-01' where ${on}`.execute(t.ctx.db);
  });

  it('keeps the audit trail append-only: no delete, no rewrite, only personal fields blanked', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const after = JSON.stringify({
      member_name: 'A MEMBER',
      mobile: '9876543210',
      amount: 600,
      nested: [{ dob: 'x' }],
    });
    await t.ctx.db
      .insertInto('audit_log')
      .values({
        at: '2026-06-01T00:00:00.000Z',
        actor: 'a@trust.test',
        action: 'UPDATE',
        entity: 'member',
        entity_id: m.id_number,
        member_id: m.id_number,
        before_json: null,
        after_json: after,
      })
      .execute();
    const line = sql`member_id = ${m.id_number}`;
    const rewritten = (record: unknown) =>
      sql`update audit_log set after_json = ${JSON.stringify(record)} where ${line}`;
    const refusedStatements = [
      sql`delete from audit_log where ${line}`,
      sql`delete from audit_log`,
      sql`update audit_log set actor = 'someone else' where ${line}`,
      sql`update audit_log set at = '2020-01-01T00:00:00.000Z' where ${line}`,
      sql`update audit_log set after_json = null where ${line}`,
      sql`update audit_log set after_json = 'not json' where ${line}`,
      // A name and an amount are not personal fields; a field is never added or taken away.
      rewritten({ member_name: '', mobile: '9876543210', amount: 600, nested: [{ dob: 'x' }] }),
      rewritten({ member_name: 'A MEMBER', mobile: '9876543210', amount: 0, nested: [{ dob: 'x' }] }),
      rewritten({ member_name: 'A MEMBER', mobile: '9876543211', amount: 600, nested: [{ dob: 'x' }] }),
      rewritten({ member_name: 'A MEMBER', amount: 600, nested: [{ dob: 'x' }] }),
      rewritten({ member_name: 'A MEMBER', mobile: '9876543210', amount: 600, nested: [] }),
      rewritten({ member_name: 'A MEMBER', mobile: 'XXXX XXXX 3210', amount: 600, nested: [{ dob: 'x' }] }),
    ];
    for (const statement of refusedStatements) {
      expect(await refused(statement.execute(t.ctx.db))).toContain('books guard');
    }
    const stored = async () =>
      (await t.ctx.db.selectFrom('audit_log').select('after_json').where('member_id', '=', m.id_number).execute()).map(
        (r) => r.after_json,
      );
    expect(await stored()).toEqual([after]);
    // The erasure's redaction is the one change an audit line takes.
    const redacted = JSON.stringify({ member_name: 'A MEMBER', mobile: '', amount: 600, nested: [{ dob: '' }] });
    await sql`update audit_log set after_json = ${redacted} where ${line}`.execute(t.ctx.db);
    expect(await stored()).toEqual([redacted]);
  });

  it("keeps a cash day's events append-only and its status that of its latest event", async () => {
    const t = get();
    const day = '2026-06-02';
    t.setNow('2026-06-03T06:00:00Z');
    const closed = await t.call('POST', `/api/cashbook/${day}/close`, { counted: {}, remark: 'Counted' });
    expect(closed.statusCode, closed.body).toBe(200);
    const refusedStatements = [
      sql`update cash_days set status = 'OPEN' where day = ${day}`,
      sql`delete from cash_days where day = ${day}`,
      sql`update cash_days set day = '2026-06-09' where day = ${day}`,
      sql`update cash_day_events set text = 'rewritten' where day = ${day}`,
      sql`delete from cash_day_events where day = ${day}`,
      sql`insert into cash_days (day, status, remark) values ('2026-06-04', 'CLOSED', '')`,
    ];
    for (const statement of refusedStatements) {
      expect(await refused(statement.execute(t.ctx.db))).toContain('books guard');
    }
    const status = async () =>
      (await t.ctx.db.selectFrom('cash_days').select('status').where('day', '=', day).executeTakeFirst())?.status;
    expect(await status()).toBe('CLOSED');
    const reopened = await t.call('POST', `/api/cashbook/${day}/reopen`, { reason: 'Count again' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await status()).toBe('OPEN');
    // Written with its event, a change of status goes through, as the app writes it.
    await t.ctx.db.transaction().execute(async (trx) => {
      await sql`insert into cash_day_events (day, action, text, by_name, at)
        values (${day}, 'CLOSE', 'Counted again', 'Test Admin', 'z')`.execute(trx);
      await sql`update cash_days set status = 'CLOSED' where day = ${day}`.execute(trx);
    });
    expect(await status()).toBe('CLOSED');
  });

  it('lets the demo loader replace generated data wholesale, and keeps guarding afterwards', async () => {
    const t = get();
    const db: Db = t.ctx.db;
    await loadTrustData(db, generateTrustData({ members: 20, seed: 3 }), { replace: true });
    await loadTrustData(db, generateTrustData({ members: 20, seed: 4 }), { replace: true });
    const [member] = await db.selectFrom('membership_payments').select('member_id').limit(1).execute();
    expect(member).toBeDefined();
    expect(
      await refused(
        db
          .deleteFrom('membership_payments')
          .where('member_id', '=', member?.member_id ?? '')
          .execute(),
      ),
    ).toContain('books guard');
  });
});
