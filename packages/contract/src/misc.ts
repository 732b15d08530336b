import { z } from 'zod';
import { voidFields } from './books';
import { MISC_PAYMENT_MODES } from './enums';
import { DIGITS, matching, oneOf, optionalIsoDate, optionalText, requiredText } from './fields';
import { verifyCodeField } from './verify';

export const miscMessages = {
  memberIdRequired: 'Member ID Is Required Field',
  memberIdDigits: 'Member ID In Number Only',
  modeRequired: 'Mode Of Payment Is Required Field',
  digitsOnly: (label: string) => `${label} In Number Only`,
  periodInvalid: 'Membership Period In Number Only',
  added: 'Report Added',
  noData: 'No Data found!!',
  noMember: 'No Member Found!',
  memberNotFound: 'Member Not Found!',
  recordNotFound: 'Receipt Not Found!',
  deleteTitle: 'Are you sure?',
  deleteText: 'You want to delete this report!',
  deleteConfirm: 'Yes, delete it!',
  deleteCancel: 'Cancel',
  deletedTitle: 'Deleted!',
  deleted: 'Your report has been deleted.',
} as const;

/** A member ID as the misc and GPAIS forms take it: digits only. */
export const recordMemberId = matching(
  requiredText(miscMessages.memberIdRequired, 10),
  DIGITS,
  miscMessages.memberIdDigits,
);

/** Whole rupees typed in a form. Empty becomes 0 (the form's default), or null for bank charges. */
function fee<E extends number | null>(label: string, emptyAs: E) {
  return z
    .union([z.string(), z.number()], { error: miscMessages.digitsOnly(label) })
    .nullish()
    .transform((v, ctx): number | E => {
      const text = v === null || v === undefined ? '' : String(v).trim();
      if (text === '') return emptyAs;
      if (!DIGITS.test(text) || text.length > 9) {
        ctx.addIssue({ code: 'custom', message: miscMessages.digitsOnly(label) });
        return z.NEVER;
      }
      return Number(text);
    });
}

export const miscReceiptInput = z.object({
  member_id: recordMemberId,
  date: optionalIsoDate('Date'),
  mode_of_payment: oneOf(MISC_PAYMENT_MODES, miscMessages.modeRequired),
  reissue_book: fee('Reissue Book', 0),
  membership_period: matching(optionalText(50), /^[0-9 ,-]+$/, miscMessages.periodInvalid),
  subscription_amount: fee('Subscription Amount', 0),
  bank_charges: fee('Bank Charges', null),
  fine: fee('Fine', 0),
  misc: fee('Misc', 0),
});
export type MiscReceiptInput = z.output<typeof miscReceiptInput>;
export type MiscReceiptFormValues = z.input<typeof miscReceiptInput>;

/** A miscellaneous receipt with its member's name, department and mobile. */
export const miscReportRow = z
  .object({
    id: z.number().int(),
    member_id: z.string(),
    receipt_no: z.string(),
    date: z.string(),
    mode_of_payment: z.string(),
    reissue_book: z.number().int(),
    membership_period: z.string(),
    subscription_amount: z.number().int(),
    bank_charges: z.number().int().nullable(),
    fine: z.number().int(),
    misc: z.number().int(),
    MEMBER_NAME: z.string(),
    DEPARTMENT: z.string(),
    MOBILE: z.string(),
    ...voidFields,
  })
  .meta({ id: 'MiscReportRow' });
export type MiscReportRow = z.infer<typeof miscReportRow>;

/** `GET misc/report/{id}`: one receipt for its print screen, with its verification code. */
export const miscReceiptToPrint = miscReportRow.extend(verifyCodeField).meta({ id: 'MiscReceiptToPrint' });
export type MiscReceiptToPrint = z.infer<typeof miscReceiptToPrint>;

/** Reissue + subscription + bank charges + fine + misc: the receipt's total (docs/product.md, Receipts). */
export function miscTotal(
  r: Pick<MiscReportRow, 'reissue_book' | 'subscription_amount' | 'bank_charges' | 'fine' | 'misc'>,
): number {
  return r.reissue_book + r.subscription_amount + (r.bank_charges ?? 0) + r.fine + r.misc;
}
