import type { RecordStatus } from '@trust/contract/books';
import type { DateRange } from '@trust/contract/fields';
import type { MiscReportRow } from '@trust/contract/misc';
import { type Insertable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import type { DatedBatch } from '../../db/dated-batch';
import type { VoidFate } from '../../db/receipt-kinds';
import type { MiscReceiptTable } from '../../db/schema';

/** Receipts with the member's name, department and mobile, which every list and receipt shows. */
function receiptsWithMember(db: DbOrTrx) {
  return db
    .selectFrom('misc_receipts as r')
    .innerJoin('members as m', 'm.id_number', 'r.member_id')
    .select([
      'r.id',
      'r.member_id',
      'r.receipt_no',
      'r.date',
      'r.mode_of_payment',
      'r.reissue_book',
      'r.membership_period',
      'r.subscription_amount',
      'r.bank_charges',
      'r.fine',
      'r.misc',
      'm.member_name as MEMBER_NAME',
      'm.department as DEPARTMENT',
      'm.mobile as MOBILE',
      // A bounce is kept in its own columns; the row shows it as the receipt's status.
      sql<RecordStatus>`case when r.bounced_at is not null then 'BOUNCED' else r.status end`.as('STATUS'),
      'r.void_reason as VOID_REASON',
      'r.voided_by as VOIDED_BY',
      'r.voided_at as VOIDED_AT',
      'r.bounce_date as BOUNCE_DATE',
      'r.bounce_reason as BOUNCE_REASON',
      'r.bounced_by as BOUNCED_BY',
      'r.bounced_at as BOUNCED_AT',
    ]);
}

export function listMiscReceipts(db: DbOrTrx, page: { limit?: number; offset?: number }): Promise<MiscReportRow[]> {
  let query = receiptsWithMember(db).orderBy('r.date', 'desc').orderBy('r.id', 'desc');
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  return query.execute();
}

export function miscReceiptsOfMember(db: DbOrTrx, memberId: string): Promise<MiscReportRow[]> {
  return receiptsWithMember(db)
    .where('r.member_id', '=', memberId)
    .orderBy('r.date', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function findMiscReceipt(db: DbOrTrx, id: number): Promise<MiscReportRow | undefined> {
  return receiptsWithMember(db).where('r.id', '=', id).executeTakeFirst();
}

/**
 * The PAID receipts of the range, bounced cheques left out: what the misc report lists and totals,
 * a batch or a page at a time, by date then id.
 */
export function miscReceiptsBetween(db: DbOrTrx, range: DateRange, batch: DatedBatch): Promise<MiscReportRow[]> {
  const { after } = batch;
  return receiptsWithMember(db)
    .where('r.status', '=', 'PAID')
    .where('r.bounced_at', 'is', null)
    .where('r.date', '>=', after?.date ?? range.fromDate)
    .where('r.date', '<=', range.toDate)
    .$if(after !== null, (q) => q.where(sql<boolean>`(r.date, r.id) > (${after?.date}, ${after?.id})`))
    .orderBy('r.date')
    .orderBy('r.id')
    .limit(batch.limit)
    .$if(batch.offset !== undefined, (q) => q.offset(batch.offset ?? 0))
    .execute();
}

export async function insertMiscReceipt(trx: Trx, receipt: Omit<Insertable<MiscReceiptTable>, 'id'>): Promise<number> {
  const row = await trx.insertInto('misc_receipts').values(receipt).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a PAID receipt VOID; false when it was void or bounced already (a void or bounce that raced this one). */
export async function markMiscReceiptVoid(trx: Trx, id: number, fate: VoidFate): Promise<boolean> {
  const result = await trx
    .updateTable('misc_receipts')
    .set({ status: 'VOID', void_reason: fate.reason, voided_by: fate.by, voided_at: fate.at })
    .where('id', '=', id)
    .where('status', '=', 'PAID')
    .where('bounced_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
