/** The registered posters on the posters page: P-### (the poster's number), board, title, author, category; edit and delete. */
import { displayId } from '@shared/format';
import { posterSorts } from '@shared/contracts/posters';
import { useDeletePoster } from '../api/delete-poster';
import { usePosterPage } from '../api/get-poster-page';
import type { ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { usePostersT } from '../i18n/posters';
import { ProjectAdminTable } from '@web/features/project-admin/shell/components/project-admin-table';
import { useCarefulBulkDelete, useCarefulRowDelete } from '@web/features/project-admin/shell/lib/row-delete';
import { useRowMenu } from '@web/features/project-admin/shell/lib/use-row-menu';
import { useListState } from '@web/features/project-admin/shell/lib/use-list-state';
import { paths } from '@web/lib/paths';

export function PosterTable({ scope }: { scope: ProjectAdminScope }) {
  const { t } = usePostersT();
  const state = useListState(posterSorts, 'number');
  const list = usePosterPage(state.query);
  const del = useDeletePoster();
  const rowDelete = useCarefulRowDelete(del, scope, 'posters', t);
  const rowMenu = useRowMenu();
  const bulk = useCarefulBulkDelete(scope, 'posters', t);
  const title = (total: number) => (
    <h2 id="posters-title" className="h-section">
      {t('title')} <span className="muted small">{t('count', { count: total })}</span>
    </h2>
  );
  return (
    <ProjectAdminTable
      heading={title}
      label={t('title')}
      list={list}
      state={state}
      failed={t('loadFailed')}
      bulk={bulk}
      empty={
        <section className="stack" aria-labelledby="posters-title">
          {title(0)}
          <p className="empty">{t('empty')}</p>
        </section>
      }
      columns={[
        {
          header: t('id'),
          cell: (p) => displayId('P', p.number),
          className: 'id-cell',
          sort: 'number',
        },
        { header: t('board'), cell: (p) => p.board || '-', sort: 'board' },
        { header: t('session'), cell: (p) => p.session?.name ?? '-', className: 'hide-sm' },
        { header: t('posterTitle'), cell: (p) => p.title, className: 'wide', sort: 'title' },
        { header: t('author'), cell: (p) => p.author, sort: 'author' },
        {
          header: t('category'),
          cell: (p) => p.category || '-',
          className: 'hide-sm',
          sort: 'category',
        },
      ]}
      actions={(p) => ({
        name: p.title,
        items: rowMenu({
          editTo: paths.projectAdmin.poster(scope.slug, p.id),
          ...rowDelete(p.id, { title: p.title }),
        }),
      })}
    />
  );
}
