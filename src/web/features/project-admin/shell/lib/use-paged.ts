import { useState } from 'react';
import { pageOf, PAGE_SIZE, type PageSlice } from './table-paging';

/** Plain pages of 50 rows: a table of 1,000 judges or posters stays quick to render and to scan. */
export function usePaged<T>(items: T[], size = PAGE_SIZE): PageSlice<T> & { setPage: (p: number) => void } {
  const [page, setPage] = useState(1);
  return { ...pageOf(items, page, size), setPage };
}
