/**
 * admin/statistics: the four specified cards (docs/product.md#screens), then each judge's progress and the
 * score charts, the judges to contact and the coverage per poster; live (the page refetches when the project
 * changes, on any instance).
 */
import { displayId } from '@shared/format';
import { emptyStatistics } from '../api/get-dashboard';
import { useCriteria } from '@web/features/project-admin/criteria/api/get-criteria';
import { useJudges } from '@web/features/project-admin/people/api/get-judges';
import { useResults } from '@web/features/project-admin/results/api/get-results';
import { useStatistics } from '../api/get-statistics';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { Pager } from '@web/features/project-admin/shell/components/pager';
import { usePaged } from '@web/features/project-admin/shell/lib/use-paged';
import { ScoreHistogram, TopPosters } from '../components/score-charts';
import { useStatisticsT } from '../i18n/statistics';
import { TitledTable } from '@web/components/ui/tables/table';
import { InfoTiles } from '@web/components/ui/layout/info-tiles';
import { useLiveProject } from '../api/live-events';
import { useProgress } from '../api/get-progress';
import { useLiveT } from '../i18n/live';
import {
  JudgeStatusBadge,
  JudgesToContact,
  LiveBadge,
  PosterCoverage,
  TotalsChart,
} from '../components/live-progress';

/** Failures show zeros, silently (docs/product.md#the-api). */
export default function StatisticsPage() {
  const { t } = useStatisticsT();
  const { t: tl } = useLiveT();
  const live = useLiveProject();
  const progress = useProgress().data;
  const statusOf = new Map(progress?.judges.map((j) => [j.judge_id, j.status]));
  const stats = useStatistics().data ?? emptyStatistics;
  const results = useResults().data ?? [];
  const judges = useJudges().data ?? [];
  const criteria = useCriteria().data ?? [];
  const maxTotal = criteria.filter((c) => c.is_active).reduce((s, c) => s + c.max_score, 0);
  // Who is behind comes first; judges with nothing assigned go last.
  const byProgress = [...judges].sort(
    (a, b) =>
      Number(a.assigned_count === 0) - Number(b.assigned_count === 0) || ratio(a) - ratio(b) || a.id - b.id,
  );
  const slice = usePaged(byProgress, 20);
  const pct = Math.round(stats.progress_percentage);

  const cards = (
    [
      ['posters', stats.total_posters],
      ['judges', stats.total_judges],
      ['assignments', stats.total_assignments],
      ['progress', `${pct}%`],
    ] as const
  ).map(([key, value]) => ({ key, value, label: t(`cards.${key}`) }));
  const progressNote = (
    <>
      <div
        className="progress"
        role="progressbar"
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('cards.progress')}
      >
        <div style={{ width: `${pct}%` }} />
      </div>
      {t('completedOf', { done: stats.completed_assignments, total: stats.total_assignments })}
    </>
  );

  return (
    <ProjectAdminPage title={t('title')}>
      <LiveBadge state={live} />
      <InfoTiles
        testId="stat"
        tiles={cards.map((c) => (c.key === 'progress' ? { ...c, note: progressNote } : c))}
      />
      <div className="two-col">
        <ScoreHistogram results={results} maxTotal={maxTotal} />
        <TopPosters results={results} maxTotal={maxTotal} />
      </div>
      {progress ? (
        <>
          <JudgesToContact progress={progress} />
          <div className="two-col">
            <TotalsChart progress={progress} />
            <PosterCoverage progress={progress} />
          </div>
        </>
      ) : null}
      <TitledTable
        title={t('judgeProgress')}
        empty={judges.length === 0 ? t('noJudges') : null}
        columns={[
          t('judgeCol.judge'),
          { label: t('judgeCol.done'), className: 'num' },
          t('judgeCol.progress'),
          tl('statusCol'),
        ]}
        after={<Pager slice={slice} />}
      >
        {slice.rows.map((j) => {
          const p = Math.round(ratio(j) * 100);
          return (
            <tr key={j.id}>
              <td>
                {j.full_name} <span className="sub">{displayId('J', j.id)}</span>
              </td>
              <td className="num">
                {j.completed_count}/{j.assigned_count}
              </td>
              <td>
                <div className="bar-row judge-bar">
                  <span className="bar-track" aria-hidden="true">
                    <span
                      className={`bar-fill${p === 100 ? ' done' : ''}`}
                      style={{ display: 'block', width: `${p}%` }}
                    />
                  </span>
                  <span className="num">{p}%</span>
                </div>
              </td>
              <td>
                <JudgeStatusBadge status={statusOf.get(j.id) ?? 'unassigned'} />
              </td>
            </tr>
          );
        })}
      </TitledTable>
    </ProjectAdminPage>
  );
}

function ratio(j: { completed_count: number; assigned_count: number }): number {
  return j.assigned_count === 0 ? 0 : j.completed_count / j.assigned_count;
}
