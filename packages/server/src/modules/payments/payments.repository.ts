import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import type { MediclaimPaymentTable, MembershipPaymentTable, MemberTable } from '../../db/schema';

/** What a subscription's status row shows of the member. */
const MEMBER_CONTACT_COLUMNS = ['id_number', 'member_name', 'mobile', 'email', 'ticket_number'] as const;
type MemberContact = Pick<Selectable<MemberTable>, (typeof MEMBER_CONTACT_COLUMNS)[number]>;

/** The member on the register, as a subscription's status row and past records show it. */
export function findMemberContact(db: DbOrTrx, id: string): Promise<MemberContact | undefined> {
  return db
    .selectFrom('members')
    .select(MEMBER_CONTACT_COLUMNS)
    .where('id_number', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

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

/** Every payment of the member, reset and bounced ones included, newest first. */
export function listPayments<T extends PaymentTable>(db: DbOrTrx, table: T, memberId: string): Promise<Payment<T>[]> {
  return db
    .selectFrom(table as PaymentTable)
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .execute() as Promise<Payment<T>[]>;
}

/**
 * The standing payment (neither reset nor bounced) that runs longest: it alone decides whether the
 * subscription is ACTIVE.
 */
export function latestPayment<T extends PaymentTable>(
  db: DbOrTrx,
  table: T,
  memberId: string,
): Promise<Payment<T> | undefined> {
  return db
    .selectFrom(table as PaymentTable)
    .selectAll()
    .where('member_id', '=', memberId)
    .where('reset_at', 'is', null)
    .where('bounced_at', 'is', null)
    .orderBy('expiry_date', 'desc')
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<Payment<T> | undefined>;
}

/** What the status screens flag: the bounced payment that runs longest, if any. */
export interface BouncedPayment {
  receipt_no: string;
  expiry_date: string;
  bounce_date: string | null;
  bounce_reason: string | null;
}

/**
 * The member, its latest standing payment (as `latestPayment` picks it) and its longest-running
 * bounced payment in one query, or undefined for an unknown or removed member: the status screen's
 * read, one round trip to PostgreSQL instead of three.
 */
export async function findMemberWithLatestPayment<T extends PaymentTable>(
  db: DbOrTrx,
  table: T,
  memberId: string,
): Promise<{ member: MemberContact; latest: Payment<T> | undefined; bounced: BouncedPayment | undefined } | undefined> {
  const rows = (await memberWithLatestPayment[table](db, memberId)) as (MemberContact &
    Partial<Payment<T>> &
    BouncedColumns)[];
  const row = rows[0];
  if (!row) return undefined;
  const {
    id_number,
    member_name,
    mobile,
    email,
    ticket_number,
    bounced_receipt_no,
    bounced_expiry_date,
    bounced_bounce_date,
    bounced_bounce_reason,
    ...payment
  } = row;
  return {
    member: { id_number, member_name, mobile, email, ticket_number },
    latest: payment.id == null ? undefined : (payment as unknown as Payment<T>),
    bounced:
      bounced_receipt_no === null || bounced_expiry_date === null
        ? undefined
        : {
            receipt_no: bounced_receipt_no,
            expiry_date: bounced_expiry_date,
            bounce_date: bounced_bounce_date,
            bounce_reason: bounced_bounce_reason,
          },
  };
}

/**
 * The status screen's read, written as SQL text: the member, its latest standing payment and its
 * latest bounced one, each found by a correlated subquery.
 */
function memberWithLatestPaymentIn(table: PaymentTable) {
  const payments = sql.table(table);
  return async (db: DbOrTrx, memberId: string) =>
    (
      await sql<MemberContact & Partial<Payment<PaymentTable>> & BouncedColumns>`
    select ${sql.join(MEMBER_CONTACT_COLUMNS.map((column) => sql.ref(`m.${column}`)))}, p.*,
           b.receipt_no as bounced_receipt_no, b.expiry_date as bounced_expiry_date,
           b.bounce_date as bounced_bounce_date, b.bounce_reason as bounced_bounce_reason
    from members m
    left join ${payments} p on p.id = (
      select l.id from ${payments} l
      where l.member_id = m.id_number and l.reset_at is null and l.bounced_at is null
      order by l.expiry_date desc, l.issue_date desc, l.id desc limit 1)
    left join ${payments} b on b.id = (
      select l.id from ${payments} l
      where l.member_id = m.id_number and l.bounced_at is not null
      order by l.expiry_date desc, l.id desc limit 1)
    where m.id_number = ${memberId} and m.archived_at is null`.execute(db)
    ).rows;
}

const memberWithLatestPayment: Record<PaymentTable, ReturnType<typeof memberWithLatestPaymentIn>> = {
  mediclaim_payments: memberWithLatestPaymentIn('mediclaim_payments'),
  membership_payments: memberWithLatestPaymentIn('membership_payments'),
};

/** The longest-running bounced payment's columns beside the member's row, null when none bounced. */
interface BouncedColumns {
  bounced_receipt_no: string | null;
  bounced_expiry_date: string | null;
  bounced_bounce_date: string | null;
  bounced_bounce_reason: string | null;
}

/** Standing payments still running on `today`: what a reset undoes. */
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
    .where('bounced_at', 'is', null)
    .where('expiry_date', '>=', today)
    .orderBy('id')
    .execute() as Promise<Payment<T>[]>;
}

/** A standing payment whose period shares a day with the one given. */
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
    .where('bounced_at', 'is', null)
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
  fate: { reset_at: string; reset_by: string; reset_reason: string },
): Promise<void> {
  await trx.updateTable(table).set(fate).where('id', '=', id).execute();
}
