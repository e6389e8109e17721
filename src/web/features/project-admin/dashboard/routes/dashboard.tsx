/**
 * admin/dashboard: the organiser's day as a path (decision 065): the next step, the checklist before, on and
 * after the day, the phase, the live counts, and the other pages. The posters' table is on the posters page.
 */
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { LogoutButton } from '@web/session/logout-button';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { useChecklist } from '../api/get-checklist';
import { emptyStatistics, useDashboard } from '../api/get-dashboard';
import { useLiveProject } from '../api/live-events';
import { ChecklistParts, NextStep } from '../components/checklist';
import { InfoTiles } from '@web/components/ui/layout/info-tiles';
import { LiveBadge } from '../components/live-progress';
import { PhaseControl } from '../components/phase-control';
import { useChecklistT } from '../i18n/checklist';
import { useDashboardT } from '../i18n/dashboard';
import { PHASE_ANCHOR } from '../lib/checklist-links';

/** The organiser's pages (`nav.<key>`), after the checklist: every page, whether or not an item names it. */
const navLinks = [
  ['posters', paths.projectAdmin.posters],
  ['submissions', paths.projectAdmin.submissions],
  ['results', paths.projectAdmin.results],
  ['statistics', paths.projectAdmin.statistics],
  ['posterStats', paths.projectAdmin.posterStats],
  ['judges', paths.projectAdmin.judges],
  ['assignments', paths.projectAdmin.assignments],
  ['criteria', paths.projectAdmin.criteria],
  ['boards', paths.projectAdmin.boards],
  ['hallMap', paths.projectAdmin.hallMap],
  ['screens', paths.projectAdmin.screens],
  ['participants', paths.projectAdmin.participants],
  ['mail', paths.projectAdmin.mail],
  ['abstractBook', paths.projectAdmin.abstractBook],
  ['questions', paths.projectAdmin.questions],
  ['audit', paths.projectAdmin.audit],
] as const;

export default function ProjectAdminDashboardPage() {
  const { t } = useDashboardT();
  const { t: tc } = useChecklistT();
  const scope = useProjectAdminScope();
  const checklist = useChecklist();
  const stats = useDashboard().data ?? emptyStatistics;
  const live = useLiveProject();

  const info = [
    ['judges', stats.total_judges],
    ['assignments', stats.total_assignments],
    ['users', stats.total_users],
    ['posters', stats.total_posters],
    ['progress', `${Math.round(stats.progress_percentage)}%`],
  ] as const;

  return (
    <ProjectAdminPage
      title={t('title')}
      back={false}
      actions={<LogoutButton to={paths.projectAdmin.login(scope.slug)} />}
    >
      <LiveBadge state={live} />
      {checklist.data ? (
        <>
          <NextStep checklist={checklist.data} slug={scope.slug} />
          <ChecklistParts checklist={checklist.data} slug={scope.slug} />
        </>
      ) : checklist.isError ? (
        <LoadFailed message={tc('loadFailed')} onRetry={() => void checklist.refetch()} />
      ) : (
        <Spinner />
      )}
      <div id={PHASE_ANCHOR}>
        <PhaseControl />
      </div>
      <section aria-labelledby="summary-title" className="stack">
        <h2 id="summary-title">{t('summary')}</h2>
        <InfoTiles
          testId="info"
          tiles={info.map(([key, value]) => ({ key, value, label: t(`info.${key}`) }))}
        />
      </section>
      <nav aria-labelledby="menu-title" className="stack">
        <h2 id="menu-title">{t('menu')}</h2>
        <div className="dashboard-links">
          {navLinks.map(([k, to]) => (
            <Link key={k} to={to(scope.slug)} className="btn">
              {t(`nav.${k}`)}
            </Link>
          ))}
        </div>
      </nav>
    </ProjectAdminPage>
  );
}
