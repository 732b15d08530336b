import { describe, expect, it } from 'vitest';
import { registerAdminInput } from './auth';
import { createDependentInput, dependentMemberId, dependentMessages } from './dependent';
import { gpaInput } from './gpa';
import { createMemberInput, memberId, memberMessages } from './member';

const member = {
  id_number: '52',
  member_name: 'Asha Rao',
  department: 'STORES',
  date_of_birth: '1980-05-01',
  age: '46',
  date_of_retirement: '2040-05-31',
  mobile: '9876543210',
  sex: 'FEMALE',
  blood_group: 'O+VE',
  organisation: 'Railways',
  address: '1 Station Road',
  family_group: '1+3',
  remarks: 'YES',
};

const dependent = {
  id: '52',
  dependent_name: 'Ravi Rao',
  relation: 'SON',
  dob: '2010-01-01',
  age: '16',
  sex: 'MALE',
  blood_group: 'YES',
  job_profile: 'STUDENT',
  icard_no: 'IC-1',
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

const NAMES = ['रमेश कुमार', "D'Souza", 'O’Brien', 'Rāmesh', 'J. K. Rowling-Smith', 'ಅನಂತ್', 'முருகன்', 'ক্ষমা'];

describe('names in every script', () => {
  it.each(NAMES)('takes %s for a member, its nominee, guardian and recommender', (name) => {
    const parsed = createMemberInput.parse({
      ...member,
      member_name: name,
      nominee_name: name,
      nominee_guardian: name,
      recommender: name,
    });
    expect(parsed.member_name).toBe(name.normalize('NFC'));
  });

  it.each(NAMES)('takes %s for a dependent, a GPAIS nominee and an admin', (name) => {
    expect(createDependentInput.parse({ ...dependent, dependent_name: name }).dependent_name).toBe(name);
    const gpa = { member_id: '52', nominee_name: name, nominee_relation: 'WIFE', nominee_dob: '1985-01-01' };
    expect(gpaInput.safeParse({ ...gpa, risk_group: 'UPI', sa_amount: 1, premium_amount: 1 }).success).toBe(true);
    const admin = { name, phone: '9876543210', email: 'a@trust.in', password: 'secret123' };
    expect(registerAdminInput.safeParse(admin).success).toBe(true);
  });

  it.each(['Asha2', '<b>Asha</b>', "'Asha", 'Asha; DROP', '-Asha', '👪'])('still refuses %s as a name', (name) => {
    expect(messages(createMemberInput.safeParse({ ...member, member_name: name }))).toEqual([
      memberMessages.nameLetters,
    ]);
  });

  it('still refuses symbols in a dependent name, and takes digits there', () => {
    expect(messages(createDependentInput.safeParse({ ...dependent, dependent_name: 'Ravi@home' }))).toEqual([
      dependentMessages.nameInvalid,
    ]);
    expect(createDependentInput.safeParse({ ...dependent, dependent_name: 'Ravi 2' }).success).toBe(true);
  });
});

describe("a dependent's member ID", () => {
  it.each(['1', '52', '100001', '0042', '9999999999', '12 345'])('takes %s, as the member form does', (id) => {
    expect(memberId.safeParse(id).success).toBe(true);
    expect(dependentMemberId.parse(id)).toBe(memberId.parse(id));
  });

  it('takes a number from an API client', () => {
    expect(dependentMemberId.parse(250000)).toBe('250000');
  });

  it.each(['', 'abc', '12345678901', '-1', '1.5', '1e3'])('refuses %j', (id) => {
    expect(memberId.safeParse(id).success).toBe(false);
    expect(dependentMemberId.safeParse(id).success).toBe(false);
  });

  it('says which is wrong in the form words', () => {
    expect(messages(dependentMemberId.safeParse(''))).toEqual([dependentMessages.memberIdRequired]);
    expect(messages(dependentMemberId.safeParse('abc'))).toEqual([dependentMessages.memberIdInvalid]);
  });
});
