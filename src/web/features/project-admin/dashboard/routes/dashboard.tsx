/** admin/dashboard: the area's tiles, the phase, the counts, the poster upload and the poster table. */
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { LogoutButton } from '@web/session/logout-button';
import { PosterTable } from '@web/features/project-admin/posters/components/poster-table';
import { ImageFetchNotice } from '@web/features/project-admin/posters/components/image-fetch-notice';
import { PosterUpload } from '@web/features/project-admin/posters/components/poster-upload';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { emptyStatistics, useDashboard } from '../api/get-dashboard';
import { useLiveProject } from '../api/live-events';
import { InfoTiles } from '../components/info-tiles';
import { LiveBadge } from '../components/live-progress';
import { PhaseControl } from '../components/phase-control';
import { useDashboardT } from '../i18n/dashboard';

/** The menu: each tile's words (`nav.<key>`, `nav.<key>Hint`) and its page. */
const navTiles = [
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
  const scope = useProjectAdminScope();
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
      slug={scope.slug}
      back={false}
      actions={<LogoutButton to={paths.projectAdmin.login(scope.slug)} />}
    >
      <section aria-labelledby="menu-title" className="stack">
        <h2 id="menu-title" className="visually-hidden">
          {t('menu')}
        </h2>
        <div className="grid-tiles">
          {navTiles.map(([k, to]) => (
            <Link key={k} to={to(scope.slug)} className="card card-link nav-tile">
              <strong>{t(`nav.${k}`)}</strong>
              <span className="muted small">{t(`nav.${k}Hint`)}</span>
            </Link>
          ))}
        </div>
      </section>
      <PhaseControl />
      <section aria-labelledby="summary-title" className="stack">
        <h2 id="summary-title" className="visually-hidden">
          {t('summary')}
        </h2>
        <LiveBadge state={live} />
        <InfoTiles
          testId="info"
          tiles={info.map(([key, value]) => ({ key, value, label: t(`info.${key}`) }))}
        />
      </section>
      <PosterUpload />
      <ImageFetchNotice slug={scope.slug} />
      <PosterTable scope={scope} />
    </ProjectAdminPage>
  );
}
