import { isValidIsoDate, todayInIndia } from '@trust/contract/dates';
import { type MemberFormValues, type MemberRow, memberAge } from '@trust/contract/member';

export type MemberFormFields = Required<{ [K in keyof MemberFormValues]: string }>;

export const emptyMemberValues: MemberFormFields = {
  id_number: '',
  member_name: '',
  ticket_number: '',
  department: '',
  date_of_birth: '',
  age: '',
  date_of_retirement: '',
  mobile: '',
  sex: '',
  blood_group: '',
  organisation: '',
  address: '',
  recommender: '',
  recommender_form_number: '',
  whatsapp: '',
  email: '',
  job_profile: '',
  annual_income: '',
  icard_no: '',
  nominee_name: '',
  nominee_relation: '',
  nominee_dob: '',
  nominee_guardian: '',
  family_group: '',
  remarks: '',
  user_status: '',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const date = (value: unknown) => text(value).slice(0, 10);

/** A stored member as the form edits it: lower-case keys, dates as YYYY-MM-DD, no nulls. */
export function memberFormValues(row: MemberRow): MemberFormFields {
  const dateOfBirth = date(row.DATE_OF_BIRTH);
  return {
    id_number: text(row.ID_NUMBER),
    member_name: text(row.MEMBER_NAME),
    ticket_number: text(row.TICKET_NUMBER),
    department: text(row.DEPARTMENT),
    date_of_birth: dateOfBirth,
    // The age is derived from the birth date, so it is current whenever the member is opened.
    age: isValidIsoDate(dateOfBirth) ? memberAge(dateOfBirth, todayInIndia()) : text(row.AGE),
    date_of_retirement: date(row.DATE_OF_RETIREMENT),
    mobile: text(row.MOBILE),
    sex: text(row.SEX),
    blood_group: text(row.BLOOD_GROUP),
    organisation: text(row.ORGANISATION),
    address: text(row.ADDRESS),
    recommender: text(row.RECOMMENDER),
    recommender_form_number: text(row.RECOMMENDER_FORM_NUMBER),
    whatsapp: text(row.WHATSAPP),
    email: text(row.EMAIL),
    job_profile: text(row.JOB_PROFILE),
    annual_income: text(row.ANNUAL_INCOME),
    icard_no: text(row.ICARD_NO),
    nominee_name: text(row.NOMINEE_NAME),
    nominee_relation: text(row.NOMINEE_RELATION),
    nominee_dob: date(row.NOMINEE_DOB),
    nominee_guardian: text(row.NOMINEE_GUARDIAN),
    family_group: text(row.FAMILY_GROUP),
    remarks: text(row.REMARKS),
    user_status: text(row.USER_STATUS),
  };
}
