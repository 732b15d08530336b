import { base, en, en_IN, Faker } from '@faker-js/faker';
import { ageInYears, ageInYearsAndMonths, financialYear, retirementDate, todayInIndia } from '@trust/contract/dates';
import {
  BLOOD_GROUPS,
  type FAMILY_GROUPS,
  GPA_PAYMENT_MODES,
  MEDICLAIM_GROUPS,
  MEDICLAIM_PAYMENT_MODES,
  MEMBERSHIP_PAYMENT_MODES,
  MISC_PAYMENT_MODES,
  type RELATIONS,
  type SEXES,
} from '@trust/contract/enums';
import { mediclaimExpiry } from '@trust/contract/mediclaim';
import { maxDependents } from '@trust/contract/member';
import { RECEIPT_TYPES, type ReceiptType, receiptNumber } from '@trust/contract/receipt';
import { membershipExpiry } from '@trust/contract/subscription';
import type { Insertable } from 'kysely';
import { addDays, daysBetween, maxDate, minDate, yearOf, yearsBefore } from '../calendar';
import type {
  DependentTable,
  GpaDependentRecordTable,
  GpaRecordTable,
  MediclaimPaymentTable,
  MembershipPaymentTable,
  MemberTable,
  MiscReceiptTable,
  ReceiptSequenceTable,
} from '../db/schema';

/**
 * Realistic synthetic data for the demo and the benchmark: members, their dependents within the
 * family group's limit, three years of membership and mediclaim payments (with a few resets),
 * miscellaneous receipts and GPAIS records, numbered as the server numbers receipts. The same seed
 * gives the same data.
 */

/** Dependents can be added only to member IDs up to this (the dependent form's rule). */
export const MAX_MEMBER_ID = 100_000;

/** The departments and fees the first migration stores. */
const DEPARTMENTS = [
  'ACCOUNTS',
  'ADMINISTRATION',
  'CIVIL ENGINEERING',
  'COMMERCIAL',
  'ELECTRICAL',
  'MECHANICAL',
  'MEDICAL',
  'OPERATING',
  'PERSONNEL',
  'SECURITY',
  'SIGNAL AND TELECOM',
  'STORES',
] as const;
const MEDICLAIM_FEES: Record<FamilyGroup, number> = {
  '1+1': 6000,
  '1+3': 9000,
  '1+4': 10500,
  '1+5': 12000,
  '1+6': 13500,
};
const SUBSCRIPTION_FEE = 600;
const BOOK_FEE = 40;

const ORGANISATIONS = ['CENTRAL RAILWAY', 'WESTERN RAILWAY', 'SOUTH CENTRAL RAILWAY', 'RAILWAY WORKSHOP'] as const;
const JOBS = [
  'CLERK',
  'TECHNICIAN',
  'SECTION ENGINEER',
  'LOCO PILOT',
  'STATION MASTER',
  'TICKET EXAMINER',
  'TRACK MAINTAINER',
  'OFFICE SUPERINTENDENT',
  'STENOGRAPHER',
  'STAFF NURSE',
  'PHARMACIST',
  'TRAIN MANAGER',
] as const;
const BANKS = ['STATE BANK OF INDIA', 'BANK OF BARODA', 'PUNJAB NATIONAL BANK', 'CANARA BANK', 'UNION BANK'] as const;
const STAFF = ['admin@trust.local', 'cashier@trust.local', 'office@trust.local'] as const;
const EMAIL_DOMAINS = ['example.in', 'example.com', 'mail.example.org'] as const;

type FamilyGroup = (typeof FAMILY_GROUPS)[number];
type Relation = (typeof RELATIONS)[number];
type Sex = (typeof SEXES)[number];

export type GeneratedMember = Insertable<MemberTable>;
export type GeneratedDependent = Omit<Insertable<DependentTable>, 'no'>;
export type GeneratedMembershipPayment = Omit<Insertable<MembershipPaymentTable>, 'id'>;
export type GeneratedMediclaimPayment = Omit<Insertable<MediclaimPaymentTable>, 'id'>;
export type GeneratedMiscReceipt = Omit<Insertable<MiscReceiptTable>, 'id'>;
export type GeneratedGpaRecord = Omit<Insertable<GpaRecordTable>, 'id'>;
/** The dependent is named by its place among the member's dependents; its NO exists only once stored. */
export type GeneratedGpaDependentRecord = Omit<Insertable<GpaDependentRecordTable>, 'id' | 'dependent_id'> & {
  dependent_ordinal: number;
};

export interface TrustData {
  members: GeneratedMember[];
  dependents: GeneratedDependent[];
  membershipPayments: GeneratedMembershipPayment[];
  mediclaimPayments: GeneratedMediclaimPayment[];
  miscReceipts: GeneratedMiscReceipt[];
  gpaRecords: GeneratedGpaRecord[];
  gpaDependentRecords: GeneratedGpaDependentRecord[];
  /** The last number used per receipt type and financial year, so new payments continue the sequence. */
  receiptSequences: Insertable<ReceiptSequenceTable>[];
}

export interface GenerateOptions {
  members: number;
  seed?: number;
  /** The day the data is as of (default: today in India); payments are never later. */
  today?: string;
  /** How many years of payments, ending with today's year. */
  years?: number;
}

interface Person {
  name: string;
  relation: Relation;
  sex: Sex;
  dob: string;
}

/** Every count and probability of the data, in one place. */
const RATES = {
  gapBetweenIds: 0.08,
  married: 0.92,
  dependentTaken: 0.93,
  paysMembership: 0.9,
  paysMediclaim: 0.82,
  reset: 0.02,
  paidAgainAfterReset: 0.7,
  bookFee: 0.1,
  miscReceipt: 0.6,
  gpaRecord: 0.1,
  gpaDependentRecord: 0.05,
} as const;

export function generateTrustData(options: GenerateOptions): TrustData {
  const today = options.today ?? todayInIndia();
  if (options.members < 1 || options.members > MAX_MEMBER_ID) {
    throw new RangeError(`members must be 1 to ${MAX_MEMBER_ID}`);
  }
  const faker = new Faker({ locale: [en_IN, en, base] });
  faker.seed(options.seed ?? 2026);
  const g = new Generator(faker, today, options.years ?? 3);
  const data = g.run(options.members);
  return { ...data, receiptSequences: numberReceipts(data) };
}

class Generator {
  private readonly firstYear: number;
  private readonly out: Omit<TrustData, 'receiptSequences'> = {
    members: [],
    dependents: [],
    membershipPayments: [],
    mediclaimPayments: [],
    miscReceipts: [],
    gpaRecords: [],
    gpaDependentRecords: [],
  };

  constructor(
    private readonly faker: Faker,
    private readonly today: string,
    years: number,
  ) {
    this.firstYear = yearOf(today) - years + 1;
  }

  run(count: number): Omit<TrustData, 'receiptSequences'> {
    // IDs run up from 1 with a few gaps (members who left), and never pass MAX_MEMBER_ID.
    let spareIds = MAX_MEMBER_ID - count;
    let id = 0;
    const registrationStart = '2005-01-01';
    const span = daysBetween(registrationStart, this.today);
    for (let i = 0; i < count; i++) {
      id += 1;
      if (spareIds > 0 && this.chance(RATES.gapBetweenIds)) {
        const gap = Math.min(spareIds, this.int(1, 3));
        id += gap;
        spareIds -= gap;
      }
      // Registered in ID order, from 2005 until today.
      const registered = addDays(registrationStart, Math.floor(((i + this.faker.number.float()) * span) / count));
      this.member(String(id), minDate(registered, this.today));
    }
    return this.out;
  }

  private member(id: string, registered: string): void {
    const { faker, today } = this;
    const sex = this.weighted<Sex>([
      ['MALE', 75],
      ['FEMALE', 24],
      ['OTHER', 1],
    ]);
    const surname = lettersOnly(faker.person.lastName());
    const name = `${lettersOnly(faker.person.firstName(sex === 'FEMALE' ? 'female' : 'male'))} ${surname}`;
    // Working staff of 21 to 59, and some who stayed on after retiring at 60.
    const age = this.chance(0.05) ? this.int(60, 64) : this.int(21, 59);
    const dob = addDays(yearsBefore(today, age + 1), this.int(1, 364));
    const familyGroup = this.weighted<FamilyGroup>([
      ['1+1', 20],
      ['1+3', 40],
      ['1+4', 25],
      ['1+5', 10],
      ['1+6', 5],
    ]);
    // Nobody joins before starting work, at 21 at the earliest.
    const joined = maxDate(registered, minDate(addDays(dob, 21 * 365), today));
    const family = this.family(sex, surname, dob);
    const nominee = family[0] ?? {
      name: `${lettersOnly(faker.person.firstName())} ${surname}`,
      relation: 'SISTER',
      sex: 'FEMALE',
      dob: addDays(dob, this.int(-1500, 1500)),
    };
    // A year's margin: the forms check the guardian rule against the real today, not `today`.
    const nomineeNeedsGuardian = ageInYears(nominee.dob, today) < 19;
    const mobile = this.mobile();
    const createdAt = this.instant(joined);
    const member: GeneratedMember = {
      id_number: id,
      member_name: name,
      ticket_number: this.chance(0.9) ? this.digits(4, ' ', 3) : '',
      department: this.pick(DEPARTMENTS),
      date_of_birth: dob,
      age: String(ageInYears(dob, today)),
      date_of_retirement: retirementDate(dob),
      mobile,
      sex,
      blood_group: this.pick(BLOOD_GROUPS),
      organisation: this.pick(ORGANISATIONS),
      address: `${faker.location.streetAddress()}, ${faker.location.city()} ${faker.location.zipCode('4#####')}`,
      recommender: this.chance(0.3)
        ? `${lettersOnly(faker.person.firstName())} ${lettersOnly(faker.person.lastName())}`
        : '',
      recommender_form_number: '',
      whatsapp: this.chance(0.6) ? mobile : '',
      email: this.chance(0.7)
        ? `${name.toLowerCase().replace(/ /g, '.')}${this.int(1, 999)}@${this.pick(EMAIL_DOMAINS)}`
        : '',
      job_profile: this.pick(JOBS),
      annual_income: String(this.int(250, 1500) * 1000),
      icard_no: `RLY${this.digits(8, '', 1)}`,
      nominee_name: nominee.name,
      nominee_relation: nominee.relation,
      nominee_dob: nominee.dob,
      // A minor nominee needs a guardian: the other parent, or the member.
      nominee_guardian: nomineeNeedsGuardian
        ? (family.find((p) => p.relation === 'WIFE' || p.relation === 'HUSBAND')?.name ?? name)
        : '',
      family_group: familyGroup,
      remarks: this.chance(0.85) ? 'YES' : 'NO',
      user_status: age >= 60 ? 'RETIRED' : this.chance(0.95) ? 'ACTIVE MEMBER' : 'ON DEPUTATION',
      registration_date: joined,
      created_by: this.pick(STAFF),
      created_at: createdAt,
      updated_at: createdAt,
    };
    if (member.recommender) member.recommender_form_number = String(this.int(100, 99999));
    this.out.members.push(member);

    let dependents = 0;
    for (const person of family) {
      if (dependents >= maxDependents(familyGroup)) break;
      if (!this.chance(RATES.dependentTaken)) continue;
      this.out.dependents.push(this.dependent(member, person, dependents));
      dependents += 1;
    }
    this.payments(member);
    this.miscReceipts(member);
    this.gpaRecords(member, dependents);
  }

  /** The member's family in the order staff register them: spouse, children, parents, in-laws. */
  private family(sex: Sex, surname: string, dob: string): Person[] {
    const { faker, today } = this;
    const age = ageInYears(dob, today);
    const people: Person[] = [];
    const firstName = (s: Sex) => lettersOnly(faker.person.firstName(s === 'FEMALE' ? 'female' : 'male'));
    if (age >= 23 && this.chance(RATES.married)) {
      const spouseSex: Sex = sex === 'FEMALE' ? 'MALE' : 'FEMALE';
      people.push({
        name: `${firstName(spouseSex)} ${surname}`,
        relation: spouseSex === 'FEMALE' ? 'WIFE' : 'HUSBAND',
        sex: spouseSex,
        dob: minDate(addDays(dob, this.int(-1800, 2500)), yearsBefore(today, 20)),
      });
      const children = this.int(0, 4);
      for (let i = 0; i < children; i++) {
        const born = addDays(dob, this.int(23 * 365, 40 * 365));
        if (born >= addDays(today, -30)) break;
        const childSex: Sex = this.chance(0.5) ? 'MALE' : 'FEMALE';
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
        dob: addDays(dob, -this.int(24 * 365, 36 * 365)),
      });
      people.push({
        name: `${firstName('FEMALE')} ${surname}`,
        relation: 'MOTHER',
        sex: 'FEMALE',
        dob: addDays(dob, -this.int(20 * 365, 32 * 365)),
      });
    }
    return people;
  }

  private dependent(member: GeneratedMember, person: Person, index: number): GeneratedDependent {
    const age = ageInYears(person.dob, this.today);
    const isSpouse = person.relation === 'WIFE' || person.relation === 'HUSBAND';
    const job =
      age < 5
        ? 'CHILD'
        : age < 23
          ? 'STUDENT'
          : isSpouse
            ? this.pick(['HOMEMAKER', 'TEACHER', 'SERVICE', 'BUSINESS'])
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
      blood_group: this.chance(0.8) ? 'YES' : 'NO',
      job_profile: job,
      annual_income: job === 'SERVICE' || job === 'TEACHER' ? String(this.int(150, 900) * 1000) : '0',
      icard_no: `DEP-${member.id_number}-${index + 1}`,
      created_by: member.created_by,
      created_at: member.created_at,
      updated_at: member.updated_at,
    };
  }

  /**
   * A year's membership (issued in the year, expiring 31 December) and, while it runs, that year's
   * mediclaim (issued from May, once last year's cover has ended on 30 April, expiring 30 April next).
   */
  private payments(member: GeneratedMember): void {
    const registered = member.registration_date;
    for (let year = this.firstYear; year <= yearOf(this.today); year++) {
      const from = maxDate(`${year}-01-01`, registered);
      const to = minDate(`${year}-12-31`, this.today);
      if (from > to || !this.chance(RATES.paysMembership)) continue;
      const membershipFrom = this.paidPeriod(from, to, 150, (issue, reset) =>
        this.membershipPayment(member, issue, reset),
      );
      if (membershipFrom === null || !this.chance(RATES.paysMediclaim)) continue;
      const mediclaimFrom = maxDate(membershipFrom, `${year}-05-01`);
      if (mediclaimFrom > to) continue;
      this.paidPeriod(mediclaimFrom, to, 90, (issue, reset) => this.mediclaimPayment(member, issue, reset));
    }
  }

  /**
   * Records a payment issued between `from` and `to` (mostly early on); now and then it is reset a
   * few days later and usually paid again that day. Returns the issue date of the payment left
   * standing, or null when the reset one was not paid again.
   */
  private paidPeriod(
    from: string,
    to: string,
    spreadDays: number,
    record: (issue: string, reset: string | null) => void,
  ): string | null {
    const issue = addDays(from, this.int(0, Math.min(daysBetween(from, to), spreadDays)));
    const resetDay = addDays(issue, this.int(1, 10));
    if (resetDay <= to && this.chance(RATES.reset)) {
      record(issue, resetDay);
      if (!this.chance(RATES.paidAgainAfterReset)) return null;
      record(resetDay, null);
      return resetDay;
    }
    record(issue, null);
    return issue;
  }

  private membershipPayment(member: GeneratedMember, issue: string, resetDay: string | null): void {
    this.out.membershipPayments.push({
      member_id: member.id_number,
      receipt_no: '',
      issue_date: issue,
      expiry_date: membershipExpiry(issue),
      mode_of_payment: this.pick(MEMBERSHIP_PAYMENT_MODES),
      amount: SUBSCRIPTION_FEE,
      book_fee: this.chance(RATES.bookFee) ? BOOK_FEE : 0,
      ...this.resetBy(resetDay),
      created_by: this.pick(STAFF),
      created_at: this.instant(issue),
    });
  }

  private mediclaimPayment(member: GeneratedMember, issue: string, resetDay: string | null): void {
    const mode = this.pick(MEDICLAIM_PAYMENT_MODES);
    const byBank = mode === 'CHEQUE' || mode === 'NEFT' || mode === 'FUND TRANSFER';
    this.out.mediclaimPayments.push({
      member_id: member.id_number,
      receipt_no: '',
      issue_date: issue,
      expiry_date: mediclaimExpiry(issue),
      mode_of_payment: mode,
      // The renew screen prefills the reference with the member's age.
      reference_number: ageInYearsAndMonths(member.date_of_birth, issue),
      bank: byBank ? this.pick(BANKS) : '',
      branch: byBank ? lettersOnly(this.faker.location.city()) : '',
      amount: MEDICLAIM_FEES[member.family_group as FamilyGroup],
      group_name: this.pick(MEDICLAIM_GROUPS),
      ...this.resetBy(resetDay),
      created_by: this.pick(STAFF),
      created_at: this.instant(issue),
    });
  }

  private resetBy(day: string | null): { reset_at: string | null; reset_by: string | null } {
    // Resets happen first thing in the morning, before the day's new payment is taken.
    return day ? { reset_at: this.instant(day, 3), reset_by: this.pick(STAFF) } : { reset_at: null, reset_by: null };
  }

  private miscReceipts(member: GeneratedMember): void {
    const from = maxDate(`${this.firstYear}-01-01`, member.registration_date);
    const count = this.chance(RATES.miscReceipt) ? (this.chance(0.25) ? 2 : 1) : 0;
    for (let i = 0; i < count; i++) {
      const date = addDays(from, this.int(0, daysBetween(from, this.today)));
      const mode = this.pick(MISC_PAYMENT_MODES);
      const paysSubscription = this.chance(0.4);
      const receipt: GeneratedMiscReceipt = {
        member_id: member.id_number,
        receipt_no: '',
        date,
        mode_of_payment: mode,
        reissue_book: this.chance(0.3) ? BOOK_FEE : 0,
        membership_period: paysSubscription ? date.slice(0, 4) : '',
        subscription_amount: paysSubscription ? SUBSCRIPTION_FEE : 0,
        bank_charges: mode === 'CHEQUE' && this.chance(0.5) ? 10 : null,
        fine: this.chance(0.2) ? this.pick([50, 100]) : 0,
        misc: this.chance(0.3) ? this.int(1, 50) * 10 : 0,
        created_by: this.pick(STAFF),
        created_at: this.instant(date),
      };
      if (receipt.reissue_book + receipt.subscription_amount + receipt.fine + receipt.misc === 0) receipt.misc = 100;
      this.out.miscReceipts.push(receipt);
    }
  }

  /** GPAIS cover is bought from 22 May, for the member and now and then for one dependent. */
  private gpaRecords(member: GeneratedMember, dependents: number): void {
    for (let year = this.firstYear; year <= yearOf(this.today); year++) {
      const from = maxDate(`${year}-05-22`, member.registration_date);
      const to = minDate(`${year}-07-31`, this.today);
      if (from > to) continue;
      if (this.chance(RATES.gpaRecord)) {
        const date = addDays(from, this.int(0, daysBetween(from, to)));
        this.out.gpaRecords.push({
          member_id: member.id_number,
          receipt_no: '',
          date,
          nominee_name: member.nominee_name,
          nominee_relation: member.nominee_relation,
          nominee_dob: member.nominee_dob,
          nominee_guardian: member.nominee_guardian,
          ...this.gpaCover(),
          created_by: this.pick(STAFF),
          created_at: this.instant(date),
        });
      }
      if (dependents > 0 && this.chance(RATES.gpaDependentRecord)) {
        const date = addDays(from, this.int(0, daysBetween(from, to)));
        this.out.gpaDependentRecords.push({
          member_id: member.id_number,
          dependent_ordinal: this.int(0, dependents - 1),
          receipt_no: '',
          date,
          // A dependent's cover names the member as nominee.
          nominee_name: lettersOnly(member.member_name),
          nominee_relation: 'MEMBER',
          nominee_dob: member.date_of_birth,
          nominee_guardian: '',
          ...this.gpaCover(),
          created_by: this.pick(STAFF),
          created_at: this.instant(date),
        });
      }
    }
  }

  private gpaCover() {
    const sum = this.pick([100_000, 200_000, 500_000]);
    // SPEC.md 3: risk_group carries the payment mode.
    return { risk_group: this.pick(GPA_PAYMENT_MODES), sa_amount: sum, premium_amount: (sum / 1000) * 12 };
  }

  private mobile(): string {
    return `${this.int(6, 9)}${this.digits(9, '', 1)}`;
  }

  /** `groups` groups of `size` random digits joined by `separator`. */
  private digits(size: number, separator: string, groups: number): string {
    return Array.from({ length: groups }, () => this.faker.string.numeric(size)).join(separator);
  }

  /** A moment of office hours (09:30 to 17:30 in India) on `day`, or at a given UTC hour. */
  private instant(day: string, hourUtc?: number): string {
    const minutes = hourUtc === undefined ? this.int(4 * 60, 12 * 60 - 1) : hourUtc * 60 + this.int(0, 59);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    const ss = String(this.int(0, 59)).padStart(2, '0');
    return `${day}T${hh}:${mm}:${ss}.${String(this.int(0, 999)).padStart(3, '0')}Z`;
  }

  private int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  private chance(probability: number): boolean {
    return this.faker.number.float() < probability;
  }

  private pick<T>(values: readonly T[]): T {
    return this.faker.helpers.arrayElement(values);
  }

  private weighted<T>(choices: [T, number][]): T {
    return this.faker.helpers.weightedArrayElement(choices.map(([value, weight]) => ({ value, weight })));
  }
}

/** Upper-case letters and single spaces: what every name field of the forms accepts. */
function lettersOnly(text: string): string {
  return (
    text
      .toUpperCase()
      .replace(/[^A-Z ]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'KUMAR'
  );
}

/**
 * Numbers every receipt as the server would have, type by type in the order they were recorded,
 * restarting each financial year; returns the last number used of each.
 */
function numberReceipts(data: Omit<TrustData, 'receiptSequences'>): Insertable<ReceiptSequenceTable>[] {
  const sequences: Insertable<ReceiptSequenceTable>[] = [];
  const number = <R extends { receipt_no: string; created_at: string }>(
    type: ReceiptType,
    rows: R[],
    dateOf: (row: R) => string,
  ) => {
    const last = new Map<string, number>();
    const inOrder = [...rows].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
    for (const row of inOrder) {
      const year = financialYear(dateOf(row));
      const n = (last.get(year) ?? 0) + 1;
      last.set(year, n);
      row.receipt_no = receiptNumber(type, year, n);
    }
    for (const [year, n] of last) sequences.push({ receipt_type: type, financial_year: year, last_number: n });
  };
  number(RECEIPT_TYPES.membership, data.membershipPayments, (p) => p.issue_date);
  number(RECEIPT_TYPES.mediclaim, data.mediclaimPayments, (p) => p.issue_date);
  number(RECEIPT_TYPES.misc, data.miscReceipts, (r) => r.date);
  number(RECEIPT_TYPES.gpa, data.gpaRecords, (r) => r.date);
  number(RECEIPT_TYPES.gpaDependent, data.gpaDependentRecords, (r) => r.date);
  return sequences;
}
