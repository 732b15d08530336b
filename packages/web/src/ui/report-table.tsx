import { Table, Text } from '@mantine/core';
import { formatRupees } from '@trust/contract/receipt';

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
}

function show(value: ReportCell, isMoney: boolean | undefined): string {
  if (value === null || value === undefined) return '';
  return isMoney && typeof value === 'number' ? formatRupees(value) : String(value);
}

/**
 * A date-range report: the same lines the CSV holds, money right-aligned, a total row at the foot.
 * Small type so a dozen columns fit a screen and a landscape page.
 */
export function ReportTable({ label, columns, lines, totals, emptyMessage }: ReportTableProps) {
  const align = (column: ReportColumn | undefined) => (column?.isMoney ? 'right' : undefined);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        withTableBorder
        withColumnBorders
        fz="xs"
        verticalSpacing={4}
        horizontalSpacing={6}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={align(column)} style={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, row) => (
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
  );
}
