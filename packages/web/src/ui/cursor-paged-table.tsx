import { Button, Group } from '@mantine/core';
import { useEffect } from 'react';
import { useTexts } from '../i18n/catalogue';
import { lists } from '../i18n/screens/lists.en';
import { ListFrame, type ListFrameProps } from './list-frame';
import type { CursorPaging } from './use-cursor-paging';

interface CursorPagedTableProps<T> extends ListFrameProps<T> {
  paging: CursorPaging;
  /** Whether the list goes on after this page, and before it, as the server says. */
  more: boolean;
  earlier: boolean;
  /** The number of rows in the whole list, counted apart; undefined while it is counted. */
  total: number | undefined;
  /**
   * Whether the rows are the server's answer for this very page, not the page before it kept on
   * screen while this one loads, nor nothing because this one failed.
   */
  answered: boolean;
}

/**
 * A long list paged by the server from one row to the next (First, Previous, Next): a page deep in
 * the list loads as quickly as the first.
 */
export function CursorPagedTable<T>({ paging, more, earlier, total, answered, ...frame }: CursorPagedTableProps<T>) {
  const { data, getRowId } = frame;
  const firstKey = data[0] === undefined ? undefined : getRowId(data[0]);
  const lastKey = data.at(-1) === undefined ? undefined : getRowId(data.at(-1) as T);
  const t = useTexts(lists);
  const onFirstPage = paging.after === undefined && paging.before === undefined;

  // Back at the list's start by Previous, or left on an emptied page after a delete: the first page.
  // Only the page's own answer decides: a failed page keeps its message on screen, and First page.
  const { first } = paging;
  useEffect(() => {
    if (!answered || onFirstPage) return;
    if (!earlier || data.length === 0) first();
  }, [answered, onFirstPage, earlier, data.length, first]);

  const from = data.length === 0 ? 0 : paging.start + 1;
  const to = paging.start + data.length;
  const range =
    total === undefined ? `${from}–${to}` : t('lists.rangeOf', { from, to, total: total.toLocaleString('en-IN') });
  return (
    <ListFrame
      {...frame}
      q={paging.q}
      setQ={paging.setQ}
      pageSize={paging.pageSize}
      setPageSize={paging.setPageSize}
      range={range}
      pager={
        <Group gap="xs">
          <Button variant="default" size="compact-sm" disabled={onFirstPage} onClick={first}>
            {t('lists.firstPage')}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            disabled={!earlier || firstKey === undefined}
            onClick={() => firstKey && paging.previous(firstKey)}
          >
            {t('lists.previousPage')}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            disabled={!more || lastKey === undefined}
            onClick={() => lastKey && paging.next(lastKey)}
          >
            {t('lists.nextPage')}
          </Button>
        </Group>
      }
    />
  );
}
