/**
 * Where the organiser looks at posters: a line saying how many images are not fetched yet, linking to their list
 * (nothing when there are none); and on a poster's page, that poster's own.
 */
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { useImageFetches } from '../api/image-fetches';
import { useImageFetchesT } from '../i18n/image-fetches';
import { ImageFetchTable } from './image-fetch-table';
import { CardSection } from '@web/components/ui/layout/card-section';

export function ImageFetchNotice({ slug }: { slug: string }) {
  const { t } = useImageFetchesT();
  const count = useImageFetches().data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="card row-between" role="status" data-testid="image-fetch-notice">
      <span>{t('notice', { count })}</span>
      <Link to={paths.projectAdmin.imageFetches(slug)}>{t('noticeLink')}</Link>
    </p>
  );
}

export function PosterImageFetches({ posterId }: { posterId: number }) {
  const { t } = useImageFetchesT();
  const items = useImageFetches(posterId).data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <CardSection id="image-fetches-title" title={t('onPoster')}>
      <ImageFetchTable items={items} withPoster={false} />
    </CardSection>
  );
}
