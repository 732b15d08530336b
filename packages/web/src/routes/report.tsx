import { Alert, Button, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import {
  MEDICLAIM_REPORT_COLUMNS,
  MEMBERSHIP_REPORT_COLUMNS,
  mediclaimReportLines,
  membershipReportLines,
  reportMessages,
} from '@trust/contract/report';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
import { downloadReportCsv, fetchReportPage, fetchWholeReport, REPORTS } from '../features/reports/report-api';
import { DateRangeForm } from '../ui/date-range-form';
import { Page } from '../ui/page';
import { ReportTable } from '../ui/report-table';
import { SetApartTable } from '../ui/set-apart-table';
import { useTrustSettings } from '../ui/trust-settings';
import { REPORT_PAGE_SIZE, useReportPages } from '../ui/use-report-pages';

type ReportType = 'Membership' | 'Mediclaim';

/** One page of the report as lines numbered on from the pages before, with the whole range's count and total. */
async function loadPage(type: ReportType, range: DateRange, page: { limit: number; offset: number }) {
  const first = page.offset + 1;
  if (type === 'Membership') {
    const { data, setApart, setApartLines, lines, totals } = await fetchReportPage(REPORTS.Membership, range, page);
    const total = totals.total.amount;
    return { lines: membershipReportLines(data, first), count: lines, total, setApart, setApartLines };
  }
  const { data, setApart, setApartLines, lines, totals } = await fetchReportPage(REPORTS.Mediclaim, range, page);
  const total = totals.total.amount;
  return { lines: mediclaimReportLines(data, first), count: lines, total, setApart, setApartLines };
}

/** Every line of the range and every receipt set apart, for the print. */
async function loadWhole(type: ReportType, range: DateRange) {
  if (type === 'Membership') {
    const { data, setApart } = await fetchWholeReport(REPORTS.Membership, range);
    return { lines: membershipReportLines(data), setApart };
  }
  const { data, setApart } = await fetchWholeReport(REPORTS.Mediclaim, range);
  return { lines: mediclaimReportLines(data), setApart };
}

/** The Membership and Mediclaim reports: From and To, Get Reports, Print and Download CSV. */
export default function Report() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const type: ReportType =
    params.get('reportType') === 'Mediclaim' || pathname.includes('mediclaim') ? 'Mediclaim' : 'Membership';
  const { trustName } = useTrustSettings();
  const [range, setRange] = useState<DateRange | null>(null);
  const { report, page, setPage, whole, print, isPreparingPrint } = useReportPages({
    key: ['report', type],
    range,
    fetchPage: (r, p) => loadPage(type, r, p),
    fetchWhole: (r) => loadWhole(type, r),
  });
  const headings: readonly string[] = type === 'Membership' ? MEMBERSHIP_REPORT_COLUMNS : MEDICLAIM_REPORT_COLUMNS;
  const columns = headings.map((header) => ({ header, isMoney: header === 'AMOUNT' }));

  const download = async () => {
    if (!range) return;
    try {
      await downloadReportCsv(REPORTS[type], range);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
    }
  };

  return (
    <Page title={`${type} Report`}>
      <DateRangeForm onSubmit={setRange}>
        <Button
          variant="default"
          disabled={!report.data}
          loading={isPreparingPrint}
          onClick={() => void print(report.data?.count ?? 0)}
        >
          Print
        </Button>
        <Button variant="default" disabled={!report.data} onClick={() => void download()}>
          Download CSV
        </Button>
      </DateRangeForm>
      {report.isFetching ? <Loader aria-label="Loading report" /> : null}
      {report.isError ? (
        <Alert color="red" title="The report could not be loaded">
          {errorMessage(report.error)}
        </Alert>
      ) : null}
      {report.data && range ? (
        <div className="print-report">
          <div className="print-only">
            <strong>{trustName}</strong>: {type} Report, {formatDisplayDate(range.fromDate)} to{' '}
            {formatDisplayDate(range.toDate)}
          </div>
          <Text size="sm" mb="xs">
            {report.data.count} {type === 'Membership' ? 'payment' : 'member'}
            {report.data.count === 1 ? '' : 's'} from {formatDisplayDate(range.fromDate)} to{' '}
            {formatDisplayDate(range.toDate)}
          </Text>
          <ReportTable
            label={`${type} Report`}
            columns={columns}
            lines={whole?.lines ?? report.data.lines}
            totals={columns.map((c, i) => (i === 0 ? 'TOTAL' : c.isMoney ? report.data.total : ''))}
            emptyMessage={reportMessages.noRows}
            paging={whole ? undefined : { page, pageSize: REPORT_PAGE_SIZE, total: report.data.count, onPage: setPage }}
          />
          <SetApartTable
            rows={whole?.setApart ?? report.data.setApart}
            total={whole ? undefined : report.data.setApartLines}
          />
        </div>
      ) : null}
    </Page>
  );
}
