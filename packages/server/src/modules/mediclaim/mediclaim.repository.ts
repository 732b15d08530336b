import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import type { MediclaimPaymentTable } from '../../db/schema';

export type MediclaimPayment = Selectable<MediclaimPaymentTable>;

/** What the status row shows of the member. */
export function findMemberContact(db: DbOrTrx, memberId: string) {
  return db
    .selectFrom('members')
    .select(['id_number', 'member_name', 'mobile', 'email', 'ticket_number'])
    .where('id_number', '=', memberId)
    .executeTakeFirst();
}

/** Every payment of the member, reset ones included, newest first. */
export function listMediclaimPayments(db: DbOrTrx, memberId: string): Promise<MediclaimPayment[]> {
  return db
    .selectFrom('mediclaim_payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The unreset payment that runs longest: it alone decides whether the mediclaim is ACTIVE. */
export function latestMediclaimPayment(db: DbOrTrx, memberId: string): Promise<MediclaimPayment | undefined> {
  return db
    .selectFrom('mediclaim_payments')
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
export function listActiveMediclaimPayments(db: DbOrTrx, memberId: string, today: string): Promise<MediclaimPayment[]> {
  return db
    .selectFrom('mediclaim_payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('reset_at', 'is', null)
    .where('expiry_date', '>=', today)
    .orderBy('id')
    .execute();
}

/** An unreset payment whose period shares a day with the one given. */
export function findOverlappingMediclaimPayment(
  db: DbOrTrx,
  memberId: string,
  period: { issueDate: string; expiryDate: string },
): Promise<MediclaimPayment | undefined> {
  return db
    .selectFrom('mediclaim_payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('reset_at', 'is', null)
    .where('issue_date', '<=', period.expiryDate)
    .where('expiry_date', '>=', period.issueDate)
    .orderBy('issue_date')
    .limit(1)
    .executeTakeFirst();
}

export async function insertMediclaimPayment(
  trx: Trx,
  payment: Omit<Insertable<MediclaimPaymentTable>, 'id'>,
): Promise<number> {
  const row = await trx.insertInto('mediclaim_payments').values(payment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markMediclaimPaymentReset(trx: Trx, id: number, reset: { at: Date; by: string }): Promise<void> {
  await trx
    .updateTable('mediclaim_payments')
    .set({ reset_at: reset.at.toISOString(), reset_by: reset.by })
    .where('id', '=', id)
    .execute();
}
