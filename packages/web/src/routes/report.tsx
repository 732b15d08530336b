import { Alert, Button, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import {
  MEDICLAIM_REPORT_COLUMNS,
  MEMBERSHIP_REPORT_COLUMNS,
  mediclaimReportLines,
  mediclaimReportTotal,
  membershipReportLines,
  membershipReportTotal,
  reportMessages,
} from '@trust/contract/report';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
import {
  downloadReportCsv,
  fetchMediclaimReport,
  fetchMembershipReport,
  REPORT_PATHS,
} from '../features/reports/report-api';
import { DateRangeForm } from '../ui/date-range-form';
import { Page } from '../ui/page';
import { ReportTable } from '../ui/report-table';
import { SetApartTable } from '../ui/set-apart-table';
import { useTrustSettings } from '../ui/trust-settings';

type ReportType = 'Membership' | 'Mediclaim';

async function loadReport(type: ReportType, range: DateRange) {
  if (type === 'Membership') {
    const { data, setApart } = await fetchMembershipReport(range);
    return { lines: membershipReportLines(data), count: data.length, total: membershipReportTotal(data), setApart };
  }
  const { data, setApart } = await fetchMediclaimReport(range);
  return { lines: mediclaimReportLines(data), count: data.length, total: mediclaimReportTotal(data), setApart };
}

/** The Membership and Mediclaim reports: From and To, Get Reports, Print and Download CSV. */
export default function Report() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const type: ReportType =
    params.get('reportType') === 'Mediclaim' || pathname.includes('mediclaim') ? 'Mediclaim' : 'Membership';
  const { trustName } = useTrustSettings();
  const [range, setRange] = useState<DateRange | null>(null);
  const report = useQuery({
    queryKey: ['report', type, range],
    queryFn: () => loadReport(type, range as DateRange),
    enabled: range !== null,
  });
  const headings: readonly string[] = type === 'Membership' ? MEMBERSHIP_REPORT_COLUMNS : MEDICLAIM_REPORT_COLUMNS;
  const columns = headings.map((header) => ({ header, isMoney: header === 'AMOUNT' }));

  const download = async () => {
    if (!range) return;
    try {
      await downloadReportCsv(REPORT_PATHS[type], range);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
    }
  };

  return (
    <Page title={`${type} Report`}>
      <DateRangeForm onSubmit={setRange}>
        <Button variant="default" disabled={!report.data} onClick={() => window.print()}>
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
            lines={report.data.lines}
            totals={columns.map((c, i) => (i === 0 ? 'TOTAL' : c.isMoney ? report.data.total : ''))}
            emptyMessage={reportMessages.noRows}
          />
          <SetApartTable rows={report.data.setApart} />
        </div>
      ) : null}
    </Page>
  );
}
