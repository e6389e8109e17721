import { useState } from 'react';
import { Link } from 'react-router';
import type { Poster } from '../../../../shared/contracts/posters';
import { displayId } from '../../../../shared/format';
import { useConfirm } from '../../../components/ui/confirm';
import { notice } from '../../../components/ui/notices';
import { Spinner } from '../../../components/ui/spinner';
import { failedWith } from '../../../lib/error-message';
import { deletePoster, usePosters } from '../api/posters';
import { useRefreshProject, type AdminScope } from '../api/scope';
import { useDashboardT } from '../i18n/dashboard';
import { LoadError } from './admin-page';
import { Pager, SearchBox, usePaged } from './pager';
import { matches } from './table-tools';
import { useLoadErrorNotice } from './use-load-error';

/** The registered posters: P-###, title, author, category; edit page and delete. Pages of 50 with a filter. */
export function PosterTable({ scope }: { scope: AdminScope }) {
  const { t } = useDashboardT();
  const q = usePosters(scope);
  const [filter, setFilter] = useState('');
  useLoadErrorNotice(q.error, t('posters.loadFailed'));
  const posters = q.data ?? [];
  const shown = filter
    ? posters.filter((p) =>
        matches(filter, [displayId('P', p.id), p.title, p.author, p.category, p.affiliation]),
      )
    : posters;
  const slice = usePaged(shown);

  return (
    <section className="stack" aria-labelledby="posters-title">
      <div className="table-tools">
        <h2 id="posters-title" className="h-section">
          {t('posters.title')}{' '}
          <span className="muted small">{t('posters.count', { count: posters.length })}</span>
        </h2>
        {posters.length > 0 ? (
          <SearchBox
            value={filter}
            onChange={(v) => {
              setFilter(v);
              slice.setPage(1);
            }}
          />
        ) : null}
      </div>
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : posters.length === 0 ? (
        <p className="empty">{t('posters.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="empty">{t('admin:noMatch')}</p>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('posters.id')}</th>
                  <th scope="col">{t('posters.posterTitle')}</th>
                  <th scope="col">{t('posters.author')}</th>
                  <th scope="col" className="hide-sm">
                    {t('posters.category')}
                  </th>
                  <th scope="col">{t('common:actions')}</th>
                </tr>
              </thead>
              <tbody>
                {slice.rows.map((p) => (
                  <PosterRow key={p.id} poster={p} scope={scope} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager slice={slice} />
        </>
      )}
    </section>
  );
}

function PosterRow({ poster: p, scope }: { poster: Poster; scope: AdminScope }) {
  const { t } = useDashboardT();
  const confirm = useConfirm();
  const refresh = useRefreshProject();
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (
      !(await confirm({
        message: t('posters.confirmDelete', { title: p.title }),
        confirmLabel: t('common:delete'),
        danger: true,
      }))
    )
      return;
    setBusy(true);
    try {
      await deletePoster(scope, p.id);
      notice.success(t('posters.deleted'));
      await refresh();
    } catch (err) {
      console.error(err);
      notice.error(failedWith(t('posters.deleteFailed'), err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr>
      <td className="id-cell">{displayId('P', p.id)}</td>
      <td>{p.title}</td>
      <td>{p.author}</td>
      <td className="hide-sm">{p.category || '-'}</td>
      <td className="actions">
        <Link
          className="btn btn-sm"
          to={`/projects/${scope.slug}/admin/posters/${p.id}`}
          aria-label={t('posters.editLabel', { title: p.title })}
        >
          {t('common:edit')}
        </Link>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          onClick={remove}
          disabled={busy}
          aria-label={t('posters.deleteLabel', { title: p.title })}
        >
          {t('common:delete')}
        </button>
      </td>
    </tr>
  );
}
