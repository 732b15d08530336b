import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import { preparedRead } from '../../db/prepared';
import type { MediclaimPaymentTable, MembershipPaymentTable } from '../../db/schema';

/** A subscription's payments as stored, by the table that keeps them: both are queried alike. */
interface PaymentTables {
  mediclaim_payments: MediclaimPaymentTable;
  membership_payments: MembershipPaymentTable;
}
type StoredPayments = { [T in keyof PaymentTables]: Selectable<PaymentTables[T]> };
type NewPayments = { [T in keyof PaymentTables]: Omit<Insertable<PaymentTables[T]>, 'id'> };

type SharedColumns = keyof MediclaimPaymentTable & keyof MembershipPaymentTable;

export type PaymentTable = keyof PaymentTables;
// The shared columns are spelled out again so that code generic in the table can still read them.
export type Payment<T extends PaymentTable> = StoredPayments[T] &
  Selectable<Pick<MediclaimPaymentTable, SharedColumns>>;
export type NewPayment<T extends PaymentTable> = NewPayments[T] &
  Omit<Insertable<Pick<MediclaimPaymentTable, SharedColumns>>, 'id'>;

// Kysely cannot follow a table chosen at run time back to its row type, so each query states what it returns.

/** Every payment of the member, reset ones included, newest first. */
export function listPayments<T extends PaymentTable>(db: DbOrTrx, table: T, memberId: string): Promise<Payment<T>[]> {
  return db
    .selectFrom(table as PaymentTable)
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .execute() as Promise<Payment<T>[]>;
}

/** The unreset payment that runs longest: it alone decides whether the subscription is ACTIVE. */
function latestPaymentQuery(table: PaymentTable) {
  return preparedRead((db, memberId: string) =>
    db
      .selectFrom(table)
      .selectAll()
      .where('member_id', '=', memberId)
      .where('reset_at', 'is', null)
      .orderBy('expiry_date', 'desc')
      .orderBy('issue_date', 'desc')
      .orderBy('id', 'desc')
      // Written into the statement, not bound: SQLite sorts faster when it knows the limit.
      .limit(sql.lit(1)),
  );
}

const latestPaymentIn = {
  mediclaim_payments: latestPaymentQuery('mediclaim_payments'),
  membership_payments: latestPaymentQuery('membership_payments'),
};

export async function latestPayment<T extends PaymentTable>(
  db: DbOrTrx,
  table: T,
  memberId: string,
): Promise<Payment<T> | undefined> {
  return (await latestPaymentIn[table](db, memberId))[0] as Payment<T> | undefined;
}

/** Unreset payments still running on `today`: what a reset undoes. */
export function listActivePayments<T extends PaymentTable>(
  db: DbOrTrx,
  table: T,
  memberId: string,
  today: string,
): Promise<Payment<T>[]> {
  return db
    .selectFrom(table as PaymentTable)
    .selectAll()
    .where('member_id', '=', memberId)
    .where('reset_at', 'is', null)
    .where('expiry_date', '>=', today)
    .orderBy('id')
    .execute() as Promise<Payment<T>[]>;
}

/** An unreset payment whose period shares a day with the one given. */
export function findOverlappingPayment<T extends PaymentTable>(
  db: DbOrTrx,
  table: T,
  memberId: string,
  period: { issueDate: string; expiryDate: string },
): Promise<Payment<T> | undefined> {
  return db
    .selectFrom(table as PaymentTable)
    .selectAll()
    .where('member_id', '=', memberId)
    .where('reset_at', 'is', null)
    .where('issue_date', '<=', period.expiryDate)
    .where('expiry_date', '>=', period.issueDate)
    .orderBy('issue_date')
    .limit(1)
    .executeTakeFirst() as Promise<Payment<T> | undefined>;
}

export async function insertPayment<T extends PaymentTable>(
  trx: Trx,
  table: T,
  payment: NewPayment<T>,
): Promise<number> {
  const values: NewPayments[T] = payment;
  const row = await trx
    .insertInto(table as PaymentTable)
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markPaymentReset(
  trx: Trx,
  table: PaymentTable,
  id: number,
  reset: { at: Date; by: string },
): Promise<void> {
  await trx
    .updateTable(table)
    .set({ reset_at: reset.at.toISOString(), reset_by: reset.by })
    .where('id', '=', id)
    .execute();
}
