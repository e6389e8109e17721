/**
 * admin/poster-stats: every poster's views by channel, hand-offs, favourites and questions in a table the
 * server sorts (the order in the address), and the project's views by day (decision 056).
 */
import { POSTER_STATS_SORTS, type PosterStatsSort } from '@shared/contracts/stats';
import { VIEW_CHANNELS } from '@shared/contracts/values';
import { ViewDaysChart } from '@web/components/ui/charts/view-days-chart';
import { useViewWordsT } from '@web/components/ui/charts/view-words';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { TitledTable, type HeadColumn } from '@web/components/ui/tables/table';
import { errorMessage } from '@web/lib/error-message';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { useListState } from '@web/features/project-admin/shell/lib/use-list-state';
import { useProjectPosterStats } from '../api/get-poster-stats';
import { usePosterStatsT } from '../i18n/poster-stats';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { CardSection } from '@web/components/ui/layout/card-section';

export default function PosterStatsPage() {
  const { t } = usePosterStatsT();
  const { t: words } = useViewWordsT();
  const list = useListState(POSTER_STATS_SORTS, 'number');
  const { sort, dir } = list.query;
  const q = useProjectPosterStats({ sort, dir });
  const sorted = (key: PosterStatsSort) => ({
    state:
      sort !== key ? ('none' as const) : dir === 'asc' ? ('ascending' as const) : ('descending' as const),
    onSort: () => list.sortBy(key),
  });
  const columns: HeadColumn[] = [
    { label: t('number'), sort: sorted('number') },
    { label: t('poster'), sort: sorted('title') },
    { label: words('total'), className: 'num', sort: sorted('total_views') },
    ...VIEW_CHANNELS.map((c) => ({ label: words(`channel.${c}`), className: 'num hide-sm' })),
    { label: words('handoffs'), className: 'num', sort: sorted('handoffs') },
    { label: words('favorites'), className: 'num', sort: sorted('favorites') },
    { label: words('questions'), className: 'num', sort: sorted('questions') },
  ];
  const data = q.data;
  return (
    <ProjectAdminPage title={t('title')}>
      <p className="muted">{t('intro')}</p>
      {q.isError ? (
        <LoadFailed
          message={`${t('loadFailed')}: ${errorMessage(q.error)}`}
          onRetry={() => void q.refetch()}
        />
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <CardSection id="poster-stats-days" title={words('byDay')}>
            {data.days.length > 0 ? (
              <ViewDaysChart days={data.days} id="project-view-days" />
            ) : (
              <p className="muted">{words('noViews')}</p>
            )}
            <p className="muted small">{words('counting')}</p>
          </CardSection>
          <TitledTable
            title={t('table')}
            empty={data.posters.length === 0 ? t('empty') : null}
            columns={columns}
            testId="poster-stats"
          >
            {data.posters.map((p) => (
              <tr key={p.poster_id}>
                <td>
                  <PosterNumber number={p.number} />
                </td>
                <td>
                  <strong>{p.title}</strong>
                  <span className="muted small"> · {p.author}</span>
                </td>
                <td className="num">{p.total_views}</td>
                {VIEW_CHANNELS.map((c) => (
                  <td key={c} className="num hide-sm">
                    {p.views[c]}
                  </td>
                ))}
                <td className="num">{p.handoffs}</td>
                <td className="num">{p.favorites}</td>
                <td className="num">{p.questions}</td>
              </tr>
            ))}
          </TitledTable>
        </>
      )}
    </ProjectAdminPage>
  );
}
