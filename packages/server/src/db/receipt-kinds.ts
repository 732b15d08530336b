import type { ReceiptFate, SetApartRow } from '@trust/contract/books';
import type { CollectionKind } from '@trust/contract/enums';
import type { DateRange } from '@trust/contract/fields';
import { sql } from 'kysely';
import type { DbOrTrx } from './connection';

/** What a void writes beside a receipt: why, who (the user's name), when (ISO). */
export interface VoidFate {
  reason: string;
  by: string;
  at: string;
}

/**
 * Where each kind of payment lives and how its fate is stored; the SQL fragments are constants,
 * never user input. Subscription payments are reset, misc and GPAIS receipts voided, and a cheque of
 * any kind can bounce. The fates exclude one another: only a PAID receipt is voided, reset or bounced.
 */
export const COLLECTION_SOURCES: {
  kind: CollectionKind;
  table: 'mediclaim_payments' | 'membership_payments' | 'misc_receipts' | 'gpa_records' | 'gpa_dependent_records';
  date: string;
  amount: string;
  mode: string;
  /** True while the payment counts (PAID); its fate, reason, who and when otherwise. */
  paid: string;
  fate: string;
  reason: string;
  by: string;
  at: string;
}[] = [
  {
    kind: 'MEDICLAIM',
    table: 'mediclaim_payments',
    date: 'issue_date',
    amount: 'p.amount',
    mode: 'p.mode_of_payment',
    ...resettable(),
  },
  {
    kind: 'MEMBERSHIP',
    table: 'membership_payments',
    date: 'issue_date',
    amount: 'p.amount + p.book_fee',
    mode: 'p.mode_of_payment',
    ...resettable(),
  },
  {
    kind: 'MISC',
    table: 'misc_receipts',
    date: 'date',
    amount: 'p.reissue_book + p.subscription_amount + coalesce(p.bank_charges, 0) + p.fine + p.misc',
    mode: 'p.mode_of_payment',
    ...voidable(),
  },
  // A GPAIS record's risk_group carries its payment mode, as the old forms stored it (docs/product.md).
  {
    kind: 'GPAIS',
    table: 'gpa_records',
    date: 'date',
    amount: 'p.premium_amount',
    mode: 'p.risk_group',
    ...voidable(),
  },
  {
    kind: 'GPAIS DEPENDENT',
    table: 'gpa_dependent_records',
    date: 'date',
    amount: 'p.premium_amount',
    mode: 'p.risk_group',
    ...voidable(),
  },
];

/** A payment's fate other than PAID: BOUNCED when its cheque bounced, else the kind's own fate. */
function orBounced(fate: 'VOID' | 'RESET', reason: string, by: string, at: string) {
  return {
    fate: `case when p.bounced_at is not null then 'BOUNCED' else '${fate}' end`,
    reason: `coalesce(p.bounce_reason, ${reason})`,
    by: `coalesce(p.bounced_by, ${by})`,
    at: `coalesce(p.bounced_at, ${at})`,
  };
}

function resettable() {
  return {
    paid: 'p.reset_at is null and p.bounced_at is null',
    ...orBounced('RESET', 'p.reset_reason', 'p.reset_by', 'p.reset_at'),
  };
}

function voidable() {
  return {
    paid: "p.status = 'PAID' and p.bounced_at is null",
    ...orBounced('VOID', 'p.void_reason', 'p.voided_by', 'p.voided_at'),
  };
}

/**
 * The voided, reset and bounced receipts of these kinds paid in the range, by date then receipt number, with
 * the amount each would have counted; only the first `limit` when given. Reports join members without
 * asking whether one was removed: a receipt is listed with its member's name whatever became of the member.
 */
export async function setApartBetween(
  db: DbOrTrx,
  range: DateRange,
  kinds: readonly CollectionKind[],
  limit?: number,
): Promise<SetApartRow[]> {
  const union = setApartUnion(range, kinds);
  if (!union) return [];
  const { rows } = await sql<SetApartRow>`
    select * from (${union}) s order by date, receipt_no
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db);
  for (const row of rows) row.amount = Number(row.amount);
  return rows;
}

/** How many receipts of these kinds paid in the range are set apart: the lines `setApartBetween` would list. */
export async function countSetApartBetween(
  db: DbOrTrx,
  range: DateRange,
  kinds: readonly CollectionKind[],
): Promise<number> {
  const union = setApartUnion(range, kinds);
  if (!union) return 0;
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${union}) s`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The set-apart receipts of these kinds in the range, each kind read through its index of the
 * payments set apart (migration 097), whose condition is this `not (paid)`.
 */
function setApartUnion(range: DateRange, kinds: readonly CollectionKind[]) {
  const parts = COLLECTION_SOURCES.filter((s) => kinds.includes(s.kind)).map(
    (s) => sql`
      select p.${sql.ref(s.date)} as date, ${sql.lit(s.kind)} as kind, p.receipt_no, p.member_id, m.member_name,
             ${sql.raw(s.amount)} as amount, ${sql.raw(s.fate)} as fate,
             coalesce(${sql.raw(s.reason)}, '') as reason, coalesce(${sql.raw(s.by)}, '') as "by",
             coalesce(${sql.raw(s.at)}, '') as "at"
      from ${sql.table(s.table)} p
      join members m on m.id_number = p.member_id
      where p.${sql.ref(s.date)} >= ${range.fromDate} and p.${sql.ref(s.date)} <= ${range.toDate}
        and not (${sql.raw(s.paid)})`,
  );
  return parts.length === 0 ? null : sql.join(parts, sql` union all `);
}

/** The receipt a number names, in whichever table holds it: its kind, member and fate. */
export async function findReceiptByNumber(
  db: DbOrTrx,
  receiptNo: string,
): Promise<{ kind: CollectionKind; member_id: string; fate: ReceiptFate } | undefined> {
  const parts = COLLECTION_SOURCES.map(
    (s) => sql`
      select ${sql.lit(s.kind)} as kind, p.member_id,
             case when ${sql.raw(s.paid)} then 'PAID' else ${sql.raw(s.fate)} end as fate
      from ${sql.table(s.table)} p where p.receipt_no = ${receiptNo}`,
  );
  const { rows } = await sql<{ kind: CollectionKind; member_id: string; fate: ReceiptFate }>`
    ${sql.join(parts, sql` union all `)}`.execute(db);
  return rows[0];
}
