import { formatDisplayDate } from '@trust/contract/dates';
import type { GpaDependentRecordRow, GpaRecordRow } from '@trust/contract/gpa';
import type { ReportCell, ReportColumn } from '../../ui/report-table';

/** The GPAIS reports: their columns (also the CSV headings), lines and totals, shared by screen, print and CSV. */

export const GPA_REPORT_COLUMNS: readonly ReportColumn[] = [
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

export function gpaReportLines(rows: readonly GpaRecordRow[]): ReportCell[][] {
  return rows.map((r, i) => [
    i + 1,
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

export const DEPENDENT_GPA_REPORT_COLUMNS: readonly ReportColumn[] = [
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

export function dependentGpaReportLines(rows: readonly GpaDependentRecordRow[]): ReportCell[][] {
  return rows.map((r, i) => [
    i + 1,
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

/** A total row for a report whose last two columns are SA and premium. */
export function gpaReportTotals(
  columnCount: number,
  rows: readonly Pick<GpaRecordRow, 'sa_amount' | 'premium_amount'>[],
): ReportCell[] {
  const blanks: ReportCell[] = Array.from({ length: columnCount - 3 }, () => '');
  return [
    'Total',
    ...blanks,
    rows.reduce((sum, r) => sum + r.sa_amount, 0),
    rows.reduce((sum, r) => sum + r.premium_amount, 0),
  ];
}
