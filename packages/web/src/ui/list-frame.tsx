import { Alert, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { lists } from '../i18n/screens/lists.en';
import { DataTable } from './data-table';

const PAGE_SIZES = ['10', '20', '50', '100'];

export interface ListFrameProps<T> {
  label: string;
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  /** The current page's rows, as the server sent them. */
  data: T[];
  isFetching: boolean;
  error: string | null;
  emptyMessage: string;
  /** A filter box, when the server can filter this list. */
  filterPlaceholder?: string;
}

interface FrameProps<T> extends ListFrameProps<T> {
  q: string;
  setQ: (q: string) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  /** Which rows of how many the page shows, e.g. "51–100 of 1,204". */
  range: string;
  /** The controls that move between pages. */
  pager: ReactNode;
}

/** What every list paged by the server shows: its filter, the range shown, rows per page, the rows, the pager. */
export function ListFrame<T>({
  label,
  columns,
  getRowId,
  data,
  isFetching,
  error,
  emptyMessage,
  filterPlaceholder,
  q,
  setQ,
  pageSize,
  setPageSize,
  range,
  pager,
}: FrameProps<T>) {
  const t = useTexts(lists);
  const tc = useTexts(common);
  const [filter, setFilter] = useState(q);
  const applyFilter = useDebouncedCallback((value: string) => setQ(value.trim()), 300);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        {filterPlaceholder ? (
          <TextInput
            aria-label={t('lists.filter')}
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
          {isFetching ? <Loader size="xs" aria-label={tc('common.loading')} /> : null}
          <Text size="sm" c="dimmed">
            {range}
          </Text>
          <NativeSelect
            aria-label={t('lists.rowsPerPage')}
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(event) => setPageSize(Number(event.currentTarget.value))}
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
        // A page that failed is empty for the reason above, not for want of a match.
        emptyMessage={isFetching || error ? undefined : emptyMessage}
      />
      <Group justify="center">{pager}</Group>
    </Stack>
  );
}
