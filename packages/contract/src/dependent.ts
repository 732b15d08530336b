import { z } from 'zod';
import { createdAnswer } from './answers';
import { KYC, RELATIONS, SEXES } from './enums';
import { DIGITS, isoDate, matching, NAME_OR_DIGITS, oneOf, optionalText, paramText, requiredText } from './fields';
import { memberKey } from './member';

export const dependentMessages = {
  memberIdRequired: 'Member ID Is Required Field',
  memberIdInvalid: 'Member ID is Invalid',
  nameRequired: 'Dependent Name Is Required Field',
  nameInvalid: 'Dependent Name In Alphabets Only ',
  relationRequired: 'Relation Is Required Field',
  dobRequired: 'Date Of Birth Is Required Field',
  ageRequired: 'Age Is Required Field',
  ageDigits: 'Age In Number Only',
  sexRequired: 'Sex Is Required Field',
  kycRequired: 'KYC Is Required Field',
  jobProfileRequired: 'Job Profile Is Required Field',
  icardRequired: 'ICard Number Is Required Field',
  incomeDigits: 'Annual Income In Number Only ',
  maxReached: 'MAX DEPENDENTS REACHED!',
  overLimit: 'MORE THAN MAX LIMIT DEPENDENTS!',
  memberInvalid: 'Member Not Found / Member ID is Invalid!',
  limitReached: 'You have reached the maximum number of dependents allowed',
  added: (id: string | number) => `Dependent with ID: ${id} is Added Successfully`,
  updated: (no: string | number) => `Dependent with NO: ${no} is Updated Successfully`,
  noDependent: 'No Dependent found!',
  requestFailed: 'No Dependent Found!',
  noMemberData: 'No Data Found, Please add Member',
  memberNotFound: 'Member Not Found!',
} as const;

/**
 * The member a dependent belongs to: any ID the member form takes, typed as text or, by API clients,
 * sent as a number.
 */
export const dependentMemberId = z
  .union([z.string(), z.number()], { error: dependentMessages.memberIdRequired })
  .transform((v) => String(v))
  .pipe(memberKey(dependentMessages.memberIdRequired, dependentMessages.memberIdInvalid));

const dependentFields = {
  dependent_name: matching(
    requiredText(dependentMessages.nameRequired, 100),
    NAME_OR_DIGITS,
    dependentMessages.nameInvalid,
  ),
  relation: oneOf(RELATIONS, dependentMessages.relationRequired),
  dob: isoDate('Date Of Birth', dependentMessages.dobRequired),
  age: matching(requiredText(dependentMessages.ageRequired, 3), /^[0-9 -]+$/, dependentMessages.ageDigits),
  sex: oneOf(SEXES, dependentMessages.sexRequired),
  blood_group: oneOf(KYC, dependentMessages.kycRequired),
  job_profile: requiredText(dependentMessages.jobProfileRequired, 100),
  annual_income: matching(optionalText(12), DIGITS, dependentMessages.incomeDigits),
  icard_no: requiredText(dependentMessages.icardRequired, 50),
};

/** `POST dependent`: the member's ID and the dependent. BLOOD_GROUP carries the KYC YES/NO. */
export const createDependentInput = z.object({ id: dependentMemberId, ...dependentFields });
export type CreateDependentInput = z.output<typeof createDependentInput>;
export type DependentFormValues = z.input<typeof createDependentInput>;

/** `PUT dependent/{no}`: the dependent's fields; it stays with its member. */
export const updateDependentInput = z.object({ id: dependentMemberId.optional(), ...dependentFields });
export type UpdateDependentInput = z.output<typeof updateDependentInput>;

export const dependentFilterInput = z.object({
  ids: z
    .array(z.union([z.string(), z.number()]).transform(String).pipe(paramText(50)), {
      error: 'ids must be a list of member IDs',
    })
    .max(1000),
});

/** A dependent as the API sends it; MEMBER_NAME is its member's. */
export const dependentRow = z
  .object({
    NO: z.number().int(),
    ID: z.string(),
    DEPENDENT_NAME: z.string(),
    RELATION: z.string(),
    MEMBER_NAME: z.string(),
    DOB: z.string(),
    AGE: z.string(),
    SEX: z.string(),
    BLOOD_GROUP: z.string(),
    JOB_PROFILE: z.string(),
    ANNUAL_INCOME: z.string(),
    ICARD_NO: z.string(),
  })
  .meta({ id: 'DependentRow' });
export type DependentRow = z.infer<typeof dependentRow>;

/** `POST dependent`: the new dependent's NO. */
export const createDependentAnswer = createdAnswer(z.number().int());

/** `GET dependent/count/{memberId}`. */
export const dependentCountAnswer = z.object({ noOfDependent: z.number().int() });
