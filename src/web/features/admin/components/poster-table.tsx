/** The registered posters on the dashboard: P-### (the poster's number), board, title, author, category; edit and delete. */
import { Link } from 'react-router';
import { displayId } from '../../../../shared/format';
import { useDeletePoster } from '../api/delete-poster';
import { usePosters } from '../api/get-posters';
import type { AdminScope } from '../api/scope';
import { useDashboardT } from '../i18n/dashboard';
import { AdminTable, RowActions, useCarefulRowDelete } from './admin-table';
import { QueryView } from './query-view';

export function PosterTable({ scope }: { scope: AdminScope }) {
  const { t } = useDashboardT();
  const q = usePosters();
  const del = useDeletePoster();
  const rowDelete = useCarefulRowDelete(del, scope, 'posters', t, 'posters.');
  const posters = q.data ?? [];
  const title = (
    <h2 id="posters-title" className="h-section">
      {t('posters.title')}{' '}
      <span className="muted small">{t('posters.count', { count: posters.length })}</span>
    </h2>
  );
  return (
    <QueryView queries={[q]} failed={t('posters.loadFailed')}>
      {() =>
        posters.length === 0 ? (
          <section className="stack" aria-labelledby="posters-title">
            {title}
            <p className="empty">{t('posters.empty')}</p>
          </section>
        ) : (
          <AdminTable
            heading={title}
            label={t('posters.title')}
            rows={posters}
            searchable={(p) => [
              displayId('P', p.number),
              p.board,
              p.title,
              p.author,
              p.category,
              p.affiliation,
            ]}
            columns={[
              { header: t('posters.id'), cell: (p) => displayId('P', p.number), className: 'id-cell' },
              { header: t('posters.board'), cell: (p) => p.board || '-' },
              { header: t('posters.posterTitle'), cell: (p) => p.title },
              { header: t('posters.author'), cell: (p) => p.author },
              { header: t('posters.category'), cell: (p) => p.category || '-', className: 'hide-sm' },
            ]}
            actions={(p) => (
              <RowActions
                editTo={
                  <Link
                    className="btn btn-sm"
                    to={`/projects/${scope.slug}/admin/posters/${p.id}`}
                    aria-label={t('posters.editLabel', { title: p.title })}
                  >
                    {t('common:edit')}
                  </Link>
                }
                {...rowDelete(p.id, { title: p.title })}
              />
            )}
          />
        )
      }
    </QueryView>
  );
}
