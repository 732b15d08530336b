import { Button, Group } from '@mantine/core';
import { useEffect } from 'react';
import { ListFrame, type ListFrameProps } from './list-frame';
import type { CursorPaging } from './use-cursor-paging';

interface CursorPagedTableProps<T> extends ListFrameProps<T> {
  paging: CursorPaging;
  /** Whether the list goes on after this page, and before it, as the server says. */
  more: boolean;
  earlier: boolean;
  /** The number of rows in the whole list, counted apart; undefined while it is counted. */
  total: number | undefined;
}

/**
 * A long list paged by the server from one row to the next (First, Previous, Next): a page deep in
 * the list loads as quickly as the first.
 */
export function CursorPagedTable<T>({ paging, more, earlier, total, ...frame }: CursorPagedTableProps<T>) {
  const { data, getRowId, isFetching } = frame;
  const firstKey = data[0] === undefined ? undefined : getRowId(data[0]);
  const lastKey = data.at(-1) === undefined ? undefined : getRowId(data.at(-1) as T);
  const onFirstPage = paging.after === undefined && paging.before === undefined;

  // Back at the list's start by Previous, or left on an emptied page after a delete: the first page.
  const { first } = paging;
  useEffect(() => {
    if (isFetching || onFirstPage) return;
    if (!earlier || data.length === 0) first();
  }, [isFetching, onFirstPage, earlier, data.length, first]);

  const from = data.length === 0 ? 0 : paging.start + 1;
  const to = paging.start + data.length;
  const of = total === undefined ? '' : ` of ${total.toLocaleString('en-IN')}`;
  return (
    <ListFrame
      {...frame}
      q={paging.q}
      setQ={paging.setQ}
      pageSize={paging.pageSize}
      setPageSize={paging.setPageSize}
      range={`${from}–${to}${of}`}
      pager={
        <Group gap="xs">
          <Button variant="default" size="compact-sm" disabled={onFirstPage} onClick={first}>
            First page
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            disabled={!earlier || firstKey === undefined}
            onClick={() => firstKey && paging.previous(firstKey)}
          >
            Previous page
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            disabled={!more || lastKey === undefined}
            onClick={() => lastKey && paging.next(lastKey)}
          >
            Next page
          </Button>
        </Group>
      }
    />
  );
}
