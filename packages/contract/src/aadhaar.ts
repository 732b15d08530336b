import { z } from 'zod';
import { auditRow } from './audit';

/**
 * Aadhaar numbers in the Ticket/Aadhar field. UIDAI's Aadhaar Data Vault rules: the number is kept
 * encrypted and apart, and only its last four digits are ever displayed. A ticket number that is not
 * an Aadhaar number (not 12 digits) stays as typed.
 */

export const aadhaarMessages = {
  show: 'Show',
  hide: 'Hide',
  revealFailed: 'The Aadhaar number could not be shown',
  notAadhaar: 'This member has no Aadhaar number on record',
  exportPersonalData: 'Export personal data',
  erasePersonalData: 'Erase personal data',
  eraseTitle: 'Erase this removed member’s personal data?',
  eraseText:
    'Contact details, address, birth dates, Aadhaar number, nominee, income and job are blanked for the member and its dependents, in the audit trail too. The name, member ID and every payment and receipt are kept, as financial records must be.',
  eraseConfirm: 'Yes, erase',
  erased: 'Personal data erased',
  eraseOnlyRemoved: 'Only a removed member’s personal data can be erased; remove the member first',
  tooManyMisses: 'Too many Aadhaar numbers were not found today. Ask an admin.',
} as const;

/**
 * Aadhaar numbers an account may look up in a day (India's day) that find nobody: past this its
 * lookups by number answer 429 until the next day or until an admin clears them. Guessing a number
 * from the four digits every screen shows takes millions of tries; a payroll list of members' own
 * numbers costs nothing, and a number tried again is counted once.
 */
export const AADHAAR_MISSES_PER_DAY = 20;

/**
 * What may stand between an Aadhaar number's digits as people type and paste it: whitespace (the
 * no-break space of spreadsheets included), hyphens and the Unicode dashes and minus, and dots.
 */
const AADHAAR_NUMBER = /^[\s.\-\u2010-\u2015\u2212]*(?:[0-9][\s.\-\u2010-\u2015\u2212]*){12}$/u;

/**
 * The one rule for what is an Aadhaar number: a text of exactly 12 digits (0-9) and nothing else but
 * separators, in any grouping and mixture ('1234 5678 9012', '1234-5678-9012', '1234.5678.9012',
 * '1234 - 5678.9012', '12 3456 789012'). Its digits, else null. Any such text is kept in the vault and
 * masked: one wrongly taken for an Aadhaar number is only masked, one missed would be kept in clear.
 */
export function aadhaarDigits(value: string): string | null {
  return AADHAAR_NUMBER.test(value) ? value.replace(/[^0-9]/g, '') : null;
}

export function isAadhaarNumber(value: string): boolean {
  return aadhaarDigits(value) !== null;
}

/** 'XXXX XXXX 9012': the only way an Aadhaar number is ever shown. */
export function maskAadhaar(digits: string): string {
  return `XXXX XXXX ${digits.slice(-4)}`;
}

/** A masked number as the API sends it; sent back unchanged in a member form, it keeps the stored number. */
export const MASKED_AADHAAR = /^XXXX XXXX [0-9]{4}$/;

/** `GET master/{id}/aadhaar` (ADMIN and STAFF, audited as REVEAL): the full number, digits only. */
export const aadhaarAnswer = z.object({ aadhaar: z.string() }).meta({ id: 'AadhaarAnswer' });
export type AadhaarAnswer = z.infer<typeof aadhaarAnswer>;

/** Rows as the database holds them, column by column. */
const heldRows = z.array(z.record(z.string(), z.unknown()));

/**
 * `GET master/{id}/personal-data` (ADMIN, audited as EXPORT): everything held about a member, removed
 * or not, and its dependents, as one JSON download. The Aadhaar number stays masked (the reveal
 * route shows it in full); the vault's ciphertext and hash are not part of it.
 */
export const personalDataExport = z
  .object({
    exported_at: z.string(),
    member: z.record(z.string(), z.unknown()),
    dependents: heldRows,
    membership_payments: heldRows,
    mediclaim_payments: heldRows,
    misc_receipts: heldRows,
    gpa_records: heldRows,
    gpa_dependent_records: heldRows,
    receipt_prints: heldRows,
    audit: z.array(auditRow),
  })
  .meta({ id: 'PersonalDataExport' });
export type PersonalDataExport = z.infer<typeof personalDataExport>;
