/** /super-admin/dashboard: totals and every project at a glance (docs/product.md#screens). */
import { Link, useNavigate } from 'react-router';
import type { SuperAdminDashboard } from '@shared/contracts/admins';
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
  const summaryTiles = (sum: SuperAdminDashboard['summary']) => [
    {
      tone: 'blue',
      label: t('dashboard.totalProjects'),
      value: sum.total_projects,
      sub: t('dashboard.activeProjects', { count: sum.active_projects }),
    },
    {
      tone: 'violet',
      label: t('dashboard.totalAdmins'),
      value: sum.total_admins,
      sub: t('dashboard.superAdmins', { count: sum.super_admins }),
    },
    {
      tone: 'green',
      label: t('dashboard.totalParticipants'),
      value: sum.total_users,
      sub: t('dashboard.participantsHint'),
    },
    {
      tone: 'amber',
      label: t('dashboard.totalPosters'),
      value: sum.total_posters,
      sub: t('dashboard.evaluations', { count: sum.total_evaluations }),
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
          <section className="sa-tiles" aria-label={t('dashboard.title')}>
            {summaryTiles(dashboard.data.summary).map((tile) => (
              <div key={tile.tone} className={`card sa-tile sa-tile-${tile.tone}`}>
                <span className="sa-tile-label">{tile.label}</span>
                <span className="sa-tile-value">{n(tile.value)}</span>
                <span className="sa-tile-sub">{tile.sub}</span>
              </div>
            ))}
          </section>

          <section className="sa-section">
            <h2>{t('dashboard.projectsTitle')}</h2>
            {dashboard.data.projects.length === 0 ? (
              <p className="empty">{t('dashboard.noProjects')}</p>
            ) : (
              <Table
                label={t('dashboard.projectsTitle')}
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
                  <tr
                    key={p.id}
                    className="clickable"
                    onClick={() => navigate(paths.superAdmin.project(p.id))}
                  >
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
            )}
          </section>
        </>
      ) : null}
    </SuperAdminShell>
  );
}
