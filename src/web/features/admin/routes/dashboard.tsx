/** admin/dashboard: the area's tiles, the counts, the poster upload and the poster table. */
import { rowErrorMessage } from '@web/lib/row-error-message';
import { Link } from 'react-router';
import type { PosterUploadResponse } from '@shared/contracts/imports';
import { LogoutButton } from '@web/app/logout-button';
import { useDownloadTemplate } from '../api/download-template';
import { emptyStatistics, useDashboard } from '../api/get-dashboard';
import { useAdminScope } from '../api/scope';
import { useUploadExcel } from '../api/upload-excel';
import { AdminPage } from '../components/admin-page';
import { ExcelUpload } from '../components/excel-upload';
import { PosterTable } from '../components/poster-table';
import { errorLines, type UploadLine } from '../components/table-tools';
import { useDashboardT } from '../i18n/dashboard';
import { InfoTiles } from '../components/info-tiles';
import { PhaseControl } from '../components/phase-control';
import { useLiveProject } from '../api/live-events';
import { LiveBadge } from '../components/live-progress';
import { useLiveT } from '../i18n/live';

const navTiles = ['results', 'statistics', 'judges', 'assignments', 'criteria', 'users'] as const;

export default function AdminDashboardPage() {
  const { t } = useDashboardT();
  const scope = useAdminScope();
  const stats = useDashboard().data ?? emptyStatistics;
  const live = useLiveProject();
  const { t: tl } = useLiveT();

  const describe = (r: PosterUploadResponse): UploadLine[] => {
    const d = r?.details;
    if (!d) return [];
    return [
      { kind: 'count', text: t('upload.postersCreated', { count: d.posters_created }) },
      { kind: 'count', text: t('upload.imagesUploaded', { count: d.images_uploaded }) },
      { kind: 'count', text: t('upload.withImages', { count: d.posters_with_images }) },
      { kind: 'count', text: t('upload.withoutImages', { count: d.posters_without_images }) },
      ...(d.skipped_count > 0
        ? [{ kind: 'count' as const, text: t('admin:upload.skipped', { count: d.skipped_count }) }]
        : []),
      ...errorLines(r.error_rows.map(rowErrorMessage), (n) => t('admin:upload.andMore', { count: n })),
      ...(r.warning_rows.length > 0
        ? [{ kind: 'count' as const, text: t('upload.imagesLeftOut', { count: r.warning_rows.length }) }]
        : []),
      ...errorLines(r.warning_rows.map(rowErrorMessage), (n) => t('admin:upload.andMore', { count: n })),
    ];
  };

  const info = [
    ['judges', stats.total_judges],
    ['assignments', stats.total_assignments],
    ['users', stats.total_users],
    ['posters', stats.total_posters],
    ['progress', `${Math.round(stats.progress_percentage)}%`],
  ] as const;

  return (
    <AdminPage
      title={t('title')}
      slug={scope.slug}
      back={false}
      actions={<LogoutButton to={`/projects/${scope.slug}/admin/login`} />}
    >
      <section aria-labelledby="menu-title" className="stack">
        <h2 id="menu-title" className="visually-hidden">
          {t('menu')}
        </h2>
        <div className="grid-tiles">
          {navTiles.map((k) => (
            <Link key={k} to={`/projects/${scope.slug}/admin/${k}`} className="card card-link nav-tile">
              <strong>{t(`nav.${k}`)}</strong>
              <span className="muted small">{t(`nav.${k}Hint`)}</span>
            </Link>
          ))}
          <Link to={`/projects/${scope.slug}/admin/audit`} className="card card-link nav-tile">
            <strong>{tl('auditNav')}</strong>
            <span className="muted small">{tl('auditNavHint')}</span>
          </Link>
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
      <ExcelUpload
        title={t('upload.title')}
        hint={t('upload.hint')}
        upload={useUploadExcel('posters')}
        template={useDownloadTemplate('posters')}
        describe={describe}
        failedMessage={t('upload.failed')}
      />
      <PosterTable scope={scope} />
    </AdminPage>
  );
}
