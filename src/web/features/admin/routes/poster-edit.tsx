import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { displayId } from '../../../../shared/format';
import { useConfirm } from '../../../components/ui/confirm';
import { notice } from '../../../components/ui/notices';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { failedWith } from '../../../lib/error-message';
import { deletePoster, usePoster } from '../api/posters';
import { useAdminScope, useRefreshProject } from '../api/scope';
import { AdminPage, LoadError } from '../components/admin-page';
import { PosterForm } from '../components/poster-form';
import { PosterAudio, PosterImages } from '../components/poster-media';
import { useLoadErrorNotice } from '../components/use-load-error';
import { usePosterEditT } from '../i18n/poster-edit';

/** /projects/:slug/admin/posters/:id: every field, the images and the audio of one poster. */
export default function PosterEditPage() {
  const { t } = usePosterEditT();
  const scope = useAdminScope();
  const id = Number(useParams().id);
  const q = usePoster(scope, id);
  const notFound =
    !Number.isInteger(id) || id <= 0 || (q.error instanceof ApiError && q.error.status === 404);
  useLoadErrorNotice(notFound ? null : q.error, t('loadFailed'));
  const confirm = useConfirm();
  const refresh = useRefreshProject();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const poster = q.data;

  async function remove() {
    if (!poster) return;
    if (
      !(await confirm({
        message: t('confirmDelete', { title: poster.title }),
        confirmLabel: t('common:delete'),
        danger: true,
      }))
    )
      return;
    setDeleting(true);
    try {
      await deletePoster(scope, poster.id);
      notice.success(t('deleted'));
      void refresh();
      navigate(`/projects/${scope.slug}/admin/dashboard`, { replace: true });
    } catch (err) {
      console.error(err);
      notice.error(failedWith(t('deleteFailed'), err));
      setDeleting(false);
    }
  }

  const title = poster ? `${t('title')} · ${displayId('P', poster.id)}` : t('title');
  return (
    <AdminPage title={title} slug={scope.slug}>
      {notFound ? (
        <p className="empty">{t('notFound')}</p>
      ) : q.isPending ? (
        <Spinner />
      ) : !poster ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : (
        <div className="edit-grid">
          <PosterForm
            key={poster.id}
            scope={scope}
            poster={poster}
            actions={
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => void remove()}
                disabled={deleting}
              >
                {t('delete')}
              </button>
            }
          />
          <div className="stack">
            <PosterImages scope={scope} poster={poster} />
            <PosterAudio scope={scope} poster={poster} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}
