/** /super-admin/dashboard: totals and every project at a glance (docs/product.md#screens). */
import { Link, useNavigate } from 'react-router';
import type { SuperAdminDashboard } from '@shared/contracts/admins';
import { InfoTiles, type InfoTile } from '@web/components/ui/layout/info-tiles';
import { Spinner } from '@web/components/ui/notices/spinner';
import { useDashboard } from '../api/get-dashboard';
import { StatusBadge } from '../components/status-toggle';
import { SuperAdminShell } from '../components/super-admin-shell';
import { formatNumber } from '@web/i18n';
import { useShellT } from '../i18n/shell';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Table } from '@web/components/ui/tables/table';
import { paths } from '@web/lib/paths';

export default function SuperAdminDashboardPage() {
  const { t } = useShellT();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const n = formatNumber;
  const summaryTiles = (sum: SuperAdminDashboard['summary']): InfoTile[] => [
    {
      key: 'projects',
      accent: 'var(--c-primary)',
      label: t('dashboard.totalProjects'),
      value: n(sum.total_projects),
      note: t('dashboard.activeProjects', { count: sum.active_projects }),
    },
    {
      key: 'admins',
      accent: 'var(--c-accent)',
      label: t('dashboard.totalAdmins'),
      value: n(sum.total_admins),
      note: t('dashboard.superAdmins', { count: sum.super_admins }),
    },
    {
      key: 'participants',
      accent: 'var(--c-success)',
      label: t('dashboard.totalParticipants'),
      value: n(sum.total_users),
      note: t('dashboard.participantsHint'),
    },
    {
      key: 'posters',
      accent: 'var(--c-warning)',
      label: t('dashboard.totalPosters'),
      value: n(sum.total_posters),
      note: t('dashboard.evaluations', { count: sum.total_evaluations }),
    },
  ];

  const actions = (
    <>
      <Link to={paths.superAdmin.projects()} className="btn btn-primary">
        {t('dashboard.manageProjects')}
      </Link>
      <Link to={paths.superAdmin.admins()} className="btn">
        {t('dashboard.manageAdmins')}
      </Link>
    </>
  );

  return (
    <SuperAdminShell title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} actions={actions}>
      {dashboard.isPending ? <Spinner /> : null}
      {dashboard.isError ? (
        <LoadFailed message={t('dashboard.loadFailed')} onRetry={() => void dashboard.refetch()} />
      ) : null}
      {dashboard.data ? (
        <>
          <section aria-label={t('dashboard.title')}>
            <InfoTiles testId="total" tiles={summaryTiles(dashboard.data.summary)} />
          </section>

          <section className="stack">
            <h2 className="h-section">{t('dashboard.projectsTitle')}</h2>
            <Table
              label={t('dashboard.projectsTitle')}
              empty={dashboard.data.projects.length === 0 && t('dashboard.noProjects')}
              columns={[
                t('col.name'),
                { label: t('col.slug'), className: 'hide-sm' },
                t('col.status'),
                { label: t('col.participants'), className: 'num' },
                { label: t('col.posters'), className: 'num' },
                { label: t('col.judges'), className: 'num' },
              ]}
            >
              {dashboard.data.projects.map((p) => (
                // The whole row opens the project; the name is the keyboard and screen reader way in.
                <tr key={p.id} className="clickable" onClick={() => navigate(paths.superAdmin.project(p.id))}>
                  <td className="sa-table-name">
                    <Link
                      to={paths.superAdmin.project(p.id)}
                      className="sa-row-link"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {p.name}
                    </Link>
                  </td>
                  <td className="hide-sm">
                    <code className="sa-slug">{p.slug}</code>
                  </td>
                  <td>
                    <StatusBadge active={p.is_active} />
                  </td>
                  <td className="num">{n(p.users)}</td>
                  <td className="num">{n(p.posters)}</td>
                  <td className="num">{n(p.judges)}</td>
                </tr>
              ))}
            </Table>
          </section>
        </>
      ) : null}
    </SuperAdminShell>
  );
}
