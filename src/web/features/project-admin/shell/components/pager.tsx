/** Previous and next under a table of pages, with which page and rows of how many. */
import { useProjectAdminT } from '../i18n/project-admin';
import type { PageSlice } from '../lib/table-paging';

export function Pager({ slice }: { slice: PageSlice<unknown> & { setPage: (p: number) => void } }) {
  const { t } = useProjectAdminT();
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
