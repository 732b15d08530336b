import { z } from 'zod';
import { formatDisplayDate, parseIsoDate, toIsoDate } from './dates';
import { MEDICLAIM_GROUPS, MEDICLAIM_PAYMENT_MODES, SUBSCRIPTION_STATUSES } from './enums';
import { matching, oneOf, optionalIsoDate, optionalText, rupees } from './fields';
import { bounceFlag, expiryNotBeforeIssue, paymentMemberId, paymentRecordRow, renewalMessages } from './renewal';

export const mediclaimMessages = {
  modeRequired: renewalMessages.modeRequired,
  referenceInvalid: 'Reference Number In Alphanumeric Only ',
  bankInvalid: 'Bank In Alphanumeric Only ',
  branchInvalid: 'Branch In Alphanumeric Only ',
  amountRequired: 'Amount Is Required Field',
  amountDigits: 'Amount In Number Only ',
  groupRequired: 'Group Is Required Field',
  loading: 'Loading Member Information',
  membershipExpired: 'The membership has expired. Please renew the membership to continue.',
  renewed: 'Mediclaim Renewal Successful',
  alreadyActive: (expiryDate: string) =>
    `Mediclaim is already ACTIVE until ${formatDisplayDate(expiryDate)}; it can be renewed once it expires`,
  resetConfirm: 'This Mediclaim subscription data will still be available in past records',
  reset: 'Mediclaim has been Reset.',
  resetFailed: 'Mediclaim has not been Reset.',
  resetCancelled: 'Mediclaim is not Reset',
  nothingActive: 'There is no ACTIVE Mediclaim subscription to reset',
} as const;

/**
 * Reference number, bank and branch: letters of any script, digits, spaces and hyphens; the
 * reference is prefilled with the age, 'N Years M Months'.
 */
const ALPHANUMERIC = /^(?:[\p{L}\p{M}\p{Nd} -]|\u200C|\u200D)+$/u;

/** `POST mediclaim/activate/{id}`. Without dates the server takes today and `mediclaimExpiry`. */
export const mediclaimRenewalInput = z
  .object({
    id_number: paymentMemberId,
    issue_date: optionalIsoDate('Issue Date'),
    expiry_date: optionalIsoDate('Expiry Date'),
    mode_of_payment: oneOf(MEDICLAIM_PAYMENT_MODES, mediclaimMessages.modeRequired),
    reference_number: matching(optionalText(50), ALPHANUMERIC, mediclaimMessages.referenceInvalid),
    bank: matching(optionalText(100), ALPHANUMERIC, mediclaimMessages.bankInvalid),
    branch: matching(optionalText(100), ALPHANUMERIC, mediclaimMessages.branchInvalid),
    amount: rupees(mediclaimMessages.amountRequired, mediclaimMessages.amountDigits),
    remarks: oneOf(MEDICLAIM_GROUPS, mediclaimMessages.groupRequired),
  })
  .superRefine(expiryNotBeforeIssue);
export type MediclaimRenewalInput = z.output<typeof mediclaimRenewalInput>;
export type MediclaimRenewalFormValues = z.input<typeof mediclaimRenewalInput>;

/** Mediclaim cover runs to 30 April of the calendar year after the issue date. */
export function mediclaimExpiry(issueDate: string): string {
  const issued = parseIsoDate(issueDate);
  if (!issued) throw new RangeError(`Not a date: ${issueDate}`);
  return toIsoDate(issued.year + 1, 4, 30);
}

/** `GET mediclaim/status/{id}`: the member with the payment that decides the status; nulls when none. */
export const mediclaimStatusRow = z
  .object({
    ID_NUMBER: z.string(),
    MEMBER_NAME: z.string(),
    MOBILE: z.string(),
    EMAIL: z.string(),
    issue_date: z.string().nullable(),
    amount: z.number().int().nullable(),
    STATUS: z.enum(SUBSCRIPTION_STATUSES),
    TICKET_NUMBER: z.string(),
    /** The bounced cheque that left the subscription unpaid, or null (bounceFlagOf). */
    BOUNCED: bounceFlag.nullable(),
  })
  .meta({ id: 'MediclaimStatusRow' });
export type MediclaimStatusRow = z.infer<typeof mediclaimStatusRow>;

/** `GET mediclaim/{id}`: REMARKS is the group. */
export const mediclaimPaymentRow = paymentRecordRow(z.string()).meta({ id: 'MediclaimPaymentRow' });
export type MediclaimPaymentRow = z.infer<typeof mediclaimPaymentRow>;
export const mediclaimReceiptRow = paymentRecordRow(z.string())
  .extend({ RECEIPT_NO: z.string() })
  .meta({ id: 'MediclaimReceiptRow' });
export type MediclaimReceiptRow = z.infer<typeof mediclaimReceiptRow>;
