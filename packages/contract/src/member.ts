import { z } from 'zod';
import { isAadhaarNumber, MASKED_AADHAAR } from './aadhaar';
import { createdAnswer } from './answers';
import { ageInYears, isUnder18, todayInIndia } from './dates';
import { BLOOD_GROUPS, FAMILY_GROUPS, KYC, SEXES } from './enums';
import {
  DIGITS,
  EMAIL,
  isoDate,
  matching,
  NAME,
  oneOf,
  optionalIsoDate,
  optionalText,
  PHONE,
  requiredText,
} from './fields';

export const memberMessages = {
  idRequired: 'Member ID Is Required Field',
  idDigits: 'ID In Number Only',
  nameRequired: 'Name Is Required Field',
  nameLetters: 'Name In Alphabets Only ',
  ticketDigits: 'Ticket/Aadhar Number In Number Only ',
  departmentRequired: 'Department Is Required Field',
  dobRequired: 'Date Of Birth Is Required Field',
  retirementRequired: 'Date Of Retirement Is Required Field',
  ageRequired: 'Age Is Required Field',
  ageDigits: 'Age In Number Only',
  mobileRequired: 'Mobile Is Required Field',
  mobileInvalid: 'Valid Contact No. Required',
  sexRequired: 'Sex Is Required Field',
  bloodGroupRequired: 'Blood Group Is Required Field',
  organisationRequired: 'Organisation Is Required Field',
  organisationLetters: 'Organisation In Alphabets Only ',
  addressRequired: 'Address Is Required Field',
  recommenderLetters: 'Recommender In Alphabets Only ',
  recommenderFormDigits: 'Recommender Form Number In Number Only ',
  whatsappInvalid: 'Valid WhatsApp No. Required',
  emailInvalid: 'Please Enter Valid Email Address',
  incomeDigits: 'Annual Income In Number Only ',
  nomineeRelationLetters: 'Nominee Relation In Alphabets Only ',
  nomineeGuardianLetters: 'Nominee Guardian In Alphabets Only ',
  nomineeNameLetters: 'Nominee Name In Alphabets Only ',
  nomineeGuardianRequired: 'Nominee Guardian Is Required Field',
  familyGroupRequired: 'Family Group Is Required Field',
  kycRequired: 'KYC Is Required Field',
  remarksInvalid: 'Remarks In Alphabets Only ',
  added: (id: string) => `Member with ID: ${id} is Added Successfully`,
  exists: (id: string) => `Member with ID: ${id} already exists`,
  notAdded: (id: string) => `Member with ID: ${id} Was not Added`,
  updated: (id: string) => `Member with ID: ${id} is Updated Successfully`,
  noMatch: 'No Match found!!',
  noMember: 'No Member Found!',
  memberNotFound: 'Member Not Found!',
  noDepartmentData: 'No Data Found',
  noDepartment: 'No Department Found',
  familyGroupBelowCount: (count: number) =>
    `This member has ${count} dependents; choose a family group that allows at least ${count}`,
} as const;

const ID_DIGITS = /^[0-9 ]+$/;
const AGE = /^[0-9 -]+$/;
const TICKET = /^[0-9 -]+$/;
const WHATSAPP_ON_UPDATE = /^[0-9X]{10}$/;
/** The Remarks field (kept in `user_status`): words in any script, digits, spaces and `. , ( ) / & : -`. */
const REMARKS_TEXT = /^(?:[\p{L}\p{M}\p{Nd} .,()/&:-]|\u200C|\u200D)*$/u;

/**
 * A member key as staff type it: up to 10 digits, spaces allowed and dropped. One rule wherever a
 * member ID is typed, so every registered member can be found, given dependents and paid for.
 */
export function memberKey(requiredMessage: string, invalidMessage: string) {
  return matching(requiredText(requiredMessage, 20), ID_DIGITS, invalidMessage)
    .transform((v) => v.replace(/ /g, ''))
    .refine((v) => v.length > 0 && v.length <= 10, invalidMessage);
}

/** The member key of the member form. */
export const memberId = memberKey(memberMessages.idRequired, memberMessages.idDigits);

const memberFields = {
  member_name: matching(requiredText(memberMessages.nameRequired, 100), NAME, memberMessages.nameLetters),
  // The masked form the API sends ('XXXX XXXX 1234') comes back from a form left alone: it keeps the
  // stored Aadhaar number. An Aadhaar number may be typed with any separators the rule allows.
  ticket_number: optionalText(20).refine(
    (v) => v === '' || TICKET.test(v) || isAadhaarNumber(v) || MASKED_AADHAAR.test(v),
    memberMessages.ticketDigits,
  ),
  department: requiredText(memberMessages.departmentRequired, 100).transform((v) => v.toUpperCase()),
  date_of_birth: isoDate('Date Of Birth', memberMessages.dobRequired),
  age: matching(requiredText(memberMessages.ageRequired, 3), AGE, memberMessages.ageDigits),
  date_of_retirement: isoDate('Date Of Retirement', memberMessages.retirementRequired),
  mobile: matching(requiredText(memberMessages.mobileRequired, 20), PHONE, memberMessages.mobileInvalid),
  sex: oneOf(SEXES, memberMessages.sexRequired),
  blood_group: oneOf(BLOOD_GROUPS, memberMessages.bloodGroupRequired),
  organisation: matching(
    requiredText(memberMessages.organisationRequired, 100),
    NAME,
    memberMessages.organisationLetters,
  ),
  address: requiredText(memberMessages.addressRequired, 500, { multiline: true }),
  recommender: matching(optionalText(100), NAME, memberMessages.recommenderLetters),
  recommender_form_number: matching(optionalText(20), DIGITS, memberMessages.recommenderFormDigits),
  whatsapp: optionalText(20).refine(
    (v) => v === '' || PHONE.test(v) || WHATSAPP_ON_UPDATE.test(v),
    memberMessages.whatsappInvalid,
  ),
  email: matching(optionalText(254), EMAIL, memberMessages.emailInvalid),
  job_profile: optionalText(100),
  annual_income: matching(optionalText(12), DIGITS, memberMessages.incomeDigits),
  icard_no: optionalText(50),
  nominee_name: matching(optionalText(100), NAME, memberMessages.nomineeNameLetters),
  nominee_relation: matching(optionalText(50), NAME, memberMessages.nomineeRelationLetters),
  nominee_dob: optionalIsoDate('Nominee Date Of Birth'),
  nominee_guardian: matching(optionalText(100), NAME, memberMessages.nomineeGuardianLetters),
  family_group: oneOf(FAMILY_GROUPS, memberMessages.familyGroupRequired),
  // The columns kept the earlier system's names, which say something else: `remarks` holds the
  // form's KYC (YES/NO) and `user_status` its Remarks text. The API's keys are those names too.
  remarks: oneOf(KYC, memberMessages.kycRequired),
  user_status: matching(optionalText(200), REMARKS_TEXT, memberMessages.remarksInvalid),
};

/** A nominee under 18 today needs a guardian. */
function guardianRule(m: { nominee_dob: string; nominee_guardian: string }, ctx: z.RefinementCtx) {
  if (m.nominee_dob && isUnder18(m.nominee_dob, todayInIndia()) && !m.nominee_guardian) {
    ctx.addIssue({ code: 'custom', path: ['nominee_guardian'], message: memberMessages.nomineeGuardianRequired });
  }
}

/** What the Register new Member form and `POST master` take. */
export const createMemberInput = z.object({ id_number: memberId, ...memberFields }).superRefine(guardianRule);
export type CreateMemberInput = z.output<typeof createMemberInput>;
export type MemberFormValues = z.input<typeof createMemberInput>;

/** What Update Member and `PUT master/{id}` take: the same fields; the key comes from the path. */
export const updateMemberInput = z
  .object({ id_number: memberId.optional(), ...memberFields })
  .superRefine(guardianRule);
export type UpdateMemberInput = z.output<typeof updateMemberInput>;

/** A member as every read of the API sends it, keys in this order; AGE is worked out for today. */
export const memberRow = z
  .object({
    ID_NUMBER: z.string(),
    MEMBER_NAME: z.string(),
    TICKET_NUMBER: z.string(),
    DEPARTMENT: z.string(),
    DATE_OF_BIRTH: z.string(),
    AGE: z.string(),
    DATE_OF_RETIREMENT: z.string(),
    MOBILE: z.string(),
    SEX: z.string(),
    BLOOD_GROUP: z.string(),
    ORGANISATION: z.string(),
    ADDRESS: z.string(),
    RECOMMENDER: z.string(),
    RECOMMENDER_FORM_NUMBER: z.string(),
    WHATSAPP: z.string(),
    EMAIL: z.string(),
    JOB_PROFILE: z.string(),
    ANNUAL_INCOME: z.string(),
    ICARD_NO: z.string(),
    NOMINEE_NAME: z.string(),
    NOMINEE_RELATION: z.string(),
    NOMINEE_DOB: z.string(),
    NOMINEE_GUARDIAN: z.string(),
    FAMILY_GROUP: z.string(),
    /** KYC: YES or NO (the column's old name). */
    REMARKS: z.string(),
    /** The Remarks text staff type (the column's old name). */
    USER_STATUS: z.string(),
    REGISTRATION_DATE: z.string(),
  })
  .meta({ id: 'MemberRow' });
export type MemberRow = z.infer<typeof memberRow>;

/** `POST master`: the new member's ID number. */
export const createMemberAnswer = createdAnswer(z.string());

export const departmentRow = z.object({ DEPARTMENT: z.string() }).meta({ id: 'DepartmentRow' });
export type DepartmentRow = z.infer<typeof departmentRow>;

/** Dependents allowed: the number in characters 3 to 4 of the family group ('1+4' allows 4). */
export function maxDependents(familyGroup: string | null | undefined): number {
  const n = Number.parseInt((familyGroup ?? '').slice(2, 4), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function canAddDependent(familyGroup: string | null | undefined, currentCount: number): boolean {
  return currentCount < maxDependents(familyGroup);
}

/** The age a member is today, in whole years: the form fills it from the birth date. */
export function memberAge(dateOfBirth: string, today: string): string {
  return String(ageInYears(dateOfBirth, today));
}
