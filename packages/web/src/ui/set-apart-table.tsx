import { Text, Title } from '@mantine/core';
import { SET_APART_COLUMNS, type SetApartRow, setApartLines } from '@trust/contract/books';
import { reportPageMessages } from '@trust/contract/report-page';
import { useTexts } from '../i18n/catalogue';
import { reports } from '../i18n/screens/reports.en';
import { recordedValue } from './recorded-value';
import type { ReportColumn } from './report-table';
import { ReportTable } from './report-table';

const COLUMNS: readonly ReportColumn[] = SET_APART_COLUMNS.map((header) => ({ header, isMoney: header === 'AMOUNT' }));
const AT = SET_APART_COLUMNS.indexOf('AT');

/**
 * The voided and reset receipts of a report's dates, under the report and in no total, so that a
 * day's total never changes without a line that explains it. Shown (and printed) only when there are any.
 * A page of a report brings the first of them and `total`, how many there are; the print brings all.
 */
export function SetApartTable({ rows, total }: { rows: readonly SetApartRow[]; total?: number }) {
  const t = useTexts(reports);
  if (rows.length === 0) return null;
  // The lines of the CSV, with the instant of the void or reset as staff read it.
  const lines = setApartLines(rows).map((line) => line.map((cell, i) => (i === AT ? recordedValue(cell) : cell)));
  return (
    <section aria-label={t('reports.setApart')} className="set-apart">
      <Title order={3} size="h6" mt="md" mb={6}>
        {t('reports.setApart')}
      </Title>
      {total !== undefined && total > rows.length ? (
        <Text size="sm" mb={6}>
          {reportPageMessages.someSetApart(rows.length, total)}
        </Text>
      ) : null}
      <ReportTable label={t('reports.setApart')} columns={COLUMNS} lines={lines} emptyMessage="" />
    </section>
  );
}
