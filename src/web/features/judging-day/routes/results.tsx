/**
 * user/results: the ranking for participants, shown only once the organiser has published it, with the score of
 * the organiser's chosen method (raw average or normalized).
 */
import { Link } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { Table } from '@web/components/ui/tables/table';
import { usePublishedResults } from '../api/get-published-results';
import { useJudgingDayPagesT } from '../i18n/judging-day';
import { paths } from '@web/lib/paths';

export default function ParticipantResultsPage() {
  const { t } = useJudgingDayPagesT();
  const project = useProject();
  const published = project.phase === 'published';
  const q = usePublishedResults(project.id, published);
  return (
    <ProjectPage title={t('results.title')}>
      <div className="container stack">
        <Link to={paths.participant.posters(project.slug)}>{t('results.toPosters')}</Link>
        <h1>{t('results.title')}</h1>
        {!published ? (
          <p role="status">{t('results.notPublished')}</p>
        ) : q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <LoadFailed message={t('results.loadFailed')} onRetry={() => void q.refetch()} large />
        ) : q.data.length === 0 ? (
          <p>{t('results.empty')}</p>
        ) : (
          <Table
            label={t('results.title')}
            testId="published-results"
            columns={[
              t('results.rank'),
              t('results.poster'),
              t('results.author'),
              t(q.data[0]?.method === 'normalized' ? 'results.normalized' : 'results.average'),
              t('results.evaluations'),
            ]}
          >
            {q.data.map((r) => (
              <tr key={r.poster_id}>
                <td>{r.rank}</td>
                <td>{r.title}</td>
                <td>{r.author}</td>
                <td>{(r.method === 'normalized' ? r.normalized_score : r.average_score).toFixed(1)}</td>
                <td>{r.evaluation_count}</td>
              </tr>
            ))}
          </Table>
        )}
      </div>
    </ProjectPage>
  );
}
