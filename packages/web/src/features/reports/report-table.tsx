import { Pagination, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const PAGE_SIZE = 100;

export type Line = (string | number)[];

interface ReportTableProps {
  caption: string;
  columns: readonly string[];
  lines: readonly Line[];
  /** The last row: label and the values under some columns, by column index. */
  total?: { label: string; cells: Record<number, string> };
  /** How each cell shows on screen (money in rupees), by column index. */
  format?: Record<number, (value: string | number) => string>;
}

/**
 * A long report on screen a page at a time, so a year of a large trust opens at once; printing
 * always renders every line, so paper and screen never disagree about what the filter holds.
 */
export function ReportTable({ caption, columns, lines, total, format = {} }: ReportTableProps) {
  const [page, setPage] = useState(1);
  const isPrinting = usePrinting();
  // A new result starts at its first page (React's pattern for state that follows a prop).
  const [shownLines, setShownLines] = useState(lines);
  if (shownLines !== lines) {
    setShownLines(lines);
    setPage(1);
  }
  const pages = Math.max(1, Math.ceil(lines.length / PAGE_SIZE));
  const shown = isPrinting ? lines : lines.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const show = (value: string | number, index: number) => (format[index] ? format[index](value) : String(value));

  return (
    <>
      <Table
        striped
        withTableBorder
        withColumnBorders
        stickyHeader
        verticalSpacing={4}
        fz="sm"
        className="report-table"
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((line, i) => (
            // Lines have no key of their own; their position in the report is stable for a given result.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={i}>
              {line.map((value, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <Table.Td key={j}>{show(value, j)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total ? (
          <Table.Tfoot>
            <Table.Tr>
              {columns.map((c, j) => (
                <Table.Th key={c}>{j === 0 ? total.label : (total.cells[j] ?? '')}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
      {pages > 1 ? (
        <div className="no-print">
          <Pagination mt="sm" total={pages} value={page} onChange={setPage} aria-label="Report pages" />
          <Text size="xs" c="dimmed">
            Lines {(page - 1) * PAGE_SIZE + 1}–{Math.min(page * PAGE_SIZE, lines.length)} of {lines.length}; printing
            and the CSV include every line.
          </Text>
        </div>
      ) : null}
    </>
  );
}

/** True while the browser prints, from the Print button or from Ctrl+P. */
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
