import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SetApartRow } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { reportMessages } from '@trust/contract/report';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { DateRangeForm } from './date-range-form';
import { Page } from './page';
import { PrintLayout } from './print-layout';
import { type ReportCell, type ReportColumn, ReportTable } from './report-table';
import { saveCsv } from './save-csv';
import { SetApartTable } from './set-apart-table';

interface DateRangeReportProps<Data extends { setApart: SetApartRow[] }> {
  title: string;
  columns: readonly ReportColumn[];
  useReport: (range: DateRange | null) => UseQueryResult<Data>;
  toLines: (data: Data) => ReportCell[][];
  toTotals: (data: Data) => ReportCell[];
  /** Whether the print view offers 'Download CSV'; the misc report never has. */
  hasCsv?: boolean;
}

/**
 * The frame every date-range report shares: pick the dates, then a printable table with a total
 * row of the PAID records and, apart, the voided and reset receipts of the same dates; the reports
 * differ only in their title, query and how a row becomes a line.
 */
export function DateRangeReport<Data extends { setApart: SetApartRow[] }>({
  title,
  columns,
  useReport,
  toLines,
  toTotals,
  hasCsv = false,
}: DateRangeReportProps<Data>) {
  const [range, setRange] = useState<DateRange | null>(null);
  const report = useReport(range);

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
    const lines = toLines(report.data);
    const headings = columns.map((column) => column.header);
    result = (
      <div className="wide-print">
        <PrintLayout
          title={title}
          actions={
            hasCsv && (
              <Button
                variant="light"
                disabled={lines.length === 0}
                onClick={() => saveCsv(headings, lines, { setApart: report.data.setApart })}
              >
                Download CSV
              </Button>
            )
          }
        >
          <Text ta="center" size="sm" mb="sm">
            From {formatDisplayDate(range.fromDate)} To {formatDisplayDate(range.toDate)}
          </Text>
          <ReportTable
            label={title}
            columns={columns}
            lines={lines}
            totals={toTotals(report.data)}
            emptyMessage={reportMessages.noRows}
          />
          <SetApartTable rows={report.data.setApart} />
        </PrintLayout>
      </div>
    );
  }

  return (
    <Stack>
      <div className="no-print">
        <Page title={title}>
          <DateRangeForm onSubmit={setRange} isLoading={report.isFetching} />
        </Page>
      </div>
      {result}
    </Stack>
  );
}
