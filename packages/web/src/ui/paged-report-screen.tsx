import { Alert, Button, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SetApartRow } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { reportMessages } from '@trust/contract/report';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../api/client';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { reports } from '../i18n/screens/reports.en';
import { DateRangeForm } from './date-range-form';
import { Page } from './page';
import { type ReportCell, ReportTable } from './report-table';
import { SetApartTable } from './set-apart-table';
import { useTrustSettings } from './trust-settings';
import { REPORT_PAGE_SIZE, useReportPages } from './use-report-pages';

/** One page of a report as the screen shows it, with the count and the total of the whole range. */
export interface ReportScreenPage {
  lines: ReportCell[][];
  /** Lines in the whole range. */
  count: number;
  /** The AMOUNT of the whole range. */
  total: number;
  setApart: SetApartRow[];
  setApartLines: number;
}

interface PagedReportScreenProps<P extends ReportScreenPage> {
  /** The page's title, its table's name and the print's heading: 'Membership Report'. */
  title: string;
  /** Names the report's pages in the query cache. */
  queryKey: readonly unknown[];
  /** The table's headings; the AMOUNT column is money. */
  headings: readonly string[];
  fetchPage: (range: DateRange, page: { limit: number; offset: number }) => Promise<P>;
  /** Every line of the range and every receipt set apart, for the print. */
  fetchWhole: (range: DateRange) => Promise<{ lines: ReportCell[][]; setApart: SetApartRow[] }>;
  /** The server's CSV of the range. */
  downloadCsv: (range: DateRange) => Promise<void>;
  /** What the screen says of the range above the table: a count, or the totals by mode, staff, kind and day. */
  summary: (page: P, range: DateRange) => ReactNode;
}

/**
 * The screen the Membership, Mediclaim and Collection reports share: From and To, Get Reports, Print
 * and Download CSV beside them; then a page of the range's lines with the total of the whole range,
 * and apart the voided and reset receipts of those days. The reports differ only in their title,
 * headings, queries and what they say of the range.
 */
export function PagedReportScreen<P extends ReportScreenPage>({
  title,
  queryKey,
  headings,
  fetchPage,
  fetchWhole,
  downloadCsv,
  summary,
}: PagedReportScreenProps<P>) {
  const t = useTexts(reports);
  const tc = useTexts(common);
  const { trustName } = useTrustSettings();
  const [range, setRange] = useState<DateRange | null>(null);
  const { report, page, setPage, whole, print, isPreparingPrint } = useReportPages({
    key: queryKey,
    range,
    fetchPage,
    fetchWhole,
  });
  const columns = headings.map((header) => ({ header, isMoney: header === 'AMOUNT' }));
  const shown = report.data;

  const download = async () => {
    if (!range) return;
    try {
      await downloadCsv(range);
    } catch (error) {
      notifications.show({ color: 'red', title: t('reports.downloadFailed'), message: errorMessage(error) });
    }
  };

  return (
    <Page title={title}>
      <DateRangeForm onSubmit={setRange}>
        <Button
          variant="default"
          disabled={!report.data}
          loading={isPreparingPrint}
          onClick={() => void print(report.data?.count ?? 0)}
        >
          {tc('common.print')}
        </Button>
        <Button variant="default" disabled={!report.data} onClick={() => void download()}>
          {t('reports.downloadCsv')}
        </Button>
      </DateRangeForm>
      {report.isFetching ? <Loader aria-label={t('reports.loadingReport')} /> : null}
      {report.isError ? (
        <Alert color="red" title={t('reports.couldNotLoad')}>
          {errorMessage(report.error)}
        </Alert>
      ) : null}
      {shown && range ? (
        <div className="print-report">
          <div className="print-only">
            <strong>{trustName}</strong>:{' '}
            {t('reports.printedRange', {
              title,
              from: formatDisplayDate(range.fromDate),
              to: formatDisplayDate(range.toDate),
            })}
          </div>
          {summary(shown, range)}
          <ReportTable
            label={title}
            columns={columns}
            lines={whole?.lines ?? shown.lines}
            totals={columns.map((c, i) => (i === 0 ? t('reports.total') : c.isMoney ? shown.total : ''))}
            emptyMessage={errorText(reportMessages.noRows)}
            paging={whole ? undefined : { page, pageSize: REPORT_PAGE_SIZE, total: shown.count, onPage: setPage }}
          />
          <SetApartTable rows={whole?.setApart ?? shown.setApart} total={whole ? undefined : shown.setApartLines} />
        </div>
      ) : null}
    </Page>
  );
}
