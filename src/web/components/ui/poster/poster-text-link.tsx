/** The way from wherever a poster opens to the poster read as text (decision 092), for a screen reader first. */
import { Link } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { paths } from '@web/lib/paths';
import { usePosterWordsT } from './poster-words';

export function PosterTextLink({ posterId, className = 'btn' }: { posterId: number; className?: string }) {
  const { t } = usePosterWordsT();
  const { slug } = useProject();
  return (
    <Link className={className} to={paths.posterText(slug, posterId)}>
      {t('readAsText')}
    </Link>
  );
}
