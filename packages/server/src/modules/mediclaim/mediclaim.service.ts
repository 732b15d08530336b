import { todayInIndia } from '@trust/contract/dates';
import {
  type MediclaimPaymentRow,
  type MediclaimReceiptRow,
  type MediclaimRenewalInput,
  type MediclaimStatusRow,
  mediclaimExpiry,
  mediclaimMessages,
} from '@trust/contract/mediclaim';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import { paymentStatus, type RenewalAnswer, renewalMessages, subscriptionStatus } from '@trust/contract/renewal';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction, lockMember } from '../../db/connection';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { nextReceiptNumber } from '../receipts/receipt-number.repository';
import { checkedRenewalPeriod } from '../subscription/renewal-period';
import { membershipStatus } from '../subscription/subscription.service';
import {
  findMemberContact,
  findOverlappingMediclaimPayment,
  insertMediclaimPayment,
  latestMediclaimPayment,
  listActiveMediclaimPayments,
  listMediclaimPayments,
  type MediclaimPayment,
  markMediclaimPaymentReset,
} from './mediclaim.repository';

const AUDIT_ENTITY = 'mediclaim_payment';

/** `GET mediclaim/status/{id}`: null for an unknown member. */
export async function mediclaimStatusRow(ctx: AppContext, memberId: string): Promise<MediclaimStatusRow | null> {
  const member = await findMemberContact(ctx.db, memberId);
  if (!member) return null;
  const latest = await latestMediclaimPayment(ctx.db, memberId);
  return {
    ID_NUMBER: member.id_number,
    MEMBER_NAME: member.member_name,
    MOBILE: member.mobile,
    EMAIL: member.email,
    issue_date: latest?.issue_date ?? null,
    amount: latest?.amount ?? null,
    STATUS: subscriptionStatus(latest ? [latest] : [], todayInIndia(ctx.now())),
    TICKET_NUMBER: member.ticket_number,
  };
}

/** `GET mediclaim/{id}`: null for an unknown member. */
export async function mediclaimPaymentRows(ctx: AppContext, memberId: string): Promise<MediclaimPaymentRow[] | null> {
  const member = await findMemberContact(ctx.db, memberId);
  if (!member) return null;
  const today = todayInIndia(ctx.now());
  const payments = await listMediclaimPayments(ctx.db, memberId);
  return payments.map((p) => toMediclaimPaymentRow(p, today));
}

/** The payment a mediclaim receipt prints: the one that decides the status, or null. */
export async function mediclaimReceiptRow(
  db: DbOrTrx,
  memberId: string,
  today: string,
): Promise<MediclaimReceiptRow | null> {
  const latest = await latestMediclaimPayment(db, memberId);
  return latest ? { ...toMediclaimPaymentRow(latest, today), RECEIPT_NO: latest.receipt_no } : null;
}

/** Every payment of the member, reset ones included, newest first, each with its receipt number. */
export async function mediclaimReceiptRows(
  db: DbOrTrx,
  memberId: string,
  today: string,
): Promise<MediclaimReceiptRow[]> {
  const payments = await listMediclaimPayments(db, memberId);
  return payments.map((p) => ({ ...toMediclaimPaymentRow(p, today), RECEIPT_NO: p.receipt_no }));
}

function toMediclaimPaymentRow(p: MediclaimPayment, today: string): MediclaimPaymentRow {
  return {
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
  };
}

/**
 * `POST mediclaim/activate/{id}`: refused while the mediclaim is ACTIVE, so no period is paid twice,
 * and while the membership subscription is not ACTIVE, as the renew screen refuses it.
 */
export async function renewMediclaim(
  ctx: AppContext,
  memberId: string,
  input: MediclaimRenewalInput,
  by: SignedInUser,
): Promise<RenewalAnswer> {
  const now = ctx.now();
  const today = todayInIndia(now);
  const period = checkedRenewalPeriod(memberId, input, today, mediclaimExpiry);
  return inTransaction(ctx.db, async (trx) => {
    // Taken first, so of two renewals racing for one member the second sees the first's payment.
    if (!(await lockMember(trx, memberId))) throw notFound(renewalMessages.memberNotFound);
    const latest = await latestMediclaimPayment(trx, memberId);
    if (latest && paymentStatus(latest, today) === 'ACTIVE') {
      throw conflict(mediclaimMessages.alreadyActive(latest.expiry_date));
    }
    if ((await membershipStatus(trx, memberId, today)) !== 'ACTIVE')
      throw conflict(mediclaimMessages.membershipExpired);
    const overlapping = await findOverlappingMediclaimPayment(trx, memberId, period);
    if (overlapping) throw conflict(renewalMessages.periodTaken(overlapping.issue_date, overlapping.expiry_date));

    const payment = {
      member_id: memberId,
      receipt_no: await nextReceiptNumber(trx, RECEIPT_TYPES.mediclaim, period.issueDate),
      issue_date: period.issueDate,
      expiry_date: period.expiryDate,
      mode_of_payment: input.mode_of_payment,
      reference_number: input.reference_number,
      bank: input.bank,
      branch: input.branch,
      amount: input.amount,
      group_name: input.remarks,
      reset_at: null,
      reset_by: null,
      created_by: by.email,
      created_at: now.toISOString(),
    };
    const id = await insertMediclaimPayment(trx, payment);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'RENEW_MEDICLAIM',
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

/** `DELETE mediclaim/deactivate/{id}`: the running payment is marked reset and stays in past records. */
export async function resetMediclaim(ctx: AppContext, memberId: string, by: SignedInUser): Promise<void> {
  const now = ctx.now();
  const today = todayInIndia(now);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, memberId))) throw notFound(renewalMessages.memberNotFound);
    const active = await listActiveMediclaimPayments(trx, memberId, today);
    if (active.length === 0) throw notFound(mediclaimMessages.nothingActive);
    for (const payment of active) {
      await markMediclaimPaymentReset(trx, payment.id, { at: now, by: by.email });
      await recordAudit(
        trx,
        {
          actor: by.email,
          action: 'RESET_MEDICLAIM',
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
