/** admin/posters: the poster spreadsheet upload, the images still to fetch and the paged poster table. */
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { ImageFetchNotice } from '../components/image-fetch-notice';
import { PosterTable } from '../components/poster-table';
import { PosterUpload } from '../components/poster-upload';
import { usePostersT } from '../i18n/posters';

export default function ProjectAdminPostersPage() {
  const { t } = usePostersT();
  const scope = useProjectAdminScope();
  return (
    <ProjectAdminPage title={t('pageTitle')}>
      <PosterUpload />
      <ImageFetchNotice slug={scope.slug} />
      <PosterTable scope={scope} />
    </ProjectAdminPage>
  );
}
