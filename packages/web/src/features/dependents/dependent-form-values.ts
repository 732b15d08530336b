import type { DependentRow } from '@trust/contract/dependent';

/** The dependent's own fields as the form edits them; its member is chosen outside the form. */
export interface DependentFormFields {
  dependent_name: string;
  relation: string;
  dob: string;
  age: string;
  sex: string;
  blood_group: string;
  job_profile: string;
  annual_income: string;
  icard_no: string;
}

export const emptyDependentValues: DependentFormFields = {
  dependent_name: '',
  relation: '',
  dob: '',
  age: '',
  sex: '',
  blood_group: '',
  job_profile: '',
  annual_income: '',
  icard_no: '',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function dependentFormValues(row: DependentRow): DependentFormFields {
  return {
    dependent_name: text(row.DEPENDENT_NAME),
    relation: text(row.RELATION),
    dob: text(row.DOB).slice(0, 10),
    age: text(row.AGE),
    sex: text(row.SEX),
    blood_group: text(row.BLOOD_GROUP),
    job_profile: text(row.JOB_PROFILE),
    annual_income: text(row.ANNUAL_INCOME),
    icard_no: text(row.ICARD_NO),
  };
}
