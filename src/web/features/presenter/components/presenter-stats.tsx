/** The presenter's own poster's numbers and its views by day (decision 056). */
import { ViewDaysChart } from '@web/components/ui/charts/view-days-chart';
import { ViewNumbers } from '@web/components/ui/charts/view-numbers';
import { useViewWordsT } from '@web/components/ui/charts/view-words';
import { usePresenterStats } from '../api/stats';
import { usePresenterT } from '../i18n/presenter';
import { CardSection } from '@web/components/ui/layout/card-section';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';

export function PresenterStatsSection({ projectId }: { projectId: number }) {
  const { t } = usePresenterT();
  const { t: words } = useViewWordsT();
  const q = usePresenterStats(projectId);
  return (
    <CardSection
      id="presenter-stats-title"
      title={t('stats')}
      headingClassName={null}
      testId="presenter-stats"
    >
      {q.isError ? (
        <FailedAlert error={q.error} failed={t('statsFailed')} />
      ) : q.data ? (
        <>
          <ViewNumbers totals={q.data} />
          {q.data.days.length > 0 ? (
            <ViewDaysChart days={q.data.days} id="presenter-view-days" />
          ) : (
            <p className="muted">{words('noViews')}</p>
          )}
          <p className="muted small">{words('counting')}</p>
        </>
      ) : null}
    </CardSection>
  );
}
