/** /projects/:slug/admin/image-fetches: images a poster sheet named by URL that are not fetched yet, with retries. */
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useImageFetches } from '../api/image-fetches';
import { ImageFetchTable, RetryAllButton } from '../components/image-fetch-table';
import { useImageFetchesT } from '../i18n/image-fetches';
import { EmptyState } from '@web/components/ui/layout/empty-state';

export default function ImageFetchesPage() {
  const { t } = useImageFetchesT();
  const q = useImageFetches();
  const items = q.data?.items ?? [];
  return (
    <ProjectAdminPage title={t('title')} actions={items.length > 0 ? <RetryAllButton /> : null}>
      <p className="muted">{t('hint')}</p>
      <QueryView queries={[q]} failed={t('loadFailed')}>
        {() =>
          items.length === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            <ImageFetchTable items={items} withPoster />
          )
        }
      </QueryView>
    </ProjectAdminPage>
  );
}
