import { Pagination } from '@mantine/core';
import { useEffect } from 'react';
import { useTexts } from '../i18n/catalogue';
import { lists } from '../i18n/screens/lists.en';
import { ListFrame, type ListFrameProps } from './list-frame';
import type { Paging } from './use-paging';

interface PagedTableProps<T> extends ListFrameProps<T> {
  paging: Paging;
  /** The number of rows on every page together, as the server counts them. */
  total: number;
}

/**
 * A list paged by the server (limit and offset), so it stays quick with tens of thousands of rows:
 * only one page is ever fetched and drawn.
 */
export function PagedTable<T>({ paging, total, ...frame }: PagedTableProps<T>) {
  const pages = Math.max(1, Math.ceil(total / paging.pageSize));
  const first = total === 0 ? 0 : paging.offset + 1;
  const last = Math.min(paging.offset + frame.data.length, total);

  // After a delete or a narrower filter the current page may lie past the end: show the last one instead.
  const t = useTexts(lists);
  const { page, setPage } = paging;
  const { isFetching } = frame;
  useEffect(() => {
    if (!isFetching && page > pages) setPage(pages);
  }, [isFetching, page, pages, setPage]);

  return (
    <ListFrame
      {...frame}
      q={paging.q}
      setQ={paging.setQ}
      pageSize={paging.pageSize}
      setPageSize={paging.setPageSize}
      range={t('lists.rangeOf', { from: first, to: last, total: total.toLocaleString('en-IN') })}
      pager={
        <Pagination
          total={pages}
          value={Math.min(paging.page, pages)}
          onChange={paging.setPage}
          withEdges
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': t(`lists.control.${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('lists.page', { page }) })}
        />
      }
    />
  );
}
