/** The presenter's own poster's numbers and its views by day (decision 056). */
import { ViewDaysChart } from '@web/components/ui/charts/view-days-chart';
import { ViewNumbers } from '@web/components/ui/charts/view-numbers';
import { useViewWordsT } from '@web/components/ui/charts/view-words';
import { usePresenterStats } from '../api/stats';
import { usePresenterT } from '../i18n/presenter';
import { LoadedSection } from './loaded-section';

export function PresenterStatsSection({ projectId }: { projectId: number }) {
  const { t } = usePresenterT();
  const { t: words } = useViewWordsT();
  const q = usePresenterStats(projectId);
  return (
    <LoadedSection name="presenter-stats" title={t('stats')} query={q} failed={t('statsFailed')}>
      {(data) => (
        <>
          <ViewNumbers totals={data} />
          {data.days.length > 0 ? (
            <ViewDaysChart days={data.days} id="presenter-view-days" />
          ) : (
            <p className="muted">{words('noViews')}</p>
          )}
          <p className="muted small">{words('counting')}</p>
        </>
      )}
    </LoadedSection>
  );
}
