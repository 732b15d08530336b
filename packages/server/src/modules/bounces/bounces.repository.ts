import type { CollectionKind } from '@trust/contract/enums';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import { COLLECTION_SOURCES } from '../../db/receipt-kinds';

/** A receipt of any kind, as a bounce reads it before deciding. */
export interface BounceableReceipt {
  kind: CollectionKind;
  table: (typeof COLLECTION_SOURCES)[number]['table'];
  id: number;
  member_id: string;
  receipt_no: string;
  /** The day the receipt was issued. */
  date: string;
  mode: string;
  amount: number;
  /** Neither voided, reset nor bounced. */
  paid: boolean;
}

/** What a bounce writes beside a receipt: the day recorded on, why, who (the user's name), when (ISO). */
export interface BounceFate {
  bounce_date: string;
  bounce_reason: string;
  bounced_by: string;
  bounced_at: string;
  bounce_charge_receipt_no: string | null;
}

/** The receipt a number names, in whichever table holds it, with its day, mode, amount and whether it is PAID. */
export async function findBounceableReceipt(db: DbOrTrx, receiptNo: string): Promise<BounceableReceipt | undefined> {
  const parts = COLLECTION_SOURCES.map(
    (s) => sql`
      select ${sql.lit(s.kind)} as kind, ${sql.lit(s.table)} as "table", p.id, p.member_id, p.receipt_no,
             p.${sql.ref(s.date)} as date, ${sql.raw(s.mode)} as mode, ${sql.raw(s.amount)} as amount,
             case when ${sql.raw(s.paid)} then 1 else 0 end as paid
      from ${sql.table(s.table)} p where p.receipt_no = ${receiptNo}`,
  );
  const { rows } = await sql<Omit<BounceableReceipt, 'paid'> & { paid: number | string }>`
    ${sql.join(parts, sql` union all `)}`.execute(db);
  const row = rows[0];
  return row && { ...row, id: Number(row.id), amount: Number(row.amount), paid: Number(row.paid) === 1 };
}

/** The receipt's row as stored, for the audit line's before and after. */
export function storedReceipt(db: DbOrTrx, table: BounceableReceipt['table'], id: number) {
  return db
    .selectFrom(table as 'misc_receipts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;
}

/**
 * Writes the bounce beside a receipt that is still PAID; false when a void, reset or bounce got there
 * first. Only the fate columns change, as the books guards allow.
 */
export async function markBounced(
  trx: Trx,
  receipt: Pick<BounceableReceipt, 'kind' | 'id'>,
  fate: BounceFate,
): Promise<boolean> {
  const source = COLLECTION_SOURCES.find((s) => s.kind === receipt.kind);
  if (!source) return false;
  const result = await sql`
    update ${sql.table(source.table)} as p set bounce_date = ${fate.bounce_date}, bounce_reason = ${fate.bounce_reason},
           bounced_by = ${fate.bounced_by}, bounced_at = ${fate.bounced_at},
           bounce_charge_receipt_no = ${fate.bounce_charge_receipt_no}
    where p.id = ${receipt.id} and ${sql.raw(source.paid)}`.execute(trx);
  return (result.numAffectedRows ?? 0n) > 0n;
}
