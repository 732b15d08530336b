import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { reportMessages } from '@trust/contract/report';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useDependentGpaReport } from '../features/gpa/get-dependent-gpa-report';
import {
  DEPENDENT_GPA_REPORT_COLUMNS,
  dependentGpaReportLines,
  gpaReportTotals,
} from '../features/gpa/gpa-report-lines';
import { DateRangeForm } from '../ui/date-range-form';
import { Page } from '../ui/page';
import { PrintLayout } from '../ui/print-layout';
import { ReportTable } from '../ui/report-table';
import { saveCsv } from '../ui/save-csv';

const TITLE = 'Dependent GPAIS Report';

export default function DependentGpaReports() {
  const [range, setRange] = useState<DateRange | null>(null);
  const report = useDependentGpaReport(range);

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
  else {
    // The screen, the print and the CSV all show these same lines.
    const lines = dependentGpaReportLines(report.data);
    const headings = DEPENDENT_GPA_REPORT_COLUMNS.map((column) => column.header);
    result = (
      <div className="wide-print">
        <PrintLayout
          title={TITLE}
          actions={
            <Button variant="light" disabled={lines.length === 0} onClick={() => saveCsv(headings, lines)}>
              Download CSV
            </Button>
          }
        >
          <Text ta="center" size="sm" mb="sm">
            From {formatDisplayDate(range.fromDate)} To {formatDisplayDate(range.toDate)}
          </Text>
          <ReportTable
            label={TITLE}
            columns={DEPENDENT_GPA_REPORT_COLUMNS}
            lines={lines}
            totals={gpaReportTotals(DEPENDENT_GPA_REPORT_COLUMNS.length, report.data)}
            emptyMessage={reportMessages.noRows}
          />
        </PrintLayout>
      </div>
    );
  }

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
