import { useState } from 'react';

export interface Paging {
  page: number;
  pageSize: number;
  q: string;
  /** The `limit` and `offset` the server pages by. */
  limit: number;
  offset: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setQ: (q: string) => void;
}

/** The state of a server-paged list: a new filter or page size starts again at page 1. */
export function usePaging(initialPageSize = 20): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialPageSize);
  const [q, setFilter] = useState('');
  return {
    page,
    pageSize,
    q,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    setPage,
    setPageSize: (size) => {
      setSize(size);
      setPage(1);
    },
    setQ: (next) => {
      setFilter(next);
      setPage(1);
    },
  };
}
