import { Title } from '@mantine/core';
import { SET_APART_COLUMNS, SET_APART_HEADING, type SetApartRow, setApartLines } from '@trust/contract/books';
import { recordedValue } from './recorded-value';
import type { ReportColumn } from './report-table';
import { ReportTable } from './report-table';

const COLUMNS: readonly ReportColumn[] = SET_APART_COLUMNS.map((header) => ({ header, isMoney: header === 'AMOUNT' }));
const AT = SET_APART_COLUMNS.indexOf('AT');

/**
 * The voided and reset receipts of a report's dates, under the report and in no total, so that a
 * day's total never changes without a line that explains it. Shown (and printed) only when there are any.
 */
export function SetApartTable({ rows }: { rows: readonly SetApartRow[] }) {
  if (rows.length === 0) return null;
  // The lines of the CSV, with the instant of the void or reset as staff read it.
  const lines = setApartLines(rows).map((line) => line.map((cell, i) => (i === AT ? recordedValue(cell) : cell)));
  return (
    <section aria-label={SET_APART_HEADING} className="set-apart">
      <Title order={3} size="h6" mt="md" mb={6}>
        {SET_APART_HEADING}
      </Title>
      <ReportTable label={SET_APART_HEADING} columns={COLUMNS} lines={lines} emptyMessage="" />
    </section>
  );
}
