import { Table, Text } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';

interface DataTableProps<T> {
  data: T[];
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  /** Read by screen readers and by tests: the table's name. */
  label: string;
  /** Shown in place of the rows when there are none. */
  emptyMessage?: string;
  /** A row's fate (PAID, VOID, RESET), as `data-status`: a void row is struck out (styles.css). */
  rowStatus?: (row: T) => string | undefined;
}

/** The one table of the app: headers as the trust writes them, striped rows, scrolls sideways on narrow screens. */
export function DataTable<T>({ data, columns, getRowId, label, emptyMessage, rowStatus }: DataTableProps<T>) {
  // Paging, when there is any, happens on the server: the table renders exactly the rows it is given.
  const table = useReactTable({ data, columns, getRowId, getCoreRowModel: getCoreRowModel() });

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} style={{ whiteSpace: 'nowrap' }}>
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} data-status={rowStatus?.(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id} data-column={cell.column.id}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {data.length === 0 && emptyMessage ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="sm">
                  {emptyMessage}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
