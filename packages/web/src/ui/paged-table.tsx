import { Alert, Group, Loader, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { DataTable } from './data-table';
import type { Paging } from './use-paging';

const PAGE_SIZES = ['10', '20', '50', '100'];

interface PagedTableProps<T> {
  label: string;
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  paging: Paging;
  /** The current page's rows and the number of rows on every page together, as the server counts them. */
  data: T[];
  total: number;
  isFetching: boolean;
  error: string | null;
  emptyMessage: string;
  /** A filter box, when the server can filter this list. */
  filterPlaceholder?: string;
}

/**
 * A list paged by the server (limit and offset), so it stays quick with tens of thousands of rows:
 * only one page is ever fetched and drawn.
 */
export function PagedTable<T>({
  label,
  columns,
  getRowId,
  paging,
  data,
  total,
  isFetching,
  error,
  emptyMessage,
  filterPlaceholder,
}: PagedTableProps<T>) {
  const [filter, setFilter] = useState(paging.q);
  const applyFilter = useDebouncedCallback((value: string) => paging.setQ(value.trim()), 300);
  const pages = Math.max(1, Math.ceil(total / paging.pageSize));
  const first = total === 0 ? 0 : paging.offset + 1;
  const last = Math.min(paging.offset + data.length, total);

  // After a delete or a narrower filter the current page may lie past the end: show the last one instead.
  const { page, setPage } = paging;
  useEffect(() => {
    if (!isFetching && page > pages) setPage(pages);
  }, [isFetching, page, pages, setPage]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        {filterPlaceholder ? (
          <TextInput
            aria-label="Filter"
            placeholder={filterPlaceholder}
            value={filter}
            onChange={(event) => {
              setFilter(event.currentTarget.value);
              applyFilter(event.currentTarget.value);
            }}
            w={360}
          />
        ) : (
          <span />
        )}
        <Group gap="xs">
          {isFetching ? <Loader size="xs" aria-label="Loading" /> : null}
          <Text size="sm" c="dimmed">
            {first}–{last} of {total.toLocaleString('en-IN')}
          </Text>
          <NativeSelect
            aria-label="Rows per page"
            data={PAGE_SIZES}
            value={String(paging.pageSize)}
            onChange={(event) => paging.setPageSize(Number(event.currentTarget.value))}
            size="xs"
          />
        </Group>
      </Group>
      {error ? (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      ) : null}
      <DataTable
        label={label}
        columns={columns}
        data={data}
        getRowId={getRowId}
        emptyMessage={isFetching ? undefined : emptyMessage}
      />
      <Group justify="center">
        <Pagination
          total={pages}
          value={Math.min(paging.page, pages)}
          onChange={paging.setPage}
          withEdges
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      </Group>
    </Stack>
  );
}
