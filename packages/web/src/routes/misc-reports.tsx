import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { reportMessages } from '@trust/contract/report';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useMiscReport } from '../features/misc/get-misc-report';
import { MISC_REPORT_COLUMNS, miscReportLines, miscReportTotals } from '../features/misc/misc-report-lines';
import { DateRangeForm } from '../ui/date-range-form';
import { Page } from '../ui/page';
import { PrintLayout } from '../ui/print-layout';
import { ReportTable } from '../ui/report-table';

const TITLE = 'Miscellaneous Report';

export default function MiscReports() {
  const [range, setRange] = useState<DateRange | null>(null);
  const report = useMiscReport(range);

  let result = null;
  if (range === null) result = null;
  else if (report.isPending)
    result = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (report.isError)
    result = (
      <Alert color="red" variant="light">
        {errorMessage(report.error)}
      </Alert>
    );
  else
    result = (
      <div className="wide-print">
        <PrintLayout title={TITLE}>
          <Text ta="center" size="sm" mb="sm">
            From {formatDisplayDate(range.fromDate)} To {formatDisplayDate(range.toDate)}
          </Text>
          <ReportTable
            label={TITLE}
            columns={MISC_REPORT_COLUMNS}
            lines={miscReportLines(report.data)}
            totals={miscReportTotals(report.data)}
            emptyMessage={reportMessages.noRows}
          />
        </PrintLayout>
      </div>
    );

  return (
    <Stack>
      <div className="no-print">
        <Page title={TITLE}>
          <DateRangeForm onSubmit={setRange} isLoading={report.isFetching} />
        </Page>
      </div>
      {result}
    </Stack>
  );
}
