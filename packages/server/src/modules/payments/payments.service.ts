import type { ReceiptAnswer } from '@trust/contract/answers';
import { todayInIndia } from '@trust/contract/dates';
import type { SubscriptionStatus } from '@trust/contract/enums';
import type { ReceiptType } from '@trust/contract/receipt';
import {
  type BounceFlag,
  bounceFlagOf,
  type PaymentRecordRow,
  paymentStatus,
  type RenewalPeriod,
  renewalMessages,
  subscriptionStatus,
} from '@trust/contract/renewal';
import type { Config } from '../../config';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction, lockMember, type Trx } from '../../db/connection';
import { nextReceiptNumber } from '../../db/receipt-numbers';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { refuseClosedDay } from '../cashbook/day-lock.service';
import { queueIssuedReceipt } from '../receipt-outbox/receipt-outbox.service';
import {
  findMemberContact,
  findMemberWithLatestPayment,
  findOverlappingPayment,
  insertPayment,
  latestPayment,
  listActivePayments,
  listPayments,
  markPaymentReset,
  type NewPayment,
  type Payment,
  type PaymentTable,
} from './payments.repository';
import { checkedRenewalPeriod } from './renewal-period';

/** The columns every renewal body carries; the rest differ by subscription. */
interface RenewalInput {
  id_number: string;
  issue_date: string;
  expiry_date: string;
  mode_of_payment: string;
}

/** The columns of a new payment that the renewal body alone decides. */
type KindColumns<T extends PaymentTable> = Omit<
  NewPayment<T>,
  | 'member_id'
  | 'receipt_no'
  | 'issue_date'
  | 'expiry_date'
  | 'mode_of_payment'
  | 'reset_at'
  | 'reset_by'
  | 'reset_reason'
  | 'created_by'
  | 'created_at'
>;

/** What sets mediclaim apart from the membership subscription; the steps below are the same for both. */
export interface SubscriptionKind<T extends PaymentTable, Row extends PaymentRecordRow, Input extends RenewalInput> {
  table: T;
  receiptType: ReceiptType;
  defaultExpiry: (issueDate: string) => string;
  audit: { entity: string; renew: string; reset: string };
  messages: { alreadyActive: (expiryDate: string) => string; nothingActive: string };
  toRow: (payment: Payment<T>, today: string) => Row;
  columns: (input: Input) => KindColumns<T>;
  /** A further refusal, checked under the member lock once the subscription is known not ACTIVE. */
  refuseRenewal?: (trx: Trx, memberId: string, today: string) => Promise<void>;
}

/** What every payment row carries about a bounced cheque, as stored. */
export function bounceColumns(p: {
  bounce_date: string | null;
  bounce_reason: string | null;
  bounced_by: string | null;
  bounced_at: string | null;
}) {
  return {
    BOUNCE_DATE: p.bounce_date,
    BOUNCE_REASON: p.bounce_reason,
    BOUNCED_BY: p.bounced_by,
    BOUNCED_AT: p.bounced_at,
  };
}

/**
 * The member's membership-subscription status on `today`: mediclaim renewal, the group price and
 * GPAIS read it, so it lives here, below both subscriptions.
 */
export function membershipStatus(db: DbOrTrx, memberId: string, today: string): Promise<SubscriptionStatus> {
  return currentStatus(db, 'membership_payments', memberId, today);
}

/** The subscription's status on `today`, decided by its latest standing payment alone. */
export async function currentStatus(
  db: DbOrTrx,
  table: PaymentTable,
  memberId: string,
  today: string,
): Promise<SubscriptionStatus> {
  const latest = await latestPayment(db, table, memberId);
  return subscriptionStatus(latest ? [latest] : [], today);
}

/**
 * What a status row is made of, or null for an unknown member: the flag names a bounced cheque that no
 * standing payment has replaced.
 */
export async function memberWithLatestPayment<T extends PaymentTable>(ctx: AppContext, table: T, memberId: string) {
  const found = await findMemberWithLatestPayment(ctx.db, table, memberId);
  if (!found) return null;
  const { member, latest, bounced } = found;
  const status = subscriptionStatus(latest ? [latest] : [], todayInIndia(ctx.now()));
  const flagged = [
    ...(latest ? [{ ...latest, bounced_at: null, bounce_date: null, bounce_reason: null }] : []),
    ...(bounced ? [{ ...bounced, reset_at: null, bounced_at: 'bounced' }] : []),
  ];
  const flag: BounceFlag | null = bounceFlagOf(flagged);
  return { member, latest, status, bounced: flag };
}

/** Past records, or null for an unknown member. */
export async function paymentRows<T extends PaymentTable, Row extends PaymentRecordRow, Input extends RenewalInput>(
  ctx: AppContext,
  kind: SubscriptionKind<T, Row, Input>,
  memberId: string,
): Promise<Row[] | null> {
  const member = await findMemberContact(ctx.db, memberId);
  if (!member) return null;
  const today = todayInIndia(ctx.now());
  const payments = await listPayments(ctx.db, kind.table, memberId);
  return payments.map((p) => kind.toRow(p, today));
}

/** The payment a receipt prints: the one that decides the status, or null. */
export async function receiptRow<T extends PaymentTable, Row extends PaymentRecordRow, Input extends RenewalInput>(
  db: DbOrTrx,
  kind: SubscriptionKind<T, Row, Input>,
  memberId: string,
  today: string,
): Promise<(Row & { RECEIPT_NO: string }) | null> {
  const latest = await latestPayment(db, kind.table, memberId);
  return latest ? { ...kind.toRow(latest, today), RECEIPT_NO: latest.receipt_no } : null;
}

/** Every payment of the member, reset and bounced ones included, newest first, each with its receipt number. */
export async function receiptRows<T extends PaymentTable, Row extends PaymentRecordRow, Input extends RenewalInput>(
  db: DbOrTrx,
  kind: SubscriptionKind<T, Row, Input>,
  memberId: string,
  today: string,
): Promise<(Row & { RECEIPT_NO: string })[]> {
  const payments = await listPayments(db, kind.table, memberId);
  return payments.map((p) => ({ ...kind.toRow(p, today), RECEIPT_NO: p.receipt_no }));
}

/** Records a payment with the next receipt number: refused while the subscription is ACTIVE, so no period is paid twice. */
export async function renew<T extends PaymentTable, Row extends PaymentRecordRow, Input extends RenewalInput>(
  ctx: AppContext,
  kind: SubscriptionKind<T, Row, Input>,
  memberId: string,
  input: Input,
  by: SignedInUser,
): Promise<ReceiptAnswer> {
  const now = ctx.now();
  const period = checkedRenewalPeriod(memberId, input, todayInIndia(now), kind.defaultExpiry);
  return inTransaction(ctx.db, (trx) => renewWithin(trx, kind, memberId, input, period, by, now, ctx.config));
}

/**
 * The steps of one renewal inside the caller's transaction, the same for a payment at the counter and
 * for each line of a payroll list: the member's lock, the refusals, the closed-day lock, the next
 * receipt number, the payment and its audit line. `period` is already checked (checkedRenewalPeriod).
 */
export async function renewWithin<T extends PaymentTable, Row extends PaymentRecordRow, Input extends RenewalInput>(
  trx: Trx,
  kind: SubscriptionKind<T, Row, Input>,
  memberId: string,
  input: Input,
  period: RenewalPeriod,
  by: SignedInUser,
  now: Date,
  /** Whether the trust e-mails a receipt as it is issued (RECEIPT_EMAIL_AUTO), and can. */
  config: Pick<Config, 'receiptEmailAuto' | 'channels'>,
): Promise<ReceiptAnswer> {
  const today = todayInIndia(now);
  // Taken first, so of two renewals racing for one member the second sees the first's payment.
  if (!(await lockMember(trx, memberId))) throw notFound(renewalMessages.memberNotFound);
  const latest = await latestPayment(trx, kind.table, memberId);
  if (latest && paymentStatus(latest, today) === 'ACTIVE') {
    throw conflict(kind.messages.alreadyActive(latest.expiry_date));
  }
  await kind.refuseRenewal?.(trx, memberId, today);
  const overlapping = await findOverlappingPayment(trx, kind.table, memberId, period);
  if (overlapping) throw conflict(renewalMessages.periodTaken(overlapping.issue_date, overlapping.expiry_date));
  await refuseClosedDay(trx, [period.issueDate]);

  const payment = {
    member_id: memberId,
    receipt_no: await nextReceiptNumber(trx, kind.receiptType, period.issueDate),
    issue_date: period.issueDate,
    expiry_date: period.expiryDate,
    mode_of_payment: input.mode_of_payment,
    ...kind.columns(input),
    reset_at: null,
    reset_by: null,
    reset_reason: null,
    created_by: by.email,
    created_at: now.toISOString(),
  } as NewPayment<T>;
  const id = await insertPayment(trx, kind.table, payment);
  await queueIssuedReceipt(
    trx,
    config,
    {
      memberId,
      kind: kind.table === 'membership_payments' ? 'membership' : 'mediclaim',
      receiptNo: payment.receipt_no,
    },
    now,
  );
  await recordAudit(
    trx,
    {
      actor: by.email,
      action: kind.audit.renew,
      entity: kind.audit.entity,
      entityId: id,
      memberId,
      after: { id, ...payment },
    },
    now,
  );
  return { id, receipt_no: payment.receipt_no };
}

/**
 * The running payment is marked reset with why, by whom (the user's name) and when; it stays in past
 * records, and the reports list it apart from their totals.
 */
export async function reset<T extends PaymentTable, Row extends PaymentRecordRow, Input extends RenewalInput>(
  ctx: AppContext,
  kind: SubscriptionKind<T, Row, Input>,
  memberId: string,
  reason: string,
  by: SignedInUser,
): Promise<void> {
  const now = ctx.now();
  const today = todayInIndia(now);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, memberId))) throw notFound(renewalMessages.memberNotFound);
    const active = await listActivePayments(trx, kind.table, memberId, today);
    if (active.length === 0) throw notFound(kind.messages.nothingActive);
    await refuseClosedDay(
      trx,
      active.map((p) => p.issue_date),
    );
    for (const payment of active) {
      const fate = { reset_at: now.toISOString(), reset_by: by.name, reset_reason: reason };
      await markPaymentReset(trx, kind.table, payment.id, fate);
      await recordAudit(
        trx,
        {
          actor: by.email,
          action: kind.audit.reset,
          entity: kind.audit.entity,
          entityId: payment.id,
          memberId,
          before: payment,
          after: { ...payment, ...fate },
        },
        now,
      );
    }
  });
}
