/**
 * A server-paged list's state in the page's address (?page=3&q=별&sort=title&dir=desc), so Back returns to the
 * same page, search and order, and a link to it shows what the organiser saw (decision 026).
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE, type SortDir } from '@shared/paging';

/** What the list asks the server for. */
export type ListQuery<K extends string> = {
  page: number;
  page_size: number;
  q?: string;
  sort: K;
  dir: SortDir;
};

export type ListState<K extends string> = {
  query: ListQuery<K>;
  /** The search box's text, ahead of the address while the person types. */
  search: string;
  setSearch: (text: string) => void;
  setPage: (page: number) => void;
  /** Sort by a column: again on the same column turns the direction round. */
  sortBy: (key: K) => void;
};

/** How long typing pauses before the search is asked for (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 250;

export function useListState<const K extends string>(sorts: readonly K[], defaultSort: K): ListState<K> {
  const [params, setParams] = useSearchParams();
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const q = (params.get('q') ?? '').trim();
  const sortParam = params.get('sort') as K | null;
  const sort = sortParam && sorts.includes(sortParam) ? sortParam : defaultSort;
  const dir: SortDir = params.get('dir') === 'desc' ? 'desc' : 'asc';

  const change = useCallback(
    (set: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(set)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  // The box follows the address when it changes from outside (Back, a link); typing updates the address after a pause.
  const [search, setSearchText] = useState(q);
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    if (typed === null) setSearchText(q);
  }, [q, typed]);
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => {
      change({ q: typed.trim() || null, page: null }, true);
      setTyped(null);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, change]);

  return {
    query: { page, page_size: PAGE_SIZE, q: q || undefined, sort, dir },
    search,
    setSearch: (text) => {
      setSearchText(text);
      setTyped(text);
    },
    setPage: (p) => change({ page: p > 1 ? String(p) : null }),
    sortBy: (key) => {
      const nextDir = key === sort && dir === 'asc' ? 'desc' : 'asc';
      change({
        sort: key === defaultSort && nextDir === 'asc' ? null : key,
        dir: nextDir === 'desc' ? 'desc' : null,
        page: null,
      });
    },
  };
}

/**
 * A page past the end (the last row of the last page deleted, an old link, Back after deletes): goes to the last
 * page once the server's answer for this page is in.
 */
export function usePageInRange(
  list: {
    data?: { items: unknown[]; total: number; page: number; page_size: number };
    isPlaceholderData: boolean;
  },
  setPage: (page: number) => void,
): void {
  const data = list.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && data.page > lastPage) setPage(lastPage);
  }, [data, list.isPlaceholderData, lastPage, setPage]);
}
