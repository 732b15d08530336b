import { useCallback, useState } from 'react';

export interface CursorPaging {
  pageSize: number;
  q: string;
  /** The page after or before a row's key; neither on the first page. */
  after?: string;
  before?: string;
  /** The position of the page's first row in the whole list, counted from 0. */
  start: number;
  next: (lastKey: string) => void;
  previous: (firstKey: string) => void;
  first: () => void;
  setPageSize: (size: number) => void;
  setQ: (q: string) => void;
}

/**
 * The state of a list paged by the server from a row to the next (see GET members): Next and
 * Previous move a page at a time; a new filter or page size starts again at the first page.
 */
export function useCursorPaging(initialPageSize = 50): CursorPaging {
  const [pageSize, setSize] = useState(initialPageSize);
  const [q, setFilter] = useState('');
  const [place, setPlace] = useState<{ after?: string; before?: string; start: number }>({ start: 0 });
  const first = useCallback(() => setPlace({ start: 0 }), []);
  return {
    pageSize,
    q,
    ...place,
    next: (lastKey) => setPlace({ after: lastKey, start: place.start + pageSize }),
    previous: (firstKey) => setPlace({ before: firstKey, start: Math.max(0, place.start - pageSize) }),
    first,
    setPageSize: (size) => {
      setSize(size);
      first();
    },
    setQ: (next) => {
      setFilter(next);
      first();
    },
  };
}
