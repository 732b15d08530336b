import type { DateRange } from '@trust/contract/fields';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx } from '../../db/connection';
import { COLLECTION_SOURCES } from '../../db/receipt-kinds';
import type { DepositTable } from '../../db/schema';

export type Deposit = Selectable<DepositTable>;

export async function insertDeposit(db: DbOrTrx, deposit: Insertable<DepositTable>): Promise<number> {
  const row = await db.insertInto('deposits').values(deposit).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDepositCheques(
  db: DbOrTrx,
  depositId: number,
  cheques: readonly { receipt_no: string; cheque_number: string; drawn_on: string; amount: number }[],
): Promise<void> {
  if (cheques.length === 0) return;
  await db
    .insertInto('deposit_cheques')
    .values(cheques.map((c) => ({ deposit_id: depositId, ...c })))
    .execute();
}

export function findDeposit(db: DbOrTrx, id: number): Promise<Deposit | undefined> {
  return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSlip(db: DbOrTrx, bank: string, slipNumber: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('deposits')
    .select('id')
    .where('bank', '=', bank)
    .where('slip_number', '=', slipNumber)
    .executeTakeFirst();
}

/** The deposits carrying the takings of the days of the range, oldest first. */
export function depositsOfDays(db: DbOrTrx, range: DateRange): Promise<Deposit[]> {
  return db
    .selectFrom('deposits')
    .selectAll()
    .where('day', '>=', range.fromDate)
    .where('day', '<=', range.toDate)
    .orderBy('id')
    .execute();
}

/** The cheques on these deposits, in the order they were put on the slip. */
export function chequesOfDeposits(db: DbOrTrx, depositIds: readonly number[]) {
  if (depositIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deposit_cheques')
    .select(['deposit_id', 'receipt_no', 'cheque_number', 'drawn_on', 'amount'])
    .where('deposit_id', 'in', [...depositIds])
    .orderBy('id')
    .execute();
}

/** The member each of these receipts was issued to, whichever table holds it. */
export async function membersOfReceipts(
  db: DbOrTrx,
  receiptNos: readonly string[],
): Promise<Map<string, { member_id: string; member_name: string }>> {
  if (receiptNos.length === 0) return new Map();
  const parts = COLLECTION_SOURCES.map(
    (s) => sql`
      select p.receipt_no, p.member_id, m.member_name
      from ${sql.table(s.table)} p
      join members m on m.id_number = p.member_id
      where p.receipt_no in (${sql.join(receiptNos)})`,
  );
  const { rows } = await sql<{ receipt_no: string; member_id: string; member_name: string }>`
    ${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(rows.map((r) => [r.receipt_no, { member_id: r.member_id, member_name: r.member_name }]));
}

/** Marks the deposit credited; false when it already was. */
export async function markDepositCredited(
  db: DbOrTrx,
  id: number,
  credit: { credited_on: string; credited_by: string; credited_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('deposits')
    .set(credit)
    .where('id', '=', id)
    .where('credited_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
