import { Pagination, Table, Text } from '@mantine/core';
import { formatRupees } from '@trust/contract/receipt';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTexts } from '../i18n/catalogue';
import { reports } from '../i18n/screens/reports.en';

export type ReportCell = string | number | null | undefined;

export interface ReportColumn {
  header: string;
  /** Money is kept as whole rupees in the lines (so the CSV holds plain numbers) and shown as '₹1,23,456'. */
  isMoney?: boolean;
}

interface ReportTableProps {
  label: string;
  columns: readonly ReportColumn[];
  lines: readonly (readonly ReportCell[])[];
  /** The total row, aligned with the columns; its first cell is the 'Total' caption. */
  totals?: readonly ReportCell[];
  emptyMessage: string;
  /**
   * When the server pages the report: `lines` are then one page, `page` of pages of `pageSize`,
   * `total` the lines of the whole range. Without it every line is here and the table pages them.
   */
  paging?: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
}

function show(value: ReportCell, isMoney: boolean | undefined): string {
  if (value === null || value === undefined) return '';
  return isMoney && typeof value === 'number' ? formatRupees(value) : String(value);
}

const PAGE_SIZE = 100;

/** A heading as the screen shows it: the CSV's heading in the language shown, where it has one. */
function headingIn(t: (id: keyof typeof reports) => string, header: string): string {
  const id = `reports.column.${header}`;
  return id in reports ? t(id as keyof typeof reports) : header;
}

/**
 * A date-range report: the same lines the CSV holds, money right-aligned, a total row at the foot.
 * Small type so a dozen columns fit a screen and a landscape page. A long report shows a page at a
 * time, asked of the server when `paging` is given (the date-range reports, whose Print first fetches
 * every line), else cut from the lines it holds, all of which it renders while printing.
 */
export function ReportTable({ label, columns, lines, totals, emptyMessage, paging }: ReportTableProps) {
  const t = useTexts(reports);
  const align = (column: ReportColumn | undefined) => (column?.isMoney ? 'right' : undefined);
  const [page, setPage] = useState(1);
  const isPrinting = usePrinting();
  // A new result starts at its first page (React's pattern for state that follows a prop).
  const [shownLines, setShownLines] = useState(lines);
  if (shownLines !== lines) {
    setShownLines(lines);
    setPage(1);
  }
  const size = paging?.pageSize ?? PAGE_SIZE;
  const total = paging?.total ?? lines.length;
  const current = paging?.page ?? page;
  const pages = Math.max(1, Math.ceil(total / size));
  const shown = paging || isPrinting ? lines : lines.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table
          striped
          withTableBorder
          withColumnBorders
          fz="xs"
          verticalSpacing={4}
          horizontalSpacing={6}
          aria-label={label}
          className="report-table"
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} ta={align(column)} style={{ whiteSpace: 'nowrap' }}>
                  {headingIn(t, column.header)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((line, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: report lines have no key of their own; the server fixes their order
              <Table.Tr key={row}>
                {line.map((value, i) => (
                  <Table.Td key={columns[i]?.header ?? i} ta={align(columns[i])}>
                    {show(value, columns[i]?.isMoney)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {lines.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="sm" size="sm">
                    {emptyMessage}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
          {totals && lines.length > 0 ? (
            <Table.Tfoot>
              <Table.Tr fw={700} className="total-row">
                {totals.map((value, i) => (
                  <Table.Td key={columns[i]?.header ?? i} ta={align(columns[i])}>
                    {show(value, columns[i]?.isMoney)}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <div className="no-print">
          <Pagination
            mt="sm"
            total={pages}
            value={current}
            onChange={paging?.onPage ?? setPage}
            aria-label={t('reports.pages')}
          />
          <Text size="xs" c="dimmed">
            {t('reports.linesOf', { first: (current - 1) * size + 1, last: Math.min(current * size, total), total })}
          </Text>
        </div>
      ) : null}
    </>
  );
}

/** True while the browser prints, from a Print button or from Ctrl+P. */
function usePrinting(): boolean {
  const [isPrinting, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return isPrinting;
}
