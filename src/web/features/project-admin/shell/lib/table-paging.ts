/** The organiser's tables' pages and text filter, as pure helpers (tested in table-paging.test.ts). */

export const PAGE_SIZE = 50;

/** Case-insensitive match of every word of the query against the given texts of a row. */
export function matches(query: string, texts: Array<string | number | null | undefined>): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = texts
    .filter((v) => v !== null && v !== undefined)
    .join(' ')
    .toLowerCase();
  return words.every((w) => hay.includes(w));
}

export type PageSlice<T> = {
  rows: T[];
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
};

/** One page of rows; a page past the end (after a delete or a new filter) falls back to the last page. */
export function pageOf<T>(items: T[], page: number, size = PAGE_SIZE): PageSlice<T> {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const p = Math.min(Math.max(1, page), pages);
  const start = (p - 1) * size;
  const rows = items.slice(start, start + size);
  return { rows, page: p, pages, from: total === 0 ? 0 : start + 1, to: start + rows.length, total };
}

/** The pager's view of a page the server answered: its rows, which of how many pages, rows from-to of total. */
export function serverSlice<T>(p: {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}): PageSlice<T> {
  const pages = Math.max(1, Math.ceil(p.total / p.page_size));
  const start = (p.page - 1) * p.page_size;
  return {
    rows: p.items,
    page: p.page,
    pages,
    from: p.items.length === 0 ? 0 : start + 1,
    to: start + p.items.length,
    total: p.total,
  };
}
