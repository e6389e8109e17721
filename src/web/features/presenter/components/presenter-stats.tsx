/** The presenter's own poster's numbers and its views by day (decision 056). */
import { ViewDaysChart } from '@web/components/ui/charts/view-days-chart';
import { ViewNumbers } from '@web/components/ui/charts/view-numbers';
import { useViewWordsT } from '@web/components/ui/charts/view-words';
import { failedWith } from '@web/lib/error-message';
import { usePresenterStats } from '../api/stats';
import { usePresenterT } from '../i18n/presenter';
import { CardSection } from '@web/components/ui/layout/card-section';

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
        <p className="alert-inline" role="alert">
          {failedWith(t('statsFailed'), q.error)}
        </p>
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
