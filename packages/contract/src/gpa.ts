import { z } from 'zod';
import { voidFields } from './books';
import { isUnder18, parseIsoDate, todayInIndia } from './dates';
import { GPA_PAYMENT_MODES } from './enums';
import { DIGITS, matching, NAME, oneOf, optionalIsoDate, optionalText, requiredText } from './fields';
import { recordMemberId } from './misc';
import { verifyCodeField } from './verify';

export const gpaMessages = {
  nomineeNameRequired: 'Nominee Name Is Required Field',
  nomineeNameLetters: 'Nominee Name In Alphabets Only ',
  nomineeRelationRequired: 'Nominee Relation Is Required Field',
  nomineeRelationLetters: 'Nominee Relation In Alphabets Only ',
  nomineeDobRequired: 'Nominee Date Of Birth Is Required Field',
  nomineeGuardianLetters: 'Nominee Guardian In Alphabets Only ',
  nomineeGuardianRequired: 'Nominee Guardian Is Required Field',
  paymentModeRequired: 'Payment Mode Is Required Field',
  saRequired: 'SA Is Required Field',
  saDigits: 'SA In Number Only',
  premiumRequired: 'Premium Is Required Field',
  premiumDigits: 'Premium In Number Only',
  selectDependent: 'Please select a dependent!',
  dependentNotOfMember: 'This dependent does not belong to this member',
  dependentNotFound: 'Dependent Not Found!',
  added: 'Record Added',
  noDependentsTitle: 'Please Add Dependents',
  noDependents: 'No dependents found',
  fetchFailedTitle: 'Oops...',
  fetchFailed: 'Error fetching dependents',
  recordNotFound: 'Record Not Found!',
} as const;

function wholeRupees(requiredMessage: string, digitsMessage: string) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', requiredMessage)
    .refine((v) => v === '' || (DIGITS.test(v) && v.length <= 9), digitsMessage)
    .transform(Number);
}

const gpaFields = {
  member_id: recordMemberId,
  date: optionalIsoDate('Date'),
  nominee_name: matching(requiredText(gpaMessages.nomineeNameRequired, 100), NAME, gpaMessages.nomineeNameLetters),
  nominee_relation: matching(
    requiredText(gpaMessages.nomineeRelationRequired, 50),
    NAME,
    gpaMessages.nomineeRelationLetters,
  ),
  nominee_dob: optionalIsoDate('Nominee Date Of Birth').refine((v) => v !== '', gpaMessages.nomineeDobRequired),
  nominee_guardian: matching(optionalText(100), NAME, gpaMessages.nomineeGuardianLetters),
  // risk_group carries the payment mode, as the old forms stored it (docs/product.md).
  risk_group: oneOf(GPA_PAYMENT_MODES, gpaMessages.paymentModeRequired),
  sa_amount: wholeRupees(gpaMessages.saRequired, gpaMessages.saDigits),
  premium_amount: wholeRupees(gpaMessages.premiumRequired, gpaMessages.premiumDigits),
};

function guardianUnder18(r: { nominee_dob: string; nominee_guardian: string }, ctx: z.RefinementCtx) {
  if (r.nominee_dob && isUnder18(r.nominee_dob, todayInIndia()) && !r.nominee_guardian) {
    ctx.addIssue({ code: 'custom', path: ['nominee_guardian'], message: gpaMessages.nomineeGuardianRequired });
  }
}

export const gpaInput = z.object(gpaFields).superRefine(guardianUnder18);
export type GpaInput = z.output<typeof gpaInput>;
export type GpaFormValues = z.input<typeof gpaInput>;

export const gpaDependentInput = z
  .object({
    ...gpaFields,
    dependent_id: z
      .union([z.string(), z.number()], { error: gpaMessages.selectDependent })
      .transform((v) => String(v).trim())
      .refine((v) => /^[0-9]{1,9}$/.test(v), gpaMessages.selectDependent)
      .transform(Number),
  })
  .superRefine(guardianUnder18);
export type GpaDependentInput = z.output<typeof gpaDependentInput>;
export type GpaDependentFormValues = z.input<typeof gpaDependentInput>;

/** `GET gpa?id=`: the member as the GPAIS form shows it, with its membership status. */
export const gpaMemberRow = z
  .object({
    ID_NUMBER: z.string(),
    MEMBER_NAME: z.string(),
    DATE_OF_BIRTH: z.string(),
    SEX: z.string(),
    JOB_PROFILE: z.string(),
    ANNUAL_INCOME: z.string(),
    ICARD_NO: z.string(),
    STATUS: z.string(),
  })
  .meta({ id: 'GpaMemberRow' });
export type GpaMemberRow = z.infer<typeof gpaMemberRow>;

const gpaRecordFields = {
  id: z.number().int(),
  member_id: z.string(),
  receipt_no: z.string(),
  date: z.string(),
  nominee_name: z.string(),
  nominee_relation: z.string(),
  nominee_dob: z.string(),
  nominee_guardian: z.string(),
  risk_group: z.string(),
  sa_amount: z.number().int(),
  premium_amount: z.number().int(),
  MEMBER_NAME: z.string(),
  DATE_OF_BIRTH: z.string(),
  SEX: z.string(),
  JOB_PROFILE: z.string(),
  ANNUAL_INCOME: z.string(),
  ICARD_NO: z.string(),
  ...voidFields,
};

/** A member's GPAIS record with the member's details, which the lists and receipts show. */
export const gpaRecordRow = z.object(gpaRecordFields).meta({ id: 'GpaRecordRow' });
export type GpaRecordRow = z.infer<typeof gpaRecordRow>;

/** A dependent's GPAIS record: the member's details and the dependent's. */
export const gpaDependentRecordRow = z
  .object({
    ...gpaRecordFields,
    dependent_id: z.number().int(),
    DEPENDENT_NAME: z.string(),
    DOB: z.string(),
    DEPENDENT_SEX: z.string(),
    RELATION: z.string(),
  })
  .meta({ id: 'GpaDependentRecordRow' });
export type GpaDependentRecordRow = z.infer<typeof gpaDependentRecordRow>;

/** `GET gpa?records=1&id=`: a member's records as the find screen lists and the receipt prints them, each with its verification code. */
export const gpaRecordToPrint = gpaRecordRow.extend(verifyCodeField).meta({ id: 'GpaRecordToPrint' });
export type GpaRecordToPrint = z.infer<typeof gpaRecordToPrint>;

/** `GET gpa-dependent?records=1&id=`: the dependents' records, each with its verification code. */
export const gpaDependentRecordToPrint = gpaDependentRecordRow
  .extend(verifyCodeField)
  .meta({ id: 'GpaDependentRecordToPrint' });
export type GpaDependentRecordToPrint = z.infer<typeof gpaDependentRecordToPrint>;

/** 'YYYY-YY': the current year, then the next year's two digits, as GPAIS receipts print it. */
export function gpaYearLabel(on: string): string {
  const year = parseIsoDate(on)?.year ?? Number(on.slice(0, 4));
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The GMP period printed on GPAIS receipts: 22 May of the year to 21 May of the next. */
export function gmpPeriod(on: string): { from: string; to: string } {
  const year = parseIsoDate(on)?.year ?? Number(on.slice(0, 4));
  return { from: `${year}-05-22`, to: `${year + 1}-05-21` };
}
