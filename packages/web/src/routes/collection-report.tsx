import { Group, SimpleGrid, Table } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { formatRupees } from '@trust/contract/receipt';
import { COLLECTION_COLUMNS, type CollectionTotal, collectionLines } from '@trust/contract/report';
import { downloadReportCsv, fetchCollectionReport, fetchReportPage, REPORTS } from '../features/reports/report-api';
import { useTexts } from '../i18n/catalogue';
import { reports } from '../i18n/screens/reports.en';
import { PagedReportScreen } from '../ui/paged-report-screen';

function Totals({
  title,
  rows,
  label = (key) => key,
}: {
  title: string;
  rows: CollectionTotal[];
  label?: (key: string) => string;
}) {
  const t = useTexts(reports);
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{title}</Table.Th>
          <Table.Th ta="right">{t('reports.receipts')}</Table.Th>
          <Table.Th ta="right">{t('reports.amount')}</Table.Th>
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

/** One page of the collection report, with its totals by mode, staff, kind and day of the whole range. */
async function loadPage(range: DateRange, page: { limit: number; offset: number }) {
  const { data, setApart, setApartLines, lines, totals } = await fetchReportPage(REPORTS.Collection, range, page);
  return { lines: collectionLines(data), count: lines, total: totals.total.amount, totals, setApart, setApartLines };
}

/**
 * The cash desk's close of day: every PAID payment taken in the range, totalled by day, mode, staff and
 * kind; the voided and reset receipts of those days listed apart, in no total.
 */
export default function CollectionReport() {
  const t = useTexts(reports);
  return (
    <PagedReportScreen
      title={t('reports.collectionTitle')}
      queryKey={['collection']}
      headings={COLLECTION_COLUMNS}
      fetchPage={loadPage}
      fetchWhole={async (range) => {
        const { data, setApart } = await fetchCollectionReport(range);
        return { lines: collectionLines(data), setApart };
      }}
      downloadCsv={(range) => downloadReportCsv(REPORTS.Collection, range)}
      summary={({ totals }) => (
        <>
          <Group gap="md" mb="sm">
            <strong>
              {t('reports.totalCollected', { amount: formatRupees(totals.total.amount), count: totals.total.count })}
            </strong>
          </Group>
          {/* The few lines of each mode, user and kind first; a year's days (365 lines) last. Each
              table as tall as its lines, not stretched to the tallest beside it. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} mb="md" style={{ alignItems: 'start' }}>
            <Totals title={t('reports.modeOfPayment')} rows={totals.byMode} />
            <Totals title={t('reports.recordedBy')} rows={totals.byUser} />
            <Totals title={t('reports.kind')} rows={totals.byKind} />
            <Totals title={t('reports.day')} rows={totals.byDay ?? []} label={formatDisplayDate} />
          </SimpleGrid>
        </>
      )}
    />
  );
}
