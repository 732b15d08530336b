import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SetApartRow } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { reportMessages } from '@trust/contract/report';
import type { ReportTotals } from '@trust/contract/report-page';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { reports } from '../i18n/screens/reports.en';
import { DateRangeForm } from './date-range-form';
import { Page } from './page';
import { PrintLayout } from './print-layout';
import { type ReportCell, type ReportColumn, ReportTable } from './report-table';
import { SetApartTable } from './set-apart-table';
import { REPORT_PAGE_SIZE, useReportPages } from './use-report-pages';

interface ReportPageData<Row> {
  data: Row[];
  setApart: SetApartRow[];
  setApartLines: number;
  lines: number;
  totals: ReportTotals;
}

interface DateRangeReportProps<Row> {
  title: string;
  /** Names the report's pages in the query cache. */
  queryKey: string;
  columns: readonly ReportColumn[];
  fetchPage: (range: DateRange, page: { limit: number; offset: number }) => Promise<ReportPageData<Row>>;
  fetchWhole: (range: DateRange) => Promise<{ data: Row[]; setApart: SetApartRow[] }>;
  /** A page's lines, numbered from `first`. */
  toLines: (rows: Row[], first: number) => ReportCell[][];
  /** The total row, from the server's totals of the whole range. */
  toTotals: (totals: ReportTotals) => ReportCell[];
  /** The server's CSV of the range; the misc report has none. */
  downloadCsv?: (range: DateRange) => Promise<void>;
}

/**
 * The frame every date-range report shares: pick the dates, then a printable table of one page of
 * the PAID records, asked of the server, with the total row of the whole range and, apart, the
 * voided and reset receipts of the same dates; Print prints every line. The reports differ only in
 * their title, query and how a row becomes a line.
 */
export function DateRangeReport<Row>({
  title,
  queryKey,
  columns,
  fetchPage,
  fetchWhole,
  toLines,
  toTotals,
  downloadCsv,
}: DateRangeReportProps<Row>) {
  const t = useTexts(reports);
  const tc = useTexts(common);
  const [range, setRange] = useState<DateRange | null>(null);
  const { report, page, setPage, offset, whole, print, isPreparingPrint } = useReportPages({
    key: [queryKey, 'report'],
    range,
    fetchPage,
    fetchWhole,
  });

  const download = async (r: DateRange) => {
    try {
      await downloadCsv?.(r);
    } catch (error) {
      notifications.show({ color: 'red', title: t('reports.downloadFailed'), message: errorMessage(error) });
    }
  };

  let result = null;
  if (range === null) result = null;
  else if (report.isPending)
    result = (
      <Center p="md">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  else if (report.isError)
    result = (
      <Alert color="red" variant="light">
        {errorMessage(report.error)}
      </Alert>
    );
  else {
    // The screen shows a page; the print every line; the CSV comes from the server's same query.
    const lines = whole ? toLines(whole.data, 1) : toLines(report.data.data, offset + 1);
    result = (
      <div className="wide-print">
        <PrintLayout
          title={title}
          onPrint={() => void print(report.data.lines)}
          isPrinting={isPreparingPrint}
          actions={
            downloadCsv && (
              <Button variant="light" disabled={report.data.lines === 0} onClick={() => void download(range)}>
                {t('reports.downloadCsv')}
              </Button>
            )
          }
        >
          <Text ta="center" size="sm" mb="sm">
            {t('reports.fromTo', { from: formatDisplayDate(range.fromDate), to: formatDisplayDate(range.toDate) })}
          </Text>
          <ReportTable
            label={title}
            columns={columns}
            lines={lines}
            totals={toTotals(report.data.totals)}
            emptyMessage={errorText(reportMessages.noRows)}
            paging={whole ? undefined : { page, pageSize: REPORT_PAGE_SIZE, total: report.data.lines, onPage: setPage }}
          />
          <SetApartTable
            rows={whole ? whole.setApart : report.data.setApart}
            total={whole ? undefined : report.data.setApartLines}
          />
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
