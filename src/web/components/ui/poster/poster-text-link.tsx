/** The way from wherever a poster opens to the poster read as text (decision 092), for a screen reader first. */
import { Link } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { paths } from '@web/lib/paths';
import { usePosterWordsT } from './poster-words';

/** `to`: another page of it (the kiosk's, in its frame); else the poster's text page. */
export function PosterTextLink({
  posterId,
  className = 'btn',
  to,
}: {
  posterId: number;
  className?: string;
  to?: string;
}) {
  const { t } = usePosterWordsT();
  const { slug } = useProject();
  return (
    <Link className={className} to={to ?? paths.posterText(slug, posterId)}>
      {t('readAsText')}
    </Link>
  );
}
