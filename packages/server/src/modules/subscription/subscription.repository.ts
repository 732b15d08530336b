import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import type { MembershipPaymentTable } from '../../db/schema';

export type MembershipPayment = Selectable<MembershipPaymentTable>;

/** What the status row shows of the member. */
export function findMemberContact(db: DbOrTrx, memberId: string) {
  return db
    .selectFrom('members')
    .select(['id_number', 'member_name', 'mobile', 'email', 'ticket_number'])
    .where('id_number', '=', memberId)
    .executeTakeFirst();
}

/** Every payment of the member, reset ones included, newest first. */
export function listMembershipPayments(db: DbOrTrx, memberId: string): Promise<MembershipPayment[]> {
  return db
    .selectFrom('membership_payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The unreset payment that runs longest: it alone decides whether the membership is ACTIVE. */
export function latestMembershipPayment(db: DbOrTrx, memberId: string): Promise<MembershipPayment | undefined> {
  return db
    .selectFrom('membership_payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('reset_at', 'is', null)
    .orderBy('expiry_date', 'desc')
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Unreset payments still running on `today`: what a reset undoes. */
export function listActiveMembershipPayments(
  db: DbOrTrx,
  memberId: string,
  today: string,
): Promise<MembershipPayment[]> {
  return db
    .selectFrom('membership_payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('reset_at', 'is', null)
    .where('expiry_date', '>=', today)
    .orderBy('id')
    .execute();
}

/** An unreset payment whose period shares a day with the one given. */
export function findOverlappingMembershipPayment(
  db: DbOrTrx,
  memberId: string,
  period: { issueDate: string; expiryDate: string },
): Promise<MembershipPayment | undefined> {
  return db
    .selectFrom('membership_payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('reset_at', 'is', null)
    .where('issue_date', '<=', period.expiryDate)
    .where('expiry_date', '>=', period.issueDate)
    .orderBy('issue_date')
    .limit(1)
    .executeTakeFirst();
}

export async function insertMembershipPayment(
  trx: Trx,
  payment: Omit<Insertable<MembershipPaymentTable>, 'id'>,
): Promise<number> {
  const row = await trx.insertInto('membership_payments').values(payment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markMembershipPaymentReset(trx: Trx, id: number, reset: { at: Date; by: string }): Promise<void> {
  await trx
    .updateTable('membership_payments')
    .set({ reset_at: reset.at.toISOString(), reset_by: reset.by })
    .where('id', '=', id)
    .execute();
}
