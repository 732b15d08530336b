import { ageInYears, retirementDate } from '@trust/contract/dates';
import { BLOOD_GROUPS } from '@trust/contract/enums';
import { maxDependents } from '@trust/contract/member';
import { addDays, maxDate, minDate, yearsBefore } from '../calendar';
import { lettersOnly } from './random';
import {
  DEPARTMENTS,
  EMAIL_DOMAINS,
  type FamilyGroup,
  type GeneratedDependent,
  type GeneratedMember,
  type Generation,
  JOBS,
  ORGANISATIONS,
  type Person,
  RATES,
  type Sex,
  STAFF,
} from './trust-data';

/** Members of the register, each with its family, of whom the family group allows some as dependents. */

export function generateMember(
  g: Generation,
  id: string,
  registered: string,
): { member: GeneratedMember; dependents: number } {
  const { faker } = g.random;
  const { today } = g;
  const sex = g.random.weighted<Sex>([
    ['MALE', 75],
    ['FEMALE', 24],
    ['OTHER', 1],
  ]);
  const surname = lettersOnly(faker.person.lastName());
  const name = `${lettersOnly(faker.person.firstName(sex === 'FEMALE' ? 'female' : 'male'))} ${surname}`;
  // Working staff of 21 to 59, and some who stayed on after retiring at 60.
  const age = g.random.chance(0.05) ? g.random.int(60, 64) : g.random.int(21, 59);
  const dob = addDays(yearsBefore(today, age + 1), g.random.int(1, 364));
  const familyGroup = g.random.weighted<FamilyGroup>([
    ['1+1', 20],
    ['1+3', 40],
    ['1+4', 25],
    ['1+5', 10],
    ['1+6', 5],
  ]);
  // Nobody joins before starting work, at 21 at the earliest.
  const joined = maxDate(registered, minDate(addDays(dob, 21 * 365), today));
  const family = familyOf(g, sex, surname, dob);
  const nominee = family[0] ?? {
    name: `${lettersOnly(faker.person.firstName())} ${surname}`,
    relation: 'SISTER',
    sex: 'FEMALE',
    dob: addDays(dob, g.random.int(-1500, 1500)),
  };
  // A year's margin: the forms check the guardian rule against the real today, not `today`.
  const nomineeNeedsGuardian = ageInYears(nominee.dob, today) < 19;
  const mobile = g.random.mobile();
  const createdAt = g.random.instant(joined);
  const member: GeneratedMember = {
    id_number: id,
    member_name: name,
    ticket_number: g.random.chance(0.9) ? g.random.digits(4, ' ', 3) : '',
    department: g.random.pick(DEPARTMENTS),
    date_of_birth: dob,
    age: String(ageInYears(dob, today)),
    date_of_retirement: retirementDate(dob),
    mobile,
    sex,
    blood_group: g.random.pick(BLOOD_GROUPS),
    organisation: g.random.pick(ORGANISATIONS),
    address: `${faker.location.streetAddress()}, ${faker.location.city()} ${faker.location.zipCode('4#####')}`,
    recommender: g.random.chance(0.3)
      ? `${lettersOnly(faker.person.firstName())} ${lettersOnly(faker.person.lastName())}`
      : '',
    recommender_form_number: '',
    whatsapp: g.random.chance(0.6) ? mobile : '',
    email: g.random.chance(0.7)
      ? `${name.toLowerCase().replace(/ /g, '.')}${g.random.int(1, 999)}@${g.random.pick(EMAIL_DOMAINS)}`
      : '',
    job_profile: g.random.pick(JOBS),
    annual_income: String(g.random.int(250, 1500) * 1000),
    icard_no: `RLY${g.random.digits(8, '', 1)}`,
    nominee_name: nominee.name,
    nominee_relation: nominee.relation,
    nominee_dob: nominee.dob,
    // A minor nominee needs a guardian: the other parent, or the member.
    nominee_guardian: nomineeNeedsGuardian
      ? (family.find((p) => p.relation === 'WIFE' || p.relation === 'HUSBAND')?.name ?? name)
      : '',
    family_group: familyGroup,
    remarks: g.random.chance(0.85) ? 'YES' : 'NO',
    user_status: age >= 60 ? 'RETIRED' : g.random.chance(0.95) ? 'ACTIVE MEMBER' : 'ON DEPUTATION',
    registration_date: joined,
    created_by: g.random.pick(STAFF),
    created_at: createdAt,
    updated_at: createdAt,
  };
  if (member.recommender) member.recommender_form_number = String(g.random.int(100, 99999));
  g.out.members.push(member);

  let dependents = 0;
  for (const person of family) {
    if (dependents >= maxDependents(familyGroup)) break;
    if (!g.random.chance(RATES.dependentTaken)) continue;
    g.out.dependents.push(dependent(g, member, person, dependents));
    dependents += 1;
  }
  return { member, dependents };
}

/** The member's family in the order staff register them: spouse, children, parents, in-laws. */

function familyOf(g: Generation, sex: Sex, surname: string, dob: string): Person[] {
  const { faker } = g.random;
  const { today } = g;
  const age = ageInYears(dob, today);
  const people: Person[] = [];
  const firstName = (s: Sex) => lettersOnly(faker.person.firstName(s === 'FEMALE' ? 'female' : 'male'));
  if (age >= 23 && g.random.chance(RATES.married)) {
    const spouseSex: Sex = sex === 'FEMALE' ? 'MALE' : 'FEMALE';
    people.push({
      name: `${firstName(spouseSex)} ${surname}`,
      relation: spouseSex === 'FEMALE' ? 'WIFE' : 'HUSBAND',
      sex: spouseSex,
      dob: minDate(addDays(dob, g.random.int(-1800, 2500)), yearsBefore(today, 20)),
    });
    const children = g.random.int(0, 4);
    for (let i = 0; i < children; i++) {
      const born = addDays(dob, g.random.int(23 * 365, 40 * 365));
      if (born >= addDays(today, -30)) break;
      const childSex: Sex = g.random.chance(0.5) ? 'MALE' : 'FEMALE';
      people.push({
        name: `${firstName(childSex)} ${surname}`,
        relation: childSex === 'MALE' ? 'SON' : 'DAUGHTER',
        sex: childSex,
        dob: born,
      });
    }
  }
  if (age < 48) {
    people.push({
      name: `${firstName('MALE')} ${surname}`,
      relation: 'FATHER',
      sex: 'MALE',
      dob: addDays(dob, -g.random.int(24 * 365, 36 * 365)),
    });
    people.push({
      name: `${firstName('FEMALE')} ${surname}`,
      relation: 'MOTHER',
      sex: 'FEMALE',
      dob: addDays(dob, -g.random.int(20 * 365, 32 * 365)),
    });
  }
  return people;
}

function dependent(g: Generation, member: GeneratedMember, person: Person, index: number): GeneratedDependent {
  const age = ageInYears(person.dob, g.today);
  const isSpouse = person.relation === 'WIFE' || person.relation === 'HUSBAND';
  const job =
    age < 5
      ? 'CHILD'
      : age < 23
        ? 'STUDENT'
        : isSpouse
          ? g.random.pick(['HOMEMAKER', 'TEACHER', 'SERVICE', 'BUSINESS'])
          : age >= 60
            ? 'RETIRED'
            : 'SERVICE';
  return {
    member_id: member.id_number,
    dependent_name: person.name,
    relation: person.relation,
    dob: person.dob,
    age: String(age),
    sex: person.sex,
    // The dependent form's BLOOD_GROUP carries the KYC answer.
    blood_group: g.random.chance(0.8) ? 'YES' : 'NO',
    job_profile: job,
    annual_income: job === 'SERVICE' || job === 'TEACHER' ? String(g.random.int(150, 900) * 1000) : '0',
    icard_no: `DEP-${member.id_number}-${index + 1}`,
    created_by: member.created_by,
    created_at: member.created_at,
    updated_at: member.updated_at,
  };
}
