import type { ReceiptAnswer } from '@trust/contract/answers';
import {
  type MediclaimPaymentRow,
  type MediclaimReceiptRow,
  type MediclaimRenewalInput,
  type MediclaimStatusRow,
  mediclaimExpiry,
  mediclaimMessages,
} from '@trust/contract/mediclaim';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import { paymentStatus } from '@trust/contract/renewal';
import type { AppContext, SignedInUser } from '../../context';
import type { DbOrTrx } from '../../db/connection';
import { conflict } from '../../errors';
import {
  bounceColumns,
  membershipStatus,
  memberWithLatestPayment,
  paymentRows,
  receiptRow,
  receiptRows,
  renew,
  reset,
  type SubscriptionKind,
} from '../payments/payments.service';

export const MEDICLAIM: SubscriptionKind<'mediclaim_payments', MediclaimPaymentRow, MediclaimRenewalInput> = {
  table: 'mediclaim_payments',
  receiptType: RECEIPT_TYPES.mediclaim,
  defaultExpiry: mediclaimExpiry,
  audit: { entity: 'mediclaim_payment', renew: 'RENEW_MEDICLAIM', reset: 'RESET_MEDICLAIM' },
  messages: mediclaimMessages,
  toRow: (p, today) => ({
    ID_NUMBER: p.member_id,
    MODE_OF_PAYMENT: p.mode_of_payment,
    REFERENCE_NUMBER: p.reference_number,
    ISSUE_DATE: p.issue_date,
    EXPIRY_DATE: p.expiry_date,
    BANK: p.bank,
    BRANCH: p.branch,
    AMOUNT: p.amount,
    REMARKS: p.group_name,
    STATUS: paymentStatus(p, today),
    RESET_REASON: p.reset_reason,
    RESET_BY: p.reset_by,
    RESET_AT: p.reset_at,
    ...bounceColumns(p),
  }),
  columns: (input) => ({
    reference_number: input.reference_number,
    bank: input.bank,
    branch: input.branch,
    amount: input.amount,
    group_name: input.remarks,
  }),
  // As the renew screen refuses it: mediclaim is for members whose membership is paid up.
  refuseRenewal: async (trx, memberId, today) => {
    if ((await membershipStatus(trx, memberId, today)) !== 'ACTIVE')
      throw conflict(mediclaimMessages.membershipExpired);
  },
};

/** `GET mediclaim/status/{id}`: null for an unknown member. */
export async function mediclaimStatusRow(ctx: AppContext, memberId: string): Promise<MediclaimStatusRow | null> {
  const found = await memberWithLatestPayment(ctx, MEDICLAIM.table, memberId);
  if (!found) return null;
  const { member, latest, status, bounced } = found;
  return {
    ID_NUMBER: member.id_number,
    MEMBER_NAME: member.member_name,
    MOBILE: member.mobile,
    EMAIL: member.email,
    issue_date: latest?.issue_date ?? null,
    amount: latest?.amount ?? null,
    STATUS: status,
    TICKET_NUMBER: member.ticket_number,
    BOUNCED: bounced,
  };
}

/** `GET mediclaim/{id}`: null for an unknown member. */
export function mediclaimPaymentRows(ctx: AppContext, memberId: string): Promise<MediclaimPaymentRow[] | null> {
  return paymentRows(ctx, MEDICLAIM, memberId);
}

/** The payment a mediclaim receipt prints: the one that decides the status, or null. */
export function mediclaimReceiptRow(db: DbOrTrx, memberId: string, today: string): Promise<MediclaimReceiptRow | null> {
  return receiptRow(db, MEDICLAIM, memberId, today);
}

/** Every mediclaim payment of the member, reset ones included, newest first, each with its receipt number. */
export function mediclaimReceiptRows(db: DbOrTrx, memberId: string, today: string): Promise<MediclaimReceiptRow[]> {
  return receiptRows(db, MEDICLAIM, memberId, today);
}

/**
 * `POST mediclaim/activate/{id}`: refused while the mediclaim is ACTIVE, so no period is paid twice,
 * and while the membership subscription is not ACTIVE, as the renew screen refuses it.
 */
export function renewMediclaim(
  ctx: AppContext,
  memberId: string,
  input: MediclaimRenewalInput,
  by: SignedInUser,
): Promise<ReceiptAnswer> {
  return renew(ctx, MEDICLAIM, memberId, input, by);
}

/**
 * `DELETE mediclaim/deactivate/{id}`: the running payment is marked reset, with the reason, and stays
 * in past records and apart in the reports.
 */
export function resetMediclaim(ctx: AppContext, memberId: string, reason: string, by: SignedInUser): Promise<void> {
  return reset(ctx, MEDICLAIM, memberId, reason, by);
}
