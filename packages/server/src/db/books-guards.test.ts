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
