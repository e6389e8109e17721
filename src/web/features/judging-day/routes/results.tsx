/**
 * user/results: what the organiser published, shown only once published, in the published scope (decision 064):
 * the winners of each category without scores, the ranking without scores, or the ranking with the score of the
 * organiser's chosen method (raw average or normalized).
 */
import { Link } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { usePublishedResults } from '../api/get-published-results';
import { useJudgingDayPagesT } from '../i18n/judging-day';
import { paths } from '@web/lib/paths';
import { PublishedRanking } from '../components/published-ranking';
import { PublishedWinners } from '../components/published-winners';

export default function ParticipantResultsPage() {
  const { t } = useJudgingDayPagesT();
  const project = useProject();
  const published = project.phase === 'published';
  const q = usePublishedResults(project.id, published);
  const scope = q.data?.[0]?.scope;
  return (
    <ProjectPage title={t(scope === 'winners' ? 'results.winnersTitle' : 'results.title')}>
      <div className="container stack">
        <Link to={paths.participant.posters(project.slug)}>{t('results.toPosters')}</Link>
        <h1>{t(scope === 'winners' ? 'results.winnersTitle' : 'results.title')}</h1>
        {!published ? (
          <p role="status">{t('results.notPublished')}</p>
        ) : q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <LoadFailed message={t('results.loadFailed')} onRetry={() => void q.refetch()} large />
        ) : q.data.length === 0 ? (
          <p>{t('results.empty')}</p>
        ) : scope === 'winners' ? (
          <PublishedWinners rows={q.data} />
        ) : (
          <PublishedRanking rows={q.data} scored={scope !== 'ranking'} />
        )}
      </div>
    </ProjectPage>
  );
}
