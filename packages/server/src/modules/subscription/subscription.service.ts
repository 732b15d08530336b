import type { ReceiptAnswer } from '@trust/contract/answers';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import { paymentStatus } from '@trust/contract/renewal';
import {
  type MembershipPaymentRow,
  type MembershipReceiptRow,
  type MembershipRenewalInput,
  type MembershipStatusRow,
  membershipExpiry,
  subscriptionMessages,
} from '@trust/contract/subscription';
import type { AppContext, SignedInUser } from '../../context';
import type { DbOrTrx } from '../../db/connection';
import {
  bounceColumns,
  memberWithLatestPayment,
  paymentRows,
  receiptRow,
  receiptRows,
  renew,
  reset,
  type SubscriptionKind,
} from '../payments/payments.service';

export const MEMBERSHIP: SubscriptionKind<'membership_payments', MembershipPaymentRow, MembershipRenewalInput> = {
  table: 'membership_payments',
  receiptType: RECEIPT_TYPES.membership,
  defaultExpiry: membershipExpiry,
  audit: { entity: 'membership_payment', renew: 'RENEW_MEMBERSHIP', reset: 'RESET_MEMBERSHIP' },
  messages: subscriptionMessages,
  // Membership payments record no reference, bank or branch; the row keeps mediclaim's shape.
  toRow: (p, today) => ({
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
    RESET_REASON: p.reset_reason,
    RESET_BY: p.reset_by,
    RESET_AT: p.reset_at,
    ...bounceColumns(p),
  }),
  columns: (input) => ({ amount: input.amount, book_fee: input.remarks }),
};

/** `GET subscription/status/{id}`: null for an unknown member. */
export async function membershipStatusRow(ctx: AppContext, memberId: string): Promise<MembershipStatusRow | null> {
  const found = await memberWithLatestPayment(ctx, MEMBERSHIP.table, memberId);
  if (!found) return null;
  const { member, latest, status, bounced } = found;
  return {
    MEMBER_NAME: member.member_name,
    MOBILE: member.mobile,
    EMAIL: member.email,
    issue_date: latest?.issue_date ?? null,
    amount: latest?.amount ?? null,
    STATUS: status,
    ID_NUMBER: member.id_number,
    TICKET_NUMBER: member.ticket_number,
    remarks: latest?.book_fee ?? null,
    mode_of_payment: latest?.mode_of_payment ?? null,
    BOUNCED: bounced,
  };
}

/** `GET subscription/{id}`: null for an unknown member. */
export function membershipPaymentRows(ctx: AppContext, memberId: string): Promise<MembershipPaymentRow[] | null> {
  return paymentRows(ctx, MEMBERSHIP, memberId);
}

/** The payment a membership receipt prints: the one that decides the status, or null. */
export function membershipReceiptRow(
  db: DbOrTrx,
  memberId: string,
  today: string,
): Promise<MembershipReceiptRow | null> {
  return receiptRow(db, MEMBERSHIP, memberId, today);
}

/** Every membership payment of the member, reset ones included, newest first, each with its receipt number. */
export function membershipReceiptRows(db: DbOrTrx, memberId: string, today: string): Promise<MembershipReceiptRow[]> {
  return receiptRows(db, MEMBERSHIP, memberId, today);
}

/** `POST subscription/activate/{id}`: refused while the membership is ACTIVE, so no period is paid twice. */
export function renewMembership(
  ctx: AppContext,
  memberId: string,
  input: MembershipRenewalInput,
  by: SignedInUser,
): Promise<ReceiptAnswer> {
  return renew(ctx, MEMBERSHIP, memberId, input, by);
}

/**
 * `DELETE subscription/deactivate/{id}`: the running payment is marked reset, with the reason, and
 * stays in past records and apart in the reports.
 */
export function resetMembership(ctx: AppContext, memberId: string, reason: string, by: SignedInUser): Promise<void> {
  return reset(ctx, MEMBERSHIP, memberId, reason, by);
}
