import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { formatRupees } from '@trust/contract/receipt';
import {
  MEDICLAIM_REPORT_COLUMNS,
  MEMBERSHIP_REPORT_COLUMNS,
  mediclaimReportLines,
  mediclaimReportTotal,
  membershipReportLines,
  membershipReportTotal,
} from '@trust/contract/report';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
import { DateRangeForm } from '../features/reports/date-range-form';
import {
  downloadReportCsv,
  fetchMediclaimReport,
  fetchMembershipReport,
  REPORT_PATHS,
} from '../features/reports/report-api';
import { ReportTable } from '../features/reports/report-table';
import { useSettings } from '../features/settings/use-settings';

type ReportType = 'Membership' | 'Mediclaim';

const money = (v: string | number) => (typeof v === 'number' ? formatRupees(v) : v);

async function loadReport(type: ReportType, range: DateRange) {
  if (type === 'Membership') {
    const { data } = await fetchMembershipReport(range);
    return { lines: membershipReportLines(data), count: data.length, total: membershipReportTotal(data) };
  }
  const { data } = await fetchMediclaimReport(range);
  return { lines: mediclaimReportLines(data), count: data.length, total: mediclaimReportTotal(data) };
}

/** The Membership and Mediclaim reports: From and To, Get Reports, Print and Download CSV. */
export default function Report() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const type: ReportType =
    params.get('reportType') === 'Mediclaim' || pathname.includes('mediclaim') ? 'Mediclaim' : 'Membership';
  const { trustName } = useSettings();
  const [range, setRange] = useState<DateRange | null>(null);
  const report = useQuery({
    queryKey: ['report', type, range],
    queryFn: () => loadReport(type, range as DateRange),
    enabled: range !== null,
  });
  const columns = type === 'Membership' ? MEMBERSHIP_REPORT_COLUMNS : MEDICLAIM_REPORT_COLUMNS;
  const amountColumn = columns.indexOf('AMOUNT');

  const download = async () => {
    if (!range) return;
    try {
      await downloadReportCsv(REPORT_PATHS[type], range);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
    }
  };

  return (
    <Stack>
      <Title order={2}>{type} Report</Title>
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
          <ReportTable
            caption={`${report.data.count} ${type === 'Membership' ? 'payment' : 'member'}${report.data.count === 1 ? '' : 's'} from ${formatDisplayDate(range.fromDate)} to ${formatDisplayDate(range.toDate)}`}
            columns={columns}
            lines={report.data.lines}
            format={{ [amountColumn]: money }}
            total={{ label: 'TOTAL', cells: { [amountColumn]: formatRupees(report.data.total) } }}
          />
        </div>
      ) : null}
    </Stack>
  );
}
