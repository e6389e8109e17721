/** The registered posters on the posters page: P-### (the poster's number), board, title, author, category; edit and delete. */
import { posterSorts } from '@shared/contracts/posters';
import { useDeletePoster } from '../api/delete-poster';
import { usePosterPage } from '../api/get-poster-page';
import type { ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { usePostersT } from '../i18n/posters';
import { ProjectAdminTable } from '@web/features/project-admin/shell/components/project-admin-table';
import { useCarefulBulkDelete, useCarefulRowDelete } from '@web/features/project-admin/shell/lib/row-delete';
import { useRowMenu } from '@web/features/project-admin/shell/lib/use-row-menu';
import { useSearchParams } from 'react-router';
import { useListState } from '@web/features/project-admin/shell/lib/use-list-state';
import { paths } from '@web/lib/paths';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { PosterThumb } from '@web/components/ui/poster/poster-thumb';
import { EmptyState } from '@web/components/ui/layout/empty-state';

/** The picture's box in a row (project-admin.css .poster-row-thumb). */
const ROW_BOX = { width: 48, height: 68 };

export function PosterTable({ scope }: { scope: ProjectAdminScope }) {
  const { t } = usePostersT();
  const state = useListState(posterSorts, 'number');
  const [address] = useSearchParams();
  // A search without a chosen order comes ranked: a title hit first, the file's text last (decision 091).
  const ranked = !!state.query.q && !address.get('sort');
  const list = usePosterPage(ranked ? { ...state.query, sort: undefined } : state.query);
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
          <EmptyState>{t('empty')}</EmptyState>
        </section>
      }
      columns={[
        {
          header: t('id'),
          cell: (p) => <PosterNumber number={p.number} />,
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
        {
          header: t('picture'),
          // The server's picture: its first image, else its approved file's first page (decision 066). Last, so
          // the columns before it keep their places.
          cell: (p) => (
            <span className="poster-row-thumb">
              {p.picture ? <PosterThumb image={p.picture} alt="" box={ROW_BOX} /> : '-'}
            </span>
          ),
          className: 'hide-sm',
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
