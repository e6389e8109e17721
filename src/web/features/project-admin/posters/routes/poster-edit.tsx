/** /projects/:slug/admin/posters/:id: every field, the images and the audio of one poster. */
import { useNavigate, useParams } from 'react-router';
import { displayId } from '@shared/format';
import { useCarefulDelete } from '@web/components/ui/notices/mutation-notices';
import { ApiError } from '@web/lib/api';
import { useDeletePoster } from '../api/delete-poster';
import { getDeletePreview } from '@web/features/project-admin/shell/api/careful-delete';
import { usePoster } from '../api/get-poster';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { PosterForm } from '../components/poster-form';
import { PosterAudio } from '../components/poster-audio';
import { PosterImages } from '../components/poster-images';
import { PosterImageFetches } from '../components/image-fetch-notice';
import { DeepZoomViewer } from '@web/components/ui/poster/deep-zoom-viewer';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { usePosterEditT } from '../i18n/poster-edit';
import { paths } from '@web/lib/paths';
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { CardSection } from '@web/components/ui/layout/card-section';
import { AsyncButton } from '@web/components/ui/forms/async-button';

export default function PosterEditPage() {
  const { t } = usePosterEditT();
  const scope = useProjectAdminScope();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const q = usePoster(id);
  const del = useDeletePoster();
  const remove = useCarefulDelete(del);
  const notFound =
    !Number.isInteger(id) || id <= 0 || (q.error instanceof ApiError && q.error.status === 404);
  const poster = q.data;

  async function onDelete() {
    if (!poster) return;
    const gone = await remove({ id: poster.id }, () => getDeletePreview(scope, 'posters', poster.id), {
      title: t('delete'),
      message: t('confirmDelete', { title: poster.title }),
      confirmLabel: t('common:delete'),
      done: t('deleted'),
      failed: t('deleteFailed'),
    });
    if (gone) navigate(paths.projectAdmin.posters(scope.slug), { replace: true });
  }

  const title = poster ? `${t('title')} · ${displayId('P', poster.number)}` : t('title');
  return (
    <ProjectAdminPage title={title}>
      {notFound ? (
        <EmptyState>{t('notFound')}</EmptyState>
      ) : (
        <QueryView queries={[q]} failed={t('loadFailed')}>
          {() =>
            poster ? (
              <div className="edit-grid">
                <PosterForm
                  key={poster.id}
                  poster={poster}
                  actions={
                    <AsyncButton className="btn btn-danger" busy={del.isPending} run={onDelete}>
                      {t('delete')}
                    </AsyncButton>
                  }
                />
                <div className="stack">
                  {poster.pages.length > 0 ? (
                    <CardSection id="poster-file-title" title={t('file')}>
                      <DeepZoomViewer pages={poster.pages} title={poster.title} />
                    </CardSection>
                  ) : null}
                  <PosterImages poster={poster} />
                  <PosterImageFetches posterId={poster.id} />
                  <PosterAudio poster={poster} />
                </div>
              </div>
            ) : null
          }
        </QueryView>
      )}
    </ProjectAdminPage>
  );
}
