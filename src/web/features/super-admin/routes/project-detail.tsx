/** /super-admin/projects/{id}: one project, its numbers and admins; enter it as its admin, edit or delete it. */
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '@web/session/session-context';
import { Badge } from '@web/components/ui/layout/badge';
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { Spinner } from '@web/components/ui/notices/spinner';
import { useTime } from '@web/current-project/use-time';
import { formatNumber } from '@web/i18n';
import { useSuperProject } from '../api/get-project';
import { useProjectAdmins } from '../api/get-project-admins';
import { ProjectFormModal } from '../components/project-form-modal';
import { StatusBadge, StatusToggle } from '../components/status-toggle';
import { SuperAdminShell } from '../components/super-admin-shell';
import { useDeleteProjectFlow } from '../lib/use-delete-project';
import { useProjectsT } from '../i18n/projects';
import { Table } from '@web/components/ui/tables/table';
import { useDialogInAddress } from '@web/lib/dialog-in-address';
import { paths } from '@web/lib/paths';

export default function SuperAdminProjectDetailPage() {
  const { t } = useProjectsT();
  const { projectId } = useParams();
  const id = Number(projectId);
  const project = useSuperProject(id);
  const time = useTime(project.data?.time_zone);
  const admins = useProjectAdmins(id);
  const { enterProject } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const deleteProject = useDeleteProjectFlow();
  const dialog = useDialogInAddress(project.data ? [project.data] : undefined);

  if (project.isPending && Number.isInteger(id) && id > 0) {
    return (
      <SuperAdminShell title={t('detail.info')}>
        <Spinner />
      </SuperAdminShell>
    );
  }
  if (!project.data) {
    return (
      <SuperAdminShell title={t('detail.info')}>
        <div className="empty stack" role="alert">
          <p className="alert-inline">{t('detail.loadFailed')}</p>
          <div>
            <Link to={paths.superAdmin.projects()} className="btn">
              {t('detail.backToList')}
            </Link>
          </div>
        </div>
      </SuperAdminShell>
    );
  }

  const p = project.data;
  const duration = time.period(p.start_date, p.end_date) || t('notSet');

  function enter() {
    enterProject(
      {
        id: p.id,
        name: p.name,
        slug: p.slug,
        start_date: p.start_date,
        end_date: p.end_date,
        is_active: p.is_active,
      },
      location.pathname,
    );
    navigate(paths.projectAdmin.dashboard(p.slug));
  }

  async function remove() {
    if (await deleteProject(p)) navigate(paths.superAdmin.projects(), { replace: true });
  }

  const actions = (
    <>
      <button
        type="button"
        className="btn btn-primary"
        onClick={enter}
        disabled={!p.is_active}
        aria-describedby={p.is_active ? undefined : 'enter-hint'}
      >
        {t('detail.enter')}
      </button>
      <button type="button" className="btn" onClick={() => dialog.openEdit(p)}>
        {t('common:edit')}
      </button>
      <button type="button" className="btn btn-danger-quiet" onClick={() => void remove()}>
        {t('common:delete')}
      </button>
    </>
  );

  return (
    <SuperAdminShell title={p.name} subtitle={<code className="sa-slug">/{p.slug}</code>} actions={actions}>
      <p className="small">
        <Link to={paths.superAdmin.projects()}>← {t('detail.backToList')}</Link>
      </p>
      {!p.is_active ? (
        <p id="enter-hint" className="warning-inline">
          {t('detail.enterHint')}
        </p>
      ) : null}

      <div className="sa-detail-grid">
        <section className="card stack">
          <h2 className="h-section">{t('detail.info')}</h2>
          <dl className="sa-dl">
            <dt>{t('detail.slug')}</dt>
            <dd>
              <code className="sa-slug">{p.slug}</code>
            </dd>
            <dt>{t('detail.status')}</dt>
            <dd>
              <StatusToggle project={p} />
            </dd>
            <dt>{t('detail.description')}</dt>
            <dd className="sa-pre">
              {p.description || <span className="muted">{t('detail.noDescription')}</span>}
            </dd>
            <dt>{t('detail.duration')}</dt>
            <dd>{duration}</dd>
            <dt>{t('detail.createdAt')}</dt>
            <dd>{time.dateTime(p.created_at)}</dd>
            <dt>{t('detail.timeZone')}</dt>
            <dd>
              {time.zoneName()} <span translate="no">({p.time_zone})</span>
            </dd>
            <dt>{t('detail.logo')}</dt>
            <dd>
              {p.logo_url ? (
                <img src={p.logo_url} alt={`${p.name} ${t('detail.logo')}`} className="sa-logo" />
              ) : (
                <span className="muted">{t('detail.noLogo')}</span>
              )}
            </dd>
          </dl>
        </section>

        <section className="card stack">
          <h2 className="h-section">{t('detail.stats')}</h2>
          <dl className="sa-stats">
            {(['users', 'judges', 'posters'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`detail.${k}`)}</dt>
                <dd>{formatNumber(p[k])}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section className="stack">
        <h2 className="h-section">{t('detail.admins')}</h2>
        {admins.isPending ? <Spinner /> : null}
        {admins.isError ? <p className="alert-inline">{t('detail.adminsLoadFailed')}</p> : null}
        {admins.data && admins.data.length === 0 ? <EmptyState>{t('detail.adminsEmpty')}</EmptyState> : null}
        {admins.data && admins.data.length > 0 ? (
          <Table
            label={t('detail.admins')}
            columns={[
              t('detail.col.username'),
              t('detail.col.email'),
              t('detail.col.role'),
              t('detail.col.status'),
            ]}
          >
            {admins.data.map((a) => (
              <tr key={a.id}>
                <td>
                  <strong>{a.username}</strong>
                  {a.full_name ? <span className="muted small"> · {a.full_name}</span> : null}
                </td>
                <td>{a.email || <span className="muted">{t('detail.na')}</span>}</td>
                <td>
                  <Badge tone={a.is_super_admin ? 'accent' : 'info'}>
                    {a.is_super_admin ? t('detail.roleSuper') : t('detail.roleProject')}
                  </Badge>
                </td>
                <td>
                  <StatusBadge active={a.is_active} />
                </td>
              </tr>
            ))}
          </Table>
        ) : null}
      </section>

      {dialog.open ? <ProjectFormModal project={p} onClose={dialog.close} /> : null}
    </SuperAdminShell>
  );
}
