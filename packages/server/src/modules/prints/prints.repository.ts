import type { PrintDocument, ReceiptPrintCount } from '@trust/contract/books';
import type { Insertable } from 'kysely';
import { countAll, type DbOrTrx, type Trx } from '../../db/connection';
import type { ReceiptPrintTable } from '../../db/schema';

/** How often this document of the receipt has been printed. */
export async function countPrints(db: DbOrTrx, receiptNo: string, document: PrintDocument): Promise<number> {
  const row = await db
    .selectFrom('receipt_prints')
    .select(countAll.as('prints'))
    .where('receipt_no', '=', receiptNo)
    .where('document', '=', document)
    .executeTakeFirstOrThrow();
  return Number(row.prints);
}

export async function insertPrint(trx: Trx, print: Omit<Insertable<ReceiptPrintTable>, 'id'>): Promise<number> {
  const row = await trx.insertInto('receipt_prints').values(print).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Per receipt of the member (and its dependents), how often each document was printed. */
export async function printCountsOfMember(db: DbOrTrx, memberId: string): Promise<ReceiptPrintCount[]> {
  const rows = await db
    .selectFrom('receipt_prints')
    .select(['receipt_no', 'document', countAll.as('prints')])
    .where('member_id', '=', memberId)
    .groupBy(['receipt_no', 'document'])
    .orderBy('receipt_no')
    .orderBy('document')
    .execute();
  return rows.map((r) => ({ ...r, prints: Number(r.prints) }));
}
