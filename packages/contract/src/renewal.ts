import { z } from 'zod';
import { resetFields } from './books';
import { DATE_MAX, formatDisplayDate } from './dates';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './enums';
import { dateMessages, paramText } from './fields';

/** What mediclaim and membership subscriptions share: their status, their period, their messages. */

/** A recorded payment's state: RESET and BOUNCED ones stay in past records but never count as paid. */
export const PAYMENT_STATUSES = [...SUBSCRIPTION_STATUSES, 'RESET', 'BOUNCED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const renewalMessages = {
  modeRequired: 'Mode Of Payment Is Required Field',
  expiryBeforeIssue: 'Expiry Date must not be before Issue Date',
  idMismatch: 'The ID Number in the payment does not match the member being renewed',
  memberNotFound: 'Member Not Found!',
  noMatch: 'No Match found!!',
  noMember: 'No Member Found!',
  periodTaken: (from: string, to: string) =>
    `A payment already covers ${formatDisplayDate(from)} to ${formatDisplayDate(to)}; reset it first to record another for that period`,
  resetConfirmTitle: 'Are you sure?',
  resetTitle: 'Deactivated!',
  resetFailedTitle: 'Error!',
  resetCancelledTitle: 'Cancelled',
  printReceipt: 'Print Receipt',
  goHome: 'Go to Home',
} as const;

export interface PaymentState {
  expiry_date: string;
  reset_at: string | null;
  bounced_at: string | null;
}

export function paymentStatus(payment: PaymentState, today: string): PaymentStatus {
  if (payment.bounced_at) return 'BOUNCED';
  if (payment.reset_at) return 'RESET';
  return payment.expiry_date >= today ? 'ACTIVE' : 'EXPIRED';
}

/** ACTIVE when a payment that was not reset runs to today or later; EXPIRED otherwise, also when none. */
export function subscriptionStatus(payments: readonly PaymentState[], today: string): SubscriptionStatus {
  return payments.some((p) => paymentStatus(p, today) === 'ACTIVE') ? 'ACTIVE' : 'EXPIRED';
}

/**
 * A subscription's flag on the status screens and the overview: a payment whose cheque bounced and
 * that no standing payment has replaced.
 */
export const bounceFlag = z
  .object({ receipt_no: z.string(), date: z.string(), reason: z.string() })
  .meta({ id: 'BounceFlag' });
export type BounceFlag = z.infer<typeof bounceFlag>;

/** What decides the flag: a payment's period, its receipt and its bounce. */
export interface FlaggablePayment {
  receipt_no: string;
  expiry_date: string;
  reset_at: string | null;
  bounced_at: string | null;
  bounce_date: string | null;
  bounce_reason: string | null;
}

/**
 * The bounced payment that would run longest, flagged unless a payment that stands (neither reset
 * nor bounced) runs at least as long: a member who paid again after a bounce is not flagged.
 */
export function bounceFlagOf(payments: readonly FlaggablePayment[]): BounceFlag | null {
  let bounced: FlaggablePayment | null = null;
  let standing: FlaggablePayment | null = null;
  for (const p of payments) {
    if (p.bounced_at) {
      if (!bounced || p.expiry_date > bounced.expiry_date) bounced = p;
    } else if (!p.reset_at && (!standing || p.expiry_date > standing.expiry_date)) standing = p;
  }
  if (!bounced || (standing && standing.expiry_date >= bounced.expiry_date)) return null;
  return { receipt_no: bounced.receipt_no, date: bounced.bounce_date ?? '', reason: bounced.bounce_reason ?? '' };
}

export interface RenewalPeriod {
  issueDate: string;
  expiryDate: string;
}

/**
 * The period a renewal pays for: the dates staff typed, else today and the subscription's default
 * expiry from the issue date. It may come out with the expiry first; see `isValidPeriod`.
 */
export function renewalPeriod(
  input: { issue_date?: string | null; expiry_date?: string | null },
  today: string,
  defaultExpiry: (issueDate: string) => string,
): RenewalPeriod {
  const issueDate = input.issue_date || today;
  return { issueDate, expiryDate: input.expiry_date || defaultExpiry(issueDate) };
}

export function isValidPeriod(period: RenewalPeriod): boolean {
  return period.expiryDate >= period.issueDate;
}

/** A default expiry can run past the last day a record may carry (a mediclaim issued in 2099). */
export function periodEndsInBounds(period: RenewalPeriod): boolean {
  return period.expiryDate <= DATE_MAX;
}

export const expiryOutOfBounds = dateMessages.bounds('Expiry Date');

/** The check on a payment body that gives both dates; a lone expiry date is checked against today by the server. */
export function expiryNotBeforeIssue(payment: { issue_date: string; expiry_date: string }, ctx: z.RefinementCtx): void {
  if (payment.issue_date && payment.expiry_date && payment.expiry_date < payment.issue_date) {
    ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: renewalMessages.expiryBeforeIssue });
  }
}

/** The ID_NUMBER a payment body may repeat; the path names the member. */
export const paymentMemberId = z
  .union([z.string(), z.number()], { error: 'ID Number must be text or a number' })
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)))
  .pipe(paramText(20));

/**
 * A past-records row, mediclaim's and membership's alike (membership has no reference, bank or
 * branch). REMARKS is mediclaim's group, or membership's book fee.
 */
export function paymentRecordRow<Remarks extends z.ZodType<string | number>>(remarks: Remarks) {
  return z.object({
    ID_NUMBER: z.string(),
    MODE_OF_PAYMENT: z.string(),
    REFERENCE_NUMBER: z.string(),
    ISSUE_DATE: z.string(),
    EXPIRY_DATE: z.string(),
    BANK: z.string(),
    BRANCH: z.string(),
    AMOUNT: z.number().int(),
    REMARKS: remarks,
    STATUS: z.enum(PAYMENT_STATUSES),
    ...resetFields,
  });
}
export type PaymentRecordRow<Remarks extends string | number = string | number> = Omit<
  z.infer<ReturnType<typeof paymentRecordRow>>,
  'REMARKS'
> & { REMARKS: Remarks };

/** A payment as a receipt needs it: the past-records row and its receipt number. */
export type ReceiptPaymentRow<Remarks extends string | number = string | number> = PaymentRecordRow<Remarks> & {
  RECEIPT_NO: string;
};
