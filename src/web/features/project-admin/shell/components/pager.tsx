/** Pages of 50 rows with previous and next, and the search box of the admin tables. */
import { useState } from 'react';
import { useAdminT } from '../i18n/project-admin';
import { pageOf, PAGE_SIZE, type PageSlice } from '../lib/table-tools';

/** Plain pages of 50 rows: a table of 1,000 judges or posters stays quick to render and to scan. */
export function usePaged<T>(items: T[], size = PAGE_SIZE): PageSlice<T> & { setPage: (p: number) => void } {
  const [page, setPage] = useState(1);
  return { ...pageOf(items, page, size), setPage };
}

export function Pager({ slice }: { slice: PageSlice<unknown> & { setPage: (p: number) => void } }) {
  const { t } = useAdminT();
  if (slice.total <= slice.rows.length && slice.page === 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => slice.setPage(slice.page - 1)}
        disabled={slice.page <= 1}
      >
        {t('pager.prev')}
      </button>
      <span className="small">
        {t('pager.page', { page: slice.page, pages: slice.pages })} ·{' '}
        {t('pager.range', { from: slice.from, to: slice.to, total: slice.total })}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => slice.setPage(slice.page + 1)}
        disabled={slice.page >= slice.pages}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  const { t } = useAdminT();
  return (
    <input
      type="search"
      className="input search-box"
      aria-label={label ?? t('search')}
      placeholder={t('searchPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
