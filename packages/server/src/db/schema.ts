import type { PrintDocument } from '@trust/contract/books';
import type { Generated } from 'kysely';
import type {
  AadhaarLookupDayTable,
  AadhaarLookupMissTable,
  AdminTable,
  RecoveryCodeTable,
  SessionTable,
  SignInAttemptTable,
  SignInRuleTable,
  TwoStepSecretTable,
} from './schema-accounts';
import type {
  OptOutLinkHitTable,
  OutboxTable,
  ReminderOptOutTable,
  ReminderRunTable,
  ReminderScheduleTable,
} from './schema-reminders';
import type { AadhaarVaultPendingTable, BackupTable, DataKeyCheckTable, TimedWorkRunTable } from './schema-upkeep';

export type * from './schema-accounts';
export type * from './schema-reminders';
export type * from './schema-upkeep';

/** Table shapes as stored. Dates are `YYYY-MM-DD` text, instants ISO-8601 text, money whole rupees. */

export interface DepartmentTable {
  name: string;
}

export interface MemberTable {
  id_number: string;
  member_name: string;
  ticket_number: string;
  department: string;
  date_of_birth: string;
  age: string;
  date_of_retirement: string;
  mobile: string;
  sex: string;
  blood_group: string;
  organisation: string;
  address: string;
  recommender: string;
  recommender_form_number: string;
  whatsapp: string;
  email: string;
  job_profile: string;
  annual_income: string;
  icard_no: string;
  nominee_name: string;
  nominee_relation: string;
  nominee_dob: string;
  nominee_guardian: string;
  family_group: string;
  /** KYC: YES or NO. The earlier system's name, kept as the column's and the API's (REMARKS). */
  remarks: string;
  /** The Remarks text staff type. The earlier system's name, kept as the column's and the API's (USER_STATUS). */
  user_status: string;
  registration_date: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Set while the member is removed but kept for its money records (Removed Members). */
  archived_at: Generated<string | null>;
  /** The name of the user who removed it. */
  archived_by: Generated<string | null>;
  archive_reason: Generated<string | null>;
  /** An Aadhaar number in the vault (db/aadhaar-vault.ts): base64 of iv, tag and AES-256-GCM ciphertext. */
  aadhaar_cipher: Generated<string | null>;
  /** Its keyed hash (hex HMAC-SHA256 of the 12 digits), for the search by the full number. */
  aadhaar_hash: Generated<string | null>;
}

export interface DependentTable {
  no: Generated<number>;
  member_id: string;
  dependent_name: string;
  relation: string;
  dob: string;
  age: string;
  sex: string;
  /** KYC: YES or NO, not a blood group. The earlier system's name, kept as the column's and the API's. */
  blood_group: string;
  job_profile: string;
  annual_income: string;
  icard_no: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Set while the dependent is removed but kept for its GPAIS records, or archived with its member. */
  archived_at: Generated<string | null>;
  /** The name of the user who removed it. */
  archived_by: Generated<string | null>;
  archive_reason: Generated<string | null>;
  /** 1 when archived with its member (a restore brings it back), 0 otherwise. */
  archived_with_member: Generated<number>;
}

export interface FeeAmountTable {
  name: string;
  amount: number;
  updated_by: string | null;
  updated_at: string;
}

export interface MediclaimPaymentTable {
  id: Generated<number>;
  member_id: string;
  receipt_no: string;
  issue_date: string;
  expiry_date: string;
  mode_of_payment: string;
  reference_number: string;
  bank: string;
  branch: string;
  amount: number;
  group_name: string;
  reset_at: string | null;
  /** The user's name (an email on payments reset before names were recorded). */
  reset_by: string | null;
  reset_reason: string | null;
  created_by: string;
  created_at: string;
  /** The day a bounce was recorded on; with the reason, who (the user's name) and when (ISO). */
  bounce_date: Generated<string | null>;
  bounce_reason: Generated<string | null>;
  bounced_by: Generated<string | null>;
  bounced_at: Generated<string | null>;
  /** The misc receipt of the bank's charge recorded with the bounce. */
  bounce_charge_receipt_no: Generated<string | null>;
}

export interface MembershipPaymentTable {
  id: Generated<number>;
  member_id: string;
  receipt_no: string;
  issue_date: string;
  expiry_date: string;
  mode_of_payment: string;
  amount: number;
  book_fee: number;
  reset_at: string | null;
  /** The user's name (an email on payments reset before names were recorded). */
  reset_by: string | null;
  reset_reason: string | null;
  created_by: string;
  created_at: string;
  /** The day a bounce was recorded on; with the reason, who (the user's name) and when (ISO). */
  bounce_date: Generated<string | null>;
  bounce_reason: Generated<string | null>;
  bounced_by: Generated<string | null>;
  bounced_at: Generated<string | null>;
  /** The misc receipt of the bank's charge recorded with the bounce. */
  bounce_charge_receipt_no: Generated<string | null>;
}

export interface MiscReceiptTable {
  id: Generated<number>;
  member_id: string;
  receipt_no: string;
  date: string;
  mode_of_payment: string;
  reissue_book: number;
  membership_period: string;
  subscription_amount: number;
  bank_charges: number | null;
  fine: number;
  misc: number;
  created_by: string;
  created_at: string;
  /** The stored status; a bounce is kept in the bounce columns, so BOUNCED is never stored here. */
  status: Generated<'PAID' | 'VOID'>;
  void_reason: string | null;
  /** The name of the user who voided it. */
  voided_by: string | null;
  voided_at: string | null;
  /** The day a bounce was recorded on; with the reason, who (the user's name) and when (ISO). */
  bounce_date: Generated<string | null>;
  bounce_reason: Generated<string | null>;
  bounced_by: Generated<string | null>;
  bounced_at: Generated<string | null>;
  /** The misc receipt of the bank's charge recorded with the bounce. */
  bounce_charge_receipt_no: Generated<string | null>;
}

export interface GpaRecordTable {
  id: Generated<number>;
  member_id: string;
  receipt_no: string;
  date: string;
  nominee_name: string;
  nominee_relation: string;
  nominee_dob: string;
  nominee_guardian: string;
  risk_group: string;
  sa_amount: number;
  premium_amount: number;
  created_by: string;
  created_at: string;
  /** The stored status; a bounce is kept in the bounce columns, so BOUNCED is never stored here. */
  status: Generated<'PAID' | 'VOID'>;
  void_reason: string | null;
  /** The name of the user who voided it. */
  voided_by: string | null;
  voided_at: string | null;
  /** The day a bounce was recorded on; with the reason, who (the user's name) and when (ISO). */
  bounce_date: Generated<string | null>;
  bounce_reason: Generated<string | null>;
  bounced_by: Generated<string | null>;
  bounced_at: Generated<string | null>;
  /** The misc receipt of the bank's charge recorded with the bounce. */
  bounce_charge_receipt_no: Generated<string | null>;
}

export interface GpaDependentRecordTable extends GpaRecordTable {
  dependent_id: number;
}

export interface ReceiptSequenceTable {
  receipt_type: string;
  financial_year: string;
  last_number: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  member_id: string | null;
  before_json: string | null;
  after_json: string | null;
}

/** Each print of a receipt: the first is the original, every later one a duplicate. */
export interface ReceiptPrintTable {
  id: Generated<number>;
  receipt_no: string;
  document: PrintDocument;
  member_id: string;
  printed_by: string;
  printed_at: string;
}

/** A day of the cash book; a day without a row is OPEN. */
export interface CashDayTable {
  day: string;
  status: 'OPEN' | 'CLOSED';
  remark: Generated<string>;
  /** The user's name. */
  closed_by: string | null;
  closed_at: string | null;
}

/** The figures of a day's latest close, by mode. */
export interface CashDayCountTable {
  day: string;
  mode: string;
  expected: number;
  counted: number;
}

export interface CashDayEventTable {
  id: Generated<number>;
  day: string;
  action: 'CLOSE' | 'REOPEN';
  /** The remark of a close, the reason of a reopen. */
  text: string;
  by_name: string;
  at: string;
}

export interface DepositTable {
  id: Generated<number>;
  day: string;
  deposit_date: string;
  bank: string;
  slip_number: string;
  cash: number;
  /** The user's name. */
  deposited_by: string;
  deposited_at: string;
  credited_on: string | null;
  credited_by: string | null;
  credited_at: string | null;
}

export interface DepositChequeTable {
  id: Generated<number>;
  deposit_id: number;
  receipt_no: string;
  cheque_number: string;
  drawn_on: string;
  amount: number;
}

/** A bulk renewal: one confirmation of a payroll list. */
export interface RenewalBatchTable {
  id: Generated<number>;
  kind: 'MEMBERSHIP' | 'MEDICLAIM';
  issue_date: string;
  count: number;
  total: number;
  created_by: string;
  created_at: string;
}

/** The receipt each line of a batch was renewed with. */
export interface RenewalBatchReceiptTable {
  batch_id: number;
  line: number;
  receipt_no: string;
}

/**
 * One check of a receipt on the public verification page, from a client address: what its limit
 * counts. Deleted once older than the limit's window.
 */
export interface ReceiptCheckTable {
  id: Generated<number>;
  address: string;
  /** ISO instant. */
  at: string;
}

export interface Database {
  admins: AdminTable;
  sessions: SessionTable;
  two_step_secrets: TwoStepSecretTable;
  recovery_codes: RecoveryCodeTable;
  sign_in_rules: SignInRuleTable;
  sign_in_attempts: SignInAttemptTable;
  departments: DepartmentTable;
  members: MemberTable;
  dependents: DependentTable;
  fee_amounts: FeeAmountTable;
  mediclaim_payments: MediclaimPaymentTable;
  membership_payments: MembershipPaymentTable;
  misc_receipts: MiscReceiptTable;
  gpa_records: GpaRecordTable;
  gpa_dependent_records: GpaDependentRecordTable;
  receipt_sequences: ReceiptSequenceTable;
  audit_log: AuditLogTable;
  receipt_prints: ReceiptPrintTable;
  aadhaar_vault_pending: AadhaarVaultPendingTable;
  data_key_check: DataKeyCheckTable;
  cash_days: CashDayTable;
  cash_day_counts: CashDayCountTable;
  cash_day_events: CashDayEventTable;
  deposits: DepositTable;
  deposit_cheques: DepositChequeTable;
  renewal_batches: RenewalBatchTable;
  renewal_batch_receipts: RenewalBatchReceiptTable;
  aadhaar_lookup_days: AadhaarLookupDayTable;
  aadhaar_lookup_misses: AadhaarLookupMissTable;
  timed_work_runs: TimedWorkRunTable;
  backups: BackupTable;
  reminder_schedules: ReminderScheduleTable;
  reminder_runs: ReminderRunTable;
  outbox: OutboxTable;
  reminder_opt_outs: ReminderOptOutTable;
  opt_out_link_hits: OptOutLinkHitTable;
  receipt_checks: ReceiptCheckTable;
}
