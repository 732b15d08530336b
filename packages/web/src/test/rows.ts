import type { DependentRow } from '@trust/contract/dependent';
import type { GpaDependentRecordToPrint } from '@trust/contract/gpa';
import type { MemberRow } from '@trust/contract/member';
import type { MiscReceiptToPrint } from '@trust/contract/misc';
import type { BulkBatch, BulkKind, BulkReceiptRow } from '@trust/contract/season';

/**
 * Whole rows as the server answers them, for the screens' tests: the client reads every answer with
 * the contract's schema, so a fixture must be a row the server could send. Each test names only
 * what it is about.
 */

export function memberRowOf(fields: Partial<MemberRow> = {}): MemberRow {
  return {
    ID_NUMBER: '1',
    MEMBER_NAME: 'Test Member',
    TICKET_NUMBER: '',
    DEPARTMENT: 'ACCOUNTS',
    DATE_OF_BIRTH: '1980-01-01',
    AGE: '46',
    DATE_OF_RETIREMENT: '2040-01-31',
    MOBILE: '9800000000',
    SEX: 'MALE',
    BLOOD_GROUP: 'O+VE',
    ORGANISATION: 'CENTRAL RAILWAY',
    ADDRESS: 'Station Road',
    RECOMMENDER: '',
    RECOMMENDER_FORM_NUMBER: '',
    WHATSAPP: '',
    EMAIL: '',
    JOB_PROFILE: '',
    ANNUAL_INCOME: '',
    ICARD_NO: '',
    NOMINEE_NAME: '',
    NOMINEE_RELATION: '',
    NOMINEE_DOB: '',
    NOMINEE_GUARDIAN: '',
    FAMILY_GROUP: '1+3',
    REMARKS: 'YES',
    USER_STATUS: '',
    REGISTRATION_DATE: '2020-01-01',
    ...fields,
  };
}

export function dependentRowOf(fields: Partial<DependentRow> = {}): DependentRow {
  return {
    NO: 1,
    ID: '1',
    DEPENDENT_NAME: 'Test Dependent',
    RELATION: 'SON',
    MEMBER_NAME: 'Test Member',
    DOB: '2010-01-01',
    AGE: '16',
    SEX: 'MALE',
    BLOOD_GROUP: 'YES',
    JOB_PROFILE: 'STUDENT',
    ANNUAL_INCOME: '',
    ICARD_NO: 'DEP-1',
    ...fields,
  };
}

/** No cheque of the receipt bounced. */
export const NOT_BOUNCED = { BOUNCE_DATE: null, BOUNCE_REASON: null, BOUNCED_BY: null, BOUNCED_AT: null } as const;

/** A receipt that was paid and never voided. */
export const PAID = { STATUS: 'PAID', VOID_REASON: null, VOIDED_BY: null, VOIDED_AT: null, ...NOT_BOUNCED } as const;

export function miscReceiptOf(fields: Partial<MiscReceiptToPrint> = {}): MiscReceiptToPrint {
  return {
    id: 1,
    member_id: '1',
    receipt_no: 'MI/2026-27/00001',
    verify_code: 'MI1-ABCDE-FGHJK',
    date: '2026-06-01',
    mode_of_payment: 'CASH',
    reissue_book: 0,
    membership_period: '2026-27',
    subscription_amount: 500,
    bank_charges: null,
    fine: 0,
    misc: 0,
    MEMBER_NAME: 'Test Member',
    DEPARTMENT: 'ACCOUNTS',
    MOBILE: '9800000000',
    ...PAID,
    ...fields,
  };
}

export function gpaDependentRecordOf(fields: Partial<GpaDependentRecordToPrint> = {}): GpaDependentRecordToPrint {
  return {
    id: 1,
    member_id: '1',
    receipt_no: 'GD/2026-27/00001',
    verify_code: 'GD1-ABCDE-FGHJK',
    date: '2026-06-01',
    nominee_name: '',
    nominee_relation: '',
    nominee_dob: '',
    nominee_guardian: '',
    risk_group: 'NEFT',
    sa_amount: 100000,
    premium_amount: 1200,
    MEMBER_NAME: 'Test Member',
    DATE_OF_BIRTH: '1980-01-01',
    SEX: 'MALE',
    JOB_PROFILE: '',
    ANNUAL_INCOME: '',
    ICARD_NO: '',
    dependent_id: 1,
    DEPENDENT_NAME: 'Test Dependent',
    DOB: '2010-01-01',
    DEPENDENT_SEX: 'MALE',
    RELATION: 'SON',
    ...PAID,
    ...fields,
  };
}

/**
 * Batch 7 of a bulk renewal made on 25/11/2026: a receipt for each member, in the order of the
 * payroll list (lines from 2) and numbered from 1; `each` is what every receipt has alike.
 */
export function bulkBatchOf(
  kind: BulkKind,
  members: readonly (readonly [id: string, name: string])[],
  each: Partial<BulkReceiptRow> = {},
): BulkBatch {
  const receipts = members.map(([member_id, member_name], i) => ({
    line: i + 2,
    receipt_no: `${kind === 'MEDICLAIM' ? 'MC' : 'MS'}/2026-27/0000${i + 1}`,
    member_id,
    member_name,
    issue_date: '2026-11-25',
    expiry_date: kind === 'MEDICLAIM' ? '2027-04-30' : '2027-03-31',
    mode_of_payment: 'CASH',
    reference_number: '',
    amount: 600,
    book_fee: 0,
    group: '',
    verify_code: `${kind === 'MEDICLAIM' ? 'MC' : 'MS'}${i + 1}-ABCDE-FGHJK`,
    ...each,
  }));
  return {
    id: 7,
    kind,
    created_by: 'clerk@trust.test',
    created_at: '2026-11-25T06:00:00.000Z',
    count: receipts.length,
    total: receipts.reduce((sum, r) => sum + r.amount + r.book_fee, 0),
    receipts,
  };
}
