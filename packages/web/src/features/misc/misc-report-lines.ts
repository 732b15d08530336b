import { formatDisplayDate } from '@trust/contract/dates';
import { type MiscReportRow, miscTotal } from '@trust/contract/misc';
import type { ReportCell, ReportColumn } from '../../ui/report-table';

export const MISC_REPORT_COLUMNS: readonly ReportColumn[] = [
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

export function miscReportLines(rows: readonly MiscReportRow[]): ReportCell[][] {
  return rows.map((r, i) => [
    i + 1,
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

/** The foot of the report: each money column summed, and the grand total. */
export function miscReportTotals(rows: readonly MiscReportRow[]): ReportCell[] {
  const sum = (pick: (r: MiscReportRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return [
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    sum((r) => r.reissue_book),
    sum((r) => r.subscription_amount),
    sum((r) => r.bank_charges ?? 0),
    sum((r) => r.fine),
    sum((r) => r.misc),
    sum(miscTotal),
  ];
}
