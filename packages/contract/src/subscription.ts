import { z } from 'zod';
import { formatDisplayDate, parseIsoDate, toIsoDate } from './dates';
import { MEMBERSHIP_PAYMENT_MODES, SUBSCRIPTION_STATUSES } from './enums';
import { oneOf, optionalIsoDate, rupees } from './fields';
import { bounceFlag, expiryNotBeforeIssue, paymentMemberId, paymentRecordRow, renewalMessages } from './renewal';

export const subscriptionMessages = {
  modeRequired: renewalMessages.modeRequired,
  amountRequired: 'Amount Is Required Field',
  amountDigits: 'Amount In Alphabets Only ',
  bookFeeDigits: 'Book Fee In Number Only ',
  renewed: 'Membership Renewal Successful',
  alreadyActive: (expiryDate: string) =>
    `Membership is already ACTIVE until ${formatDisplayDate(expiryDate)}; it can be renewed once it expires`,
  resetConfirm: 'This subscription data will still be available in past records',
  reset: 'Subscription has been Reset.',
  resetFailed: 'Subscription has not been Reset.',
  resetCancelled: 'Subscription is not Reset',
  nothingActive: 'There is no ACTIVE membership subscription to reset',
} as const;

/** The book fee when the form leaves it empty. */
export const DEFAULT_BOOK_FEE = 0;

/** `POST subscription/activate/{id}`: REMARKS carries the book fee. Without dates the server takes today and `membershipExpiry`. */
export const membershipRenewalInput = z
  .object({
    id_number: paymentMemberId,
    issue_date: optionalIsoDate('Issue Date'),
    expiry_date: optionalIsoDate('Expiry Date'),
    amount: rupees(subscriptionMessages.amountRequired, subscriptionMessages.amountDigits),
    mode_of_payment: oneOf(MEMBERSHIP_PAYMENT_MODES, subscriptionMessages.modeRequired),
    remarks: rupees(subscriptionMessages.bookFeeDigits, subscriptionMessages.bookFeeDigits, DEFAULT_BOOK_FEE),
  })
  .superRefine(expiryNotBeforeIssue);
export type MembershipRenewalInput = z.output<typeof membershipRenewalInput>;
export type MembershipRenewalFormValues = z.input<typeof membershipRenewalInput>;

/** Membership runs to 31 December of the issue date's year. */
export function membershipExpiry(issueDate: string): string {
  const issued = parseIsoDate(issueDate);
  if (!issued) throw new RangeError(`Not a date: ${issueDate}`);
  return toIsoDate(issued.year, 12, 31);
}

/** `GET subscription/status/{id}`: remarks is the book fee; nulls when the member never paid. */
export const membershipStatusRow = z
  .object({
    MEMBER_NAME: z.string(),
    MOBILE: z.string(),
    EMAIL: z.string(),
    issue_date: z.string().nullable(),
    amount: z.number().int().nullable(),
    STATUS: z.enum(SUBSCRIPTION_STATUSES),
    ID_NUMBER: z.string(),
    TICKET_NUMBER: z.string(),
    remarks: z.number().int().nullable(),
    mode_of_payment: z.string().nullable(),
    /** The bounced cheque that left the subscription unpaid, or null (bounceFlagOf). */
    BOUNCED: bounceFlag.nullable(),
  })
  .meta({ id: 'MembershipStatusRow' });
export type MembershipStatusRow = z.infer<typeof membershipStatusRow>;

/** `GET subscription/{id}`: REMARKS is the book fee; reference, bank and branch are empty. */
export const membershipPaymentRow = paymentRecordRow(z.number().int()).meta({ id: 'MembershipPaymentRow' });
export type MembershipPaymentRow = z.infer<typeof membershipPaymentRow>;
export const membershipReceiptRow = paymentRecordRow(z.number().int())
  .extend({ RECEIPT_NO: z.string() })
  .meta({ id: 'MembershipReceiptRow' });
export type MembershipReceiptRow = z.infer<typeof membershipReceiptRow>;
