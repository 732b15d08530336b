import type { ReceiptFate } from '@trust/contract/books';
import type { CollectionKind } from '@trust/contract/enums';
import { sql } from 'kysely';
import { countAll, type DbOrTrx, holdKeys, type Trx } from '../../db/connection';
import { COLLECTION_SOURCES } from '../../db/receipt-kinds';

export interface StoredReceipt {
  receipt_no: string;
  date: string;
  amount: number;
  standing: ReceiptFate;
  member_name: string;
}

function sourceOf(kind: CollectionKind) {
  const source = COLLECTION_SOURCES.find((s) => s.kind === kind);
  if (!source) throw new Error(`No table holds receipts of kind ${kind}`);
  return source;
}

/** The receipt of this kind with this key: its number, date, total, standing and member's name. */
export async function findStoredReceipt(
  db: DbOrTrx,
  kind: CollectionKind,
  id: number,
): Promise<StoredReceipt | undefined> {
  const s = sourceOf(kind);
  const { rows } = await sql<StoredReceipt>`
    select p.receipt_no, p.${sql.ref(s.date)} as date, ${sql.raw(s.amount)} as amount,
           case when ${sql.raw(s.paid)} then 'PAID' else ${sql.raw(s.fate)} end as standing, m.member_name
    from ${sql.table(s.table)} p join members m on m.id_number = p.member_id
    where p.id = ${id}`.execute(db);
  const row = rows[0];
  return row ? { ...row, amount: Number(row.amount) } : undefined;
}

/** The key of the receipt of this kind with this number. */
export async function findReceiptKey(
  db: DbOrTrx,
  kind: CollectionKind,
  receiptNo: string,
): Promise<number | undefined> {
  const s = sourceOf(kind);
  const { rows } = await sql<{ id: number }>`
    select p.id from ${sql.table(s.table)} p where p.receipt_no = ${receiptNo}`.execute(db);
  return rows[0]?.id;
}

/** The first key of the receipt checks' advisory locks ('VRFY'), apart from any other use of them. */
const RECEIPT_CHECK_LOCK = 0x56524659;

/**
 * Records a check from the address, after the checks before it from the same address are committed,
 * so that checks sent at once count one after the other and none slips past the limit.
 */
export async function insertReceiptCheck(trx: Trx, address: string, at: Date): Promise<void> {
  await holdKeys(trx, RECEIPT_CHECK_LOCK, [address]);
  await trx.insertInto('receipt_checks').values({ address, at: at.toISOString() }).execute();
}

/** Checks from the address after `since`, the caller's own included. */
export async function countReceiptChecksSince(db: DbOrTrx, address: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('receipt_checks')
    .select(countAll.as('n'))
    .where('address', '=', address)
    .where('at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function deleteReceiptChecksBefore(db: DbOrTrx, before: Date): Promise<void> {
  await db.deleteFrom('receipt_checks').where('at', '<=', before.toISOString()).execute();
}
