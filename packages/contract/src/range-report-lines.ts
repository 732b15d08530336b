import { formatDisplayDate } from './dates';
import type { GpaDependentRecordRow, GpaRecordRow } from './gpa';
import { type MiscReportRow, miscTotal } from './misc';

/**
 * The misc and GPAIS reports' columns (also the CSV headings) and lines: the screen, the print and
 * the server's CSV all come from here, so they hold the same lines. Money is kept as whole rupees.
 */

export interface RangeReportColumn {
  header: string;
  isMoney?: boolean;
}
type Cell = string | number | null | undefined;

export const MISC_REPORT_COLUMNS: readonly RangeReportColumn[] = [
  { header: 'No.' },
  { header: 'Receipt No' },
  { header: 'Date' },
  { header: 'Member ID' },
  { header: 'Name' },
  { header: 'Department' },
  { header: 'Mode of Payment' },
  { header: 'Membership Period' },
  { header: 'Reissue Book', isMoney: true },
  { header: 'Subscription', isMoney: true },
  { header: 'Bank Charges', isMoney: true },
  { header: 'Fine', isMoney: true },
  { header: 'Misc', isMoney: true },
  { header: 'Total', isMoney: true },
];

/** The misc report's lines, numbered from `first` (a later page or batch goes on from the last). */
export function miscReportLines(rows: readonly MiscReportRow[], first = 1): Cell[][] {
  return rows.map((r, i) => [
    first + i,
    r.receipt_no,
    formatDisplayDate(r.date),
    r.member_id,
    r.MEMBER_NAME,
    r.DEPARTMENT,
    r.mode_of_payment,
    r.membership_period,
    r.reissue_book,
    r.subscription_amount,
    r.bank_charges,
    r.fine,
    r.misc,
    miscTotal(r),
  ]);
}

/** The money columns of the misc report, as the database sums them over the whole range (`totals.columns`). */
export const MISC_SUM_COLUMNS = ['reissue_book', 'subscription_amount', 'bank_charges', 'fine', 'misc'] as const;

/** The foot of the misc report: each money column summed over the whole range, and the grand total. */
export function miscReportTotals(sums: Readonly<Record<string, number>>, total: number): Cell[] {
  return ['Total', '', '', '', '', '', '', '', ...MISC_SUM_COLUMNS.map((c) => sums[c] ?? 0), total];
}

export const GPA_REPORT_COLUMNS: readonly RangeReportColumn[] = [
  { header: 'No.' },
  { header: 'Receipt No' },
  { header: 'Date' },
  { header: 'Member ID' },
  { header: 'Name' },
  { header: 'Date of birth' },
  { header: 'Sex' },
  { header: 'Nominee' },
  { header: 'Relation' },
  { header: 'Nominee DOB' },
  { header: 'Nominee guardian' },
  { header: 'Risk group' },
  { header: 'SA', isMoney: true },
  { header: 'Premium', isMoney: true },
];

export function gpaReportLines(rows: readonly GpaRecordRow[], first = 1): Cell[][] {
  return rows.map((r, i) => [
    first + i,
    r.receipt_no,
    formatDisplayDate(r.date),
    r.member_id,
    r.MEMBER_NAME,
    formatDisplayDate(r.DATE_OF_BIRTH),
    r.SEX,
    r.nominee_name,
    r.nominee_relation,
    formatDisplayDate(r.nominee_dob),
    r.nominee_guardian,
    r.risk_group,
    r.sa_amount,
    r.premium_amount,
  ]);
}

export const DEPENDENT_GPA_REPORT_COLUMNS: readonly RangeReportColumn[] = [
  { header: 'No.' },
  { header: 'Receipt No' },
  { header: 'Date' },
  { header: 'Member ID' },
  { header: 'Member Name' },
  { header: 'Dependent Name' },
  { header: 'Dependent Relation' },
  { header: 'Date of birth' },
  { header: 'Sex' },
  { header: 'Nominee' },
  { header: 'Relation' },
  { header: 'Nominee DOB' },
  { header: 'Nominee guardian' },
  { header: 'Risk group' },
  { header: 'SA', isMoney: true },
  { header: 'Premium', isMoney: true },
];

export function dependentGpaReportLines(rows: readonly GpaDependentRecordRow[], first = 1): Cell[][] {
  return rows.map((r, i) => [
    first + i,
    r.receipt_no,
    formatDisplayDate(r.date),
    r.member_id,
    r.MEMBER_NAME,
    r.DEPENDENT_NAME,
    r.RELATION,
    formatDisplayDate(r.DOB),
    r.DEPENDENT_SEX,
    r.nominee_name,
    r.nominee_relation,
    formatDisplayDate(r.nominee_dob),
    r.nominee_guardian,
    r.risk_group,
    r.sa_amount,
    r.premium_amount,
  ]);
}

/** The money columns of the GPAIS reports, as the database sums them over the whole range (`totals.columns`). */
export const GPA_SUM_COLUMNS = ['sa_amount', 'premium_amount'] as const;

/** A total row for a GPAIS report, whose last two columns are SA and premium, summed over the whole range. */
export function gpaReportTotals(columnCount: number, sums: Readonly<Record<string, number>>): Cell[] {
  const blanks: Cell[] = Array.from({ length: columnCount - 3 }, () => '');
  return ['Total', ...blanks, ...GPA_SUM_COLUMNS.map((c) => sums[c] ?? 0)];
}
