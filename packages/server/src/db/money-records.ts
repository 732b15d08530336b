import type { ReceiptFate } from '@trust/contract/books';
import type { CollectionKind } from '@trust/contract/enums';
import type { DbOrTrx } from './connection';

/** A money record as the archive's audit line lists it. */
export interface MoneyRecord {
  receipt_no: string;
  kind: CollectionKind;
  amount: number;
  date: string;
  status: ReceiptFate;
}

/**
 * A receipt whose cheque bounced is BOUNCED; a misc or GPAIS record is VOID when its status says so; a
 * subscription payment RESET when it was reset. Rows are read whole so that the fate columns are read
 * wherever the table has them.
 */
function fateOf(row: object): ReceiptFate {
  const fate = row as { status?: unknown; reset_at?: unknown; bounced_at?: unknown };
  if (fate.bounced_at) return 'BOUNCED';
  if (fate.reset_at) return 'RESET';
  return fate.status === 'VOID' ? 'VOID' : 'PAID';
}

/**
 * Every money record of the member and of its dependents (their GPAIS records carry the member's
 * ID too), void, reset and bounced ones included, by date then receipt number.
 */
export async function moneyRecordsOfMember(db: DbOrTrx, memberId: string): Promise<MoneyRecord[]> {
  const [membership, mediclaim, misc, gpa, dependentGpa] = await Promise.all([
    db.selectFrom('membership_payments').selectAll().where('member_id', '=', memberId).execute(),
    db.selectFrom('mediclaim_payments').selectAll().where('member_id', '=', memberId).execute(),
    db.selectFrom('misc_receipts').selectAll().where('member_id', '=', memberId).execute(),
    db.selectFrom('gpa_records').selectAll().where('member_id', '=', memberId).execute(),
    db.selectFrom('gpa_dependent_records').selectAll().where('member_id', '=', memberId).execute(),
  ]);
  const records: MoneyRecord[] = [
    ...membership.map((p) => ({
      receipt_no: p.receipt_no,
      kind: 'MEMBERSHIP' as const,
      amount: p.amount + p.book_fee,
      date: p.issue_date,
      status: fateOf(p),
    })),
    ...mediclaim.map((p) => ({
      receipt_no: p.receipt_no,
      kind: 'MEDICLAIM' as const,
      amount: p.amount,
      date: p.issue_date,
      status: fateOf(p),
    })),
    ...misc.map((r) => ({
      receipt_no: r.receipt_no,
      kind: 'MISC' as const,
      amount: r.reissue_book + r.subscription_amount + (r.bank_charges ?? 0) + r.fine + r.misc,
      date: r.date,
      status: fateOf(r),
    })),
    ...gpa.map((r) => ({
      receipt_no: r.receipt_no,
      kind: 'GPAIS' as const,
      amount: r.premium_amount,
      date: r.date,
      status: fateOf(r),
    })),
    ...dependentGpa.map((r) => ({
      receipt_no: r.receipt_no,
      kind: 'GPAIS DEPENDENT' as const,
      amount: r.premium_amount,
      date: r.date,
      status: fateOf(r),
    })),
  ];
  return records.sort((a, b) => a.date.localeCompare(b.date) || a.receipt_no.localeCompare(b.receipt_no));
}

/** The GPAIS records of one dependent, void ones included: the dependent's only money records. */
export async function moneyRecordsOfDependent(db: DbOrTrx, dependentNo: number): Promise<MoneyRecord[]> {
  const rows = await db
    .selectFrom('gpa_dependent_records')
    .selectAll()
    .where('dependent_id', '=', dependentNo)
    .orderBy('date')
    .orderBy('receipt_no')
    .execute();
  return rows.map((r) => ({
    receipt_no: r.receipt_no,
    kind: 'GPAIS DEPENDENT' as const,
    amount: r.premium_amount,
    date: r.date,
    status: fateOf(r),
  }));
}
