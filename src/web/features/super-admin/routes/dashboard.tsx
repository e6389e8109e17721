/** /super-admin/dashboard: totals and every project at a glance (SPEC.md section 2). */
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import { StatusBadge } from '../components/status-toggle';
import { SuperAdminShell } from '../components/super-admin-shell';
import { useShellT } from '../i18n/shell';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Table } from '../../../components/ui/table';

export default function SuperAdminDashboardPage() {
  const { t, i18n } = useShellT();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const n = (v: number) => v.toLocaleString(i18n.language);

  const actions = (
    <>
      <Link to="/super-admin/projects" className="btn btn-primary">
        {t('dashboard.manageProjects')}
      </Link>
      <Link to="/super-admin/admins" className="btn">
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
            <SummaryTile
              label={t('dashboard.totalProjects')}
              value={n(dashboard.data.summary.total_projects)}
              sub={t('dashboard.activeProjects', { count: dashboard.data.summary.active_projects })}
              tone="blue"
            />
            <SummaryTile
              label={t('dashboard.totalAdmins')}
              value={n(dashboard.data.summary.total_admins)}
              sub={t('dashboard.superAdmins', { count: dashboard.data.summary.super_admins })}
              tone="violet"
            />
            <SummaryTile
              label={t('dashboard.totalUsers')}
              value={n(dashboard.data.summary.total_users)}
              sub={t('dashboard.usersHint')}
              tone="green"
            />
            <SummaryTile
              label={t('dashboard.totalPosters')}
              value={n(dashboard.data.summary.total_posters)}
              sub={t('dashboard.evaluations', { count: dashboard.data.summary.total_evaluations })}
              tone="amber"
            />
          </section>

          <section className="sa-section">
            <h2>{t('dashboard.projectsTitle')}</h2>
            {dashboard.data.projects.length === 0 ? (
              <p className="empty">{t('dashboard.noProjects')}</p>
            ) : (
              <Table
                columns={[
                  t('col.name'),
                  { label: t('col.slug'), className: 'hide-sm' },
                  t('col.status'),
                  { label: t('col.users'), className: 'num' },
                  { label: t('col.posters'), className: 'num' },
                  { label: t('col.judges'), className: 'num' },
                ]}
              >
                {dashboard.data.projects.map((p) => (
                  // The whole row opens the project; the name is the keyboard and screen reader way in.
                  <tr
                    key={p.id}
                    className="clickable"
                    onClick={() => navigate(`/super-admin/projects/${p.id}`)}
                  >
                    <td className="sa-table-name">
                      <Link
                        to={`/super-admin/projects/${p.id}`}
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

function SummaryTile({
  label,
  value,
  sub,
  tone,
}: {
  label: string;
  value: string;
  sub: string;
  tone: 'blue' | 'violet' | 'green' | 'amber';
}) {
  return (
    <div className={`card sa-tile sa-tile-${tone}`}>
      <span className="sa-tile-label">{label}</span>
      <span className="sa-tile-value">{value}</span>
      <span className="sa-tile-sub">{sub}</span>
    </div>
  );
}
