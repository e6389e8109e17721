/** The registered posters on the dashboard: P-### (the poster's number), board, title, author, category; edit and delete. */
import { displayId } from '@shared/format';
import { posterSorts } from '@shared/contracts/posters';
import { useDeletePoster } from '../api/delete-poster';
import { usePosterPage } from '../api/get-poster-page';
import type { AdminScope } from '../api/scope';
import { useDashboardT } from '../i18n/dashboard';
import { AdminTable, useCarefulBulkDelete, useCarefulRowDelete, useRowMenu } from './admin-table';
import { useListState } from './list-state';

export function PosterTable({ scope }: { scope: AdminScope }) {
  const { t } = useDashboardT();
  const state = useListState(posterSorts, 'number');
  const list = usePosterPage(state.query);
  const del = useDeletePoster();
  const rowDelete = useCarefulRowDelete(del, scope, 'posters', t, 'posters.');
  const rowMenu = useRowMenu();
  const bulk = useCarefulBulkDelete(scope, 'posters', t, 'posters.');
  const title = (total: number) => (
    <h2 id="posters-title" className="h-section">
      {t('posters.title')} <span className="muted small">{t('posters.count', { count: total })}</span>
    </h2>
  );
  return (
    <AdminTable
      heading={title}
      label={t('posters.title')}
      list={list}
      state={state}
      failed={t('posters.loadFailed')}
      bulk={bulk}
      empty={
        <section className="stack" aria-labelledby="posters-title">
          {title(0)}
          <p className="empty">{t('posters.empty')}</p>
        </section>
      }
      columns={[
        {
          header: t('posters.id'),
          cell: (p) => displayId('P', p.number),
          className: 'id-cell',
          sort: 'number',
        },
        { header: t('posters.board'), cell: (p) => p.board || '-', sort: 'board' },
        { header: t('posters.posterTitle'), cell: (p) => p.title, className: 'wide', sort: 'title' },
        { header: t('posters.author'), cell: (p) => p.author, sort: 'author' },
        {
          header: t('posters.category'),
          cell: (p) => p.category || '-',
          className: 'hide-sm',
          sort: 'category',
        },
      ]}
      actions={(p) => ({
        name: p.title,
        items: rowMenu({
          editTo: `/projects/${scope.slug}/admin/posters/${p.id}`,
          ...rowDelete(p.id, { title: p.title }),
        }),
      })}
    />
  );
}
