import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../src/db/connection';
import type { DependentTable, MediclaimPaymentTable, MembershipPaymentTable, MemberTable } from '../src/db/schema';
import { sealedTwoStepSecret, twoStepSecretCipher } from '../src/db/two-step-secrets';

let nextId = 1000;

/** A valid member row as stored, with overrides; the id is unique within the test process. */
export function memberRow(overrides: Partial<Insertable<MemberTable>> = {}): Insertable<MemberTable> {
  const id = String(nextId++);
  const now = new Date().toISOString();
  return {
    id_number: id,
    member_name: `MEMBER ${id}`,
    ticket_number: `55-${id}`,
    department: 'ACCOUNTS',
    date_of_birth: '1980-05-17',
    age: '46',
    date_of_retirement: '2040-05-31',
    mobile: `98${id.padStart(8, '0')}`,
    sex: 'MALE',
    blood_group: 'B+VE',
    organisation: 'CENTRAL RAILWAY',
    address: '12 Station Road, Pune',
    recommender: '',
    recommender_form_number: '',
    whatsapp: '',
    email: `m${id}@example.in`,
    job_profile: 'CLERK',
    annual_income: '400000',
    icard_no: `IC${id}`,
    nominee_name: 'ASHA',
    nominee_relation: 'WIFE',
    nominee_dob: '1982-01-01',
    nominee_guardian: '',
    family_group: '1+3',
    remarks: 'YES',
    user_status: 'ACTIVE MEMBER',
    registration_date: '2020-01-01',
    created_by: 'test',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export async function insertMember(db: DbOrTrx, overrides: Partial<Insertable<MemberTable>> = {}) {
  const row = memberRow(overrides);
  await db.insertInto('members').values(row).execute();
  return row;
}

export async function insertDependent(
  db: DbOrTrx,
  memberId: string,
  overrides: Partial<Insertable<DependentTable>> = {},
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('dependents')
    .values({
      member_id: memberId,
      dependent_name: 'RAVI',
      relation: 'SON',
      dob: '2010-03-04',
      age: '16',
      sex: 'MALE',
      blood_group: 'YES',
      job_profile: 'STUDENT',
      annual_income: '0',
      icard_no: 'D1',
      created_by: 'test',
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('no')
    .executeTakeFirstOrThrow();
  return row.no;
}

let nextReceipt = 1;

/** A payment row as stored, straight into the table, for tests of what reads payments. */
export async function insertMembershipPayment(
  db: DbOrTrx,
  memberId: string,
  overrides: Partial<Insertable<MembershipPaymentTable>> = {},
): Promise<number> {
  const row = await db
    .insertInto('membership_payments')
    .values({
      member_id: memberId,
      receipt_no: `TEST/MS/${nextReceipt++}`,
      issue_date: '2026-01-10',
      expiry_date: '2026-12-31',
      mode_of_payment: 'CASH',
      amount: 600,
      book_fee: 0,
      reset_at: null,
      reset_by: null,
      reset_reason: overrides.reset_at ? 'Reset for the test' : null,
      created_by: 'test@trust.test',
      created_at: new Date().toISOString(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMediclaimPayment(
  db: DbOrTrx,
  memberId: string,
  overrides: Partial<Insertable<MediclaimPaymentTable>> = {},
): Promise<number> {
  const row = await db
    .insertInto('mediclaim_payments')
    .values({
      member_id: memberId,
      receipt_no: `TEST/MC/${nextReceipt++}`,
      issue_date: '2026-01-10',
      expiry_date: '2027-04-30',
      mode_of_payment: 'UPI',
      reference_number: '',
      bank: '',
      branch: '',
      amount: 9000,
      group_name: 'GROUP IA',
      reset_at: null,
      reset_by: null,
      reset_reason: overrides.reset_at ? 'Reset for the test' : null,
      created_by: 'test@trust.test',
      created_at: new Date().toISOString(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A valid `POST misc/report` body for the member: 800 rupees in cash. */
export function miscReceiptBody(memberId: string, overrides: Record<string, unknown> = {}) {
  return {
    member_id: memberId,
    mode_of_payment: 'CASH',
    reissue_book: '50',
    membership_period: '2026-27',
    subscription_amount: '600',
    bank_charges: '',
    fine: '',
    misc: '150',
    ...overrides,
  };
}

/** A valid `POST gpa` body for the member (add `dependent_id` for `POST gpa-dependent`): 350 rupees. */
export function gpaBody(memberId: string, overrides: Record<string, unknown> = {}) {
  return {
    member_id: memberId,
    nominee_name: 'Kavita Rao',
    nominee_relation: 'WIFE',
    nominee_dob: '1985-04-04',
    nominee_guardian: '',
    risk_group: 'UPI',
    sa_amount: '200000',
    premium_amount: '350',
    ...overrides,
  };
}

/**
 * A day closed straight in the database, without its figures: its CLOSE event first, as the
 * database requires of a day's status (migration 150).
 */
export async function insertClosedDay(db: DbOrTrx, day: string): Promise<void> {
  const at = `${day}T12:00:00.000Z`;
  await db
    .insertInto('cash_day_events')
    .values({ day, action: 'CLOSE', text: '', by_name: 'Test Admin', at })
    .execute();
  await db.insertInto('cash_days').values({ day, status: 'CLOSED', closed_by: 'Test Admin', closed_at: at }).execute();
}

/** A staff account with a confirmed second step whose secret is sealed with `dataKey`, as the server stores it. */
export async function insertTwoStepAccount(db: DbOrTrx, dataKey: Buffer): Promise<void> {
  const at = new Date().toISOString();
  const id = nextId++;
  const admin = await db
    .insertInto('admins')
    .values({
      name: `Staff ${id}`,
      phone: '9876543210',
      email: `staff.${id}@trust.test`,
      password_hash: 'not a password',
      created_by: null,
      created_at: at,
      disabled_at: null,
      temporary_password_at: null,
      last_sign_in_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('two_step_secrets')
    .values({
      admin_id: admin.id,
      ...sealedTwoStepSecret(twoStepSecretCipher(dataKey), 'JBSWY3DPEHPK3PXP'),
      created_at: at,
      confirmed_at: at,
      last_step: null,
    })
    .execute();
}
