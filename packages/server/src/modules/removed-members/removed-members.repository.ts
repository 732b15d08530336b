import type { ReceiptFate, RemovedMemberRow, RemovedMembersQuery } from '@trust/contract/books';
import type { CollectionKind } from '@trust/contract/enums';
import { sql } from 'kysely';
import { containsText, countAll, type DbOrTrx } from '../../db/connection';

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

const MONEY_TABLES = [
  'membership_payments',
  'mediclaim_payments',
  'misc_receipts',
  'gpa_records',
  'gpa_dependent_records',
] as const;

/** Receipts naming the member `m`, its dependents' included. */
const receiptCount = sql<number>`(${sql.join(
  MONEY_TABLES.map((table) => sql`(select count(*) from ${sql.table(table)} r where r.member_id = m.id_number)`),
  sql` + `,
)})`;

/** The removed members matching the search (ID or name contains it), most recently removed first. */
function removedMembers(db: DbOrTrx, search: string | undefined) {
  let query = db.selectFrom('members as m').where('m.archived_at', 'is not', null);
  if (search) {
    query = query.where(
      sql<boolean>`(${containsText('m.id_number', search)} or ${containsText('m.member_name', search)})`,
    );
  }
  return query;
}

export async function listRemovedMembers(
  db: DbOrTrx,
  query: RemovedMembersQuery,
): Promise<{ rows: RemovedMemberRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    removedMembers(db, query.search)
      .select([
        'm.id_number as ID_NUMBER',
        'm.member_name as MEMBER_NAME',
        'm.department as DEPARTMENT',
        'm.mobile as MOBILE',
        sql<number>`(select cast(count(*) as integer) from dependents d
          where d.member_id = m.id_number and d.archived_with_member = 1)`.as('DEPENDENT_COUNT'),
        sql<number>`cast(${receiptCount} as integer)`.as('RECEIPT_COUNT'),
        sql<string>`m.archived_at`.as('ARCHIVED_AT'),
        sql<string>`coalesce(m.archived_by, '')`.as('ARCHIVED_BY'),
        sql<string>`coalesce(m.archive_reason, '')`.as('ARCHIVE_REASON'),
      ])
      .orderBy('m.archived_at', 'desc')
      .orderBy('m.id_number')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    removedMembers(db, query.search).select(countAll.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      DEPENDENT_COUNT: Number(r.DEPENDENT_COUNT),
      RECEIPT_COUNT: Number(r.RECEIPT_COUNT),
    })),
    total: count.n,
  };
}
