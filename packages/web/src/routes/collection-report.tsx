import { Alert, Button, Group, Loader, SimpleGrid, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { formatRupees } from '@trust/contract/receipt';
import { COLLECTION_COLUMNS, type CollectionTotal, collectionLines, reportMessages } from '@trust/contract/report';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { downloadReportCsv, fetchCollectionReport, fetchReportPage, REPORTS } from '../features/reports/report-api';
import { DateRangeForm } from '../ui/date-range-form';
import { Page } from '../ui/page';
import { ReportTable } from '../ui/report-table';
import { SetApartTable } from '../ui/set-apart-table';
import { useTrustSettings } from '../ui/trust-settings';
import { REPORT_PAGE_SIZE, useReportPages } from '../ui/use-report-pages';

function Totals({
  title,
  rows,
  label = (key) => key,
}: {
  title: string;
  rows: CollectionTotal[];
  label?: (key: string) => string;
}) {
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{title}</Table.Th>
          <Table.Th ta="right">RECEIPTS</Table.Th>
          <Table.Th ta="right">AMOUNT</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            {/* A staff member's e-mail has no space to break at: it wraps anywhere rather than widen a phone's page. */}
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{label(r.key)}</Table.Td>
            <Table.Td ta="right">{r.count}</Table.Td>
            <Table.Td ta="right">{formatRupees(r.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The cash desk's close of day: every PAID payment taken in the range, totalled by day, mode, staff and
 * kind; the voided and reset receipts of those days listed apart, in no total.
 */
export default function CollectionReport() {
  const { trustName } = useTrustSettings();
  const [range, setRange] = useState<DateRange | null>(null);
  const { report, page, setPage, whole, print, isPreparingPrint } = useReportPages({
    key: ['collection'],
    range,
    fetchPage: (r, p) => fetchReportPage(REPORTS.Collection, r, p),
    fetchWhole: async (r) => {
      const { data, setApart } = await fetchCollectionReport(r);
      return { lines: collectionLines(data), setApart };
    },
  });
  const columns = COLLECTION_COLUMNS.map((header) => ({ header, isMoney: header === 'AMOUNT' }));

  const download = async () => {
    if (!range) return;
    try {
      await downloadReportCsv(REPORTS.Collection, range);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
    }
  };

  return (
    <Page title="Collection Report">
      <DateRangeForm onSubmit={setRange}>
        <Button
          variant="default"
          disabled={!report.data}
          loading={isPreparingPrint}
          onClick={() => void print(report.data?.lines ?? 0)}
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
            <strong>{trustName}</strong>: Collection Report, {formatDisplayDate(range.fromDate)} to{' '}
            {formatDisplayDate(range.toDate)}
          </div>
          <Group gap="md" mb="sm">
            <strong>
              Total collected: {formatRupees(report.data.totals.total.amount)} in {report.data.totals.total.count}{' '}
              receipts
            </strong>
          </Group>
          {/* The few lines of each mode, user and kind first; a year's days (365 lines) last. Each
              table as tall as its lines, not stretched to the tallest beside it. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} mb="md" style={{ alignItems: 'start' }}>
            <Totals title="MODE OF PAYMENT" rows={report.data.totals.byMode} />
            <Totals title="RECORDED BY" rows={report.data.totals.byUser} />
            <Totals title="KIND" rows={report.data.totals.byKind} />
            <Totals title="DAY" rows={report.data.totals.byDay ?? []} label={formatDisplayDate} />
          </SimpleGrid>
          <ReportTable
            label="Collection Report"
            columns={columns}
            lines={whole?.lines ?? collectionLines(report.data.data)}
            totals={columns.map((c, i) => (i === 0 ? 'TOTAL' : c.isMoney ? report.data.totals.total.amount : ''))}
            emptyMessage={reportMessages.noRows}
            paging={whole ? undefined : { page, pageSize: REPORT_PAGE_SIZE, total: report.data.lines, onPage: setPage }}
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
