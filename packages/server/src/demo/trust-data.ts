import type { FAMILY_GROUPS, RELATIONS, SEXES } from '@trust/contract/enums';
import type { Insertable } from 'kysely';
import type {
  DependentTable,
  GpaDependentRecordTable,
  GpaRecordTable,
  MediclaimPaymentTable,
  MembershipPaymentTable,
  MemberTable,
  MiscReceiptTable,
} from '../db/schema';
import type { Random } from './random';

/** What the synthetic data is made of, and the trust's figures it is made with. */

/** The departments and fees the first migration stores. */
export const DEPARTMENTS = [
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
export const MEDICLAIM_FEES: Record<FamilyGroup, number> = {
  '1+1': 6000,
  '1+3': 9000,
  '1+4': 10500,
  '1+5': 12000,
  '1+6': 13500,
};
export const SUBSCRIPTION_FEE = 600;
export const BOOK_FEE = 40;

export const ORGANISATIONS = [
  'CENTRAL RAILWAY',
  'WESTERN RAILWAY',
  'SOUTH CENTRAL RAILWAY',
  'RAILWAY WORKSHOP',
] as const;
export const JOBS = [
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
export const BANKS = [
  'STATE BANK OF INDIA',
  'BANK OF BARODA',
  'PUNJAB NATIONAL BANK',
  'CANARA BANK',
  'UNION BANK',
] as const;
export const STAFF = ['admin@trust.local', 'cashier@trust.local', 'office@trust.local'] as const;
export const EMAIL_DOMAINS = ['example.in', 'example.com', 'mail.example.org'] as const;

export type FamilyGroup = (typeof FAMILY_GROUPS)[number];
export type Relation = (typeof RELATIONS)[number];
export type Sex = (typeof SEXES)[number];

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
}

export interface GenerateOptions {
  members: number;
  seed?: number;
  /** The day the data is as of (default: today in India); payments are never later. */
  today?: string;
  /** How many years of payments, ending with today's year. */
  years?: number;
}

export interface Person {
  name: string;
  relation: Relation;
  sex: Sex;
  dob: string;
}

/** What every part of the generator shares: the dice, the day the data is as of, and what is made so far. */
export interface Generation {
  random: Random;
  today: string;
  /** The first year payments are made for. */
  firstYear: number;
  out: TrustData;
}

/** Every count and probability of the data, in one place. */
export const RATES = {
  gapBetweenIds: 0.08,
  married: 0.92,
  dependentTaken: 0.93,
  paysMembership: 0.9,
  /** Each year after one paid, the chance a member stops renewing for good (left, or lost interest). */
  stopsRenewing: 0.3,
  paysMediclaim: 0.82,
  reset: 0.02,
  paidAgainAfterReset: 0.7,
  bookFee: 0.1,
  miscReceipt: 0.6,
  gpaRecord: 0.1,
  gpaDependentRecord: 0.05,
} as const;
