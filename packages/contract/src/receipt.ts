import { z } from 'zod';
import { inIndianNumbering, type NumberWords } from './indian-numbering';
import { mediclaimReceiptRow } from './mediclaim';
import { memberRow } from './member';
import { membershipReceiptRow } from './subscription';
import { verifyCodeField } from './verify';

/** What every receipt prints: its number, its totals, and the amount in figures and in words. */

/** The one-time registration fee per person on the Registration receipt, fixed at 100 rupees (docs/product.md). */
export const REGISTRATION_FEE = 100;

/** Each kind of receipt numbers on its own: prefix / financial year / sequence. */
export const RECEIPT_TYPES = {
  membership: 'MS',
  mediclaim: 'MC',
  misc: 'MI',
  gpa: 'GP',
  gpaDependent: 'GD',
} as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[keyof typeof RECEIPT_TYPES];

/**
 * `GET print/pastRecords{id}`: what the Membership, Mediclaim Subscription and Registration receipts
 * of a member print. Each payment is the one that decides its status, or null when there is none.
 */
export const pastRecordsRow = memberRow
  .extend({
    DEPENDENT_COUNT: z.number().int(),
    MEDICLAIM: mediclaimReceiptRow.extend(verifyCodeField).meta({ id: 'MediclaimReceiptToPrint' }).nullable(),
    SUBSCRIPTION: membershipReceiptRow.extend(verifyCodeField).meta({ id: 'MembershipReceiptToPrint' }).nullable(),
  })
  .meta({ id: 'PastRecordsRow' });
export type PastRecordsRow = z.infer<typeof pastRecordsRow>;

const SEQUENCE_DIGITS = 5;

/** 'MS/2026-27/00042'. */
export function receiptNumber(prefix: ReceiptType, financialYear: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a receipt sequence number: ${n}`);
  return `${prefix}/${financialYear}/${String(n).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The membership number on receipts: the trust's fixed prefix followed by the member's ID. */
export function membershipNumber(prefix: string, memberId: string): string {
  return `${prefix}${memberId}`;
}

export function membershipReceiptTotal(amount: number, bookFee: number): number {
  return amount + bookFee;
}

/** 100 for the member and 100 for each dependent. */
export function registrationReceiptTotal(dependentCount: number): number {
  return REGISTRATION_FEE * dependentCount + REGISTRATION_FEE;
}

/** '₹1,23,456': Indian grouping, thousands then pairs of digits. */
export function formatRupees(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not whole rupees: ${amount}`);
  const digits = String(Math.abs(amount));
  const grouped =
    digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return `${amount < 0 ? '-' : ''}₹${grouped}`;
}

const UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

function belowHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? '';
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${UNITS[unit]}` : (TENS[Math.floor(n / 10)] ?? '');
}

const ENGLISH: NumberWords = { belowHundred, hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' };

/** 'One Lakh Twenty Thousand Rupees Only': the amount as receipts write it in words. */
export function amountInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not whole rupees: ${amount}`);
  if (amount === 0) return 'Zero Rupees Only';
  return `${inIndianNumbering(amount, ENGLISH)} ${amount === 1 ? 'Rupee' : 'Rupees'} Only`;
}
