import { todayInIndia } from '@trust/contract/dates';
import type { SubscriptionStatus } from '@trust/contract/enums';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import { paymentStatus, type RenewalAnswer, renewalMessages, subscriptionStatus } from '@trust/contract/renewal';
import {
  type MembershipPaymentRow,
  type MembershipReceiptRow,
  type MembershipRenewalInput,
  type MembershipStatusRow,
  membershipExpiry,
  subscriptionMessages,
} from '@trust/contract/subscription';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction, lockMember } from '../../db/connection';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { nextReceiptNumber } from '../receipts/receipt-number.repository';
import { checkedRenewalPeriod } from './renewal-period';
import {
  findMemberContact,
  findOverlappingMembershipPayment,
  insertMembershipPayment,
  latestMembershipPayment,
  listActiveMembershipPayments,
  listMembershipPayments,
  type MembershipPayment,
  markMembershipPaymentReset,
} from './subscription.repository';

const AUDIT_ENTITY = 'membership_payment';

/** The member's membership-subscription status on `today`; mediclaim renewal and the group price read it. */
export async function membershipStatus(db: DbOrTrx, memberId: string, today: string): Promise<SubscriptionStatus> {
  const latest = await latestMembershipPayment(db, memberId);
  return subscriptionStatus(latest ? [latest] : [], today);
}

/** `GET subscription/status/{id}`: null for an unknown member. */
export async function membershipStatusRow(ctx: AppContext, memberId: string): Promise<MembershipStatusRow | null> {
  const member = await findMemberContact(ctx.db, memberId);
  if (!member) return null;
  const latest = await latestMembershipPayment(ctx.db, memberId);
  return {
    MEMBER_NAME: member.member_name,
    MOBILE: member.mobile,
    EMAIL: member.email,
    issue_date: latest?.issue_date ?? null,
    amount: latest?.amount ?? null,
    STATUS: subscriptionStatus(latest ? [latest] : [], todayInIndia(ctx.now())),
    ID_NUMBER: member.id_number,
    TICKET_NUMBER: member.ticket_number,
    remarks: latest?.book_fee ?? null,
    mode_of_payment: latest?.mode_of_payment ?? null,
  };
}

/** `GET subscription/{id}`: null for an unknown member. */
export async function membershipPaymentRows(ctx: AppContext, memberId: string): Promise<MembershipPaymentRow[] | null> {
  const member = await findMemberContact(ctx.db, memberId);
  if (!member) return null;
  const today = todayInIndia(ctx.now());
  const payments = await listMembershipPayments(ctx.db, memberId);
  return payments.map((p) => toMembershipPaymentRow(p, today));
}

/** The payment a membership receipt prints: the one that decides the status, or null. */
export async function membershipReceiptRow(
  db: DbOrTrx,
  memberId: string,
  today: string,
): Promise<MembershipReceiptRow | null> {
  const latest = await latestMembershipPayment(db, memberId);
  return latest ? { ...toMembershipPaymentRow(latest, today), RECEIPT_NO: latest.receipt_no } : null;
}

/** Every payment of the member, reset ones included, newest first, each with its receipt number. */
export async function membershipReceiptRows(
  db: DbOrTrx,
  memberId: string,
  today: string,
): Promise<MembershipReceiptRow[]> {
  const payments = await listMembershipPayments(db, memberId);
  return payments.map((p) => ({ ...toMembershipPaymentRow(p, today), RECEIPT_NO: p.receipt_no }));
}

function toMembershipPaymentRow(p: MembershipPayment, today: string): MembershipPaymentRow {
  return {
    ID_NUMBER: p.member_id,
    MODE_OF_PAYMENT: p.mode_of_payment,
    REFERENCE_NUMBER: '',
    ISSUE_DATE: p.issue_date,
    EXPIRY_DATE: p.expiry_date,
    BANK: '',
    BRANCH: '',
    AMOUNT: p.amount,
    REMARKS: p.book_fee,
    STATUS: paymentStatus(p, today),
  };
}

/** `POST subscription/activate/{id}`: refused while the membership is ACTIVE, so no period is paid twice. */
export async function renewMembership(
  ctx: AppContext,
  memberId: string,
  input: MembershipRenewalInput,
  by: SignedInUser,
): Promise<RenewalAnswer> {
  const now = ctx.now();
  const today = todayInIndia(now);
  const period = checkedRenewalPeriod(memberId, input, today, membershipExpiry);
  return inTransaction(ctx.db, async (trx) => {
    // Taken first, so of two renewals racing for one member the second sees the first's payment.
    if (!(await lockMember(trx, memberId))) throw notFound(renewalMessages.memberNotFound);
    const latest = await latestMembershipPayment(trx, memberId);
    if (latest && paymentStatus(latest, today) === 'ACTIVE') {
      throw conflict(subscriptionMessages.alreadyActive(latest.expiry_date));
    }
    const overlapping = await findOverlappingMembershipPayment(trx, memberId, period);
    if (overlapping) throw conflict(renewalMessages.periodTaken(overlapping.issue_date, overlapping.expiry_date));

    const payment = {
      member_id: memberId,
      receipt_no: await nextReceiptNumber(trx, RECEIPT_TYPES.membership, period.issueDate),
      issue_date: period.issueDate,
      expiry_date: period.expiryDate,
      mode_of_payment: input.mode_of_payment,
      amount: input.amount,
      book_fee: input.remarks,
      reset_at: null,
      reset_by: null,
      created_by: by.email,
      created_at: now.toISOString(),
    };
    const id = await insertMembershipPayment(trx, payment);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'RENEW_MEMBERSHIP',
        entity: AUDIT_ENTITY,
        entityId: id,
        memberId,
        after: { id, ...payment },
      },
      now,
    );
    return { id, receipt_no: payment.receipt_no };
  });
}

/** `DELETE subscription/deactivate/{id}`: the running payment is marked reset and stays in past records. */
export async function resetMembership(ctx: AppContext, memberId: string, by: SignedInUser): Promise<void> {
  const now = ctx.now();
  const today = todayInIndia(now);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, memberId))) throw notFound(renewalMessages.memberNotFound);
    const active = await listActiveMembershipPayments(trx, memberId, today);
    if (active.length === 0) throw notFound(subscriptionMessages.nothingActive);
    for (const payment of active) {
      await markMembershipPaymentReset(trx, payment.id, { at: now, by: by.email });
      await recordAudit(
        trx,
        {
          actor: by.email,
          action: 'RESET_MEMBERSHIP',
          entity: AUDIT_ENTITY,
          entityId: payment.id,
          memberId,
          before: payment,
          after: { ...payment, reset_at: now.toISOString(), reset_by: by.email },
        },
        now,
      );
    }
  });
}
