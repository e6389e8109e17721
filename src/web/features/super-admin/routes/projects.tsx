/** /super-admin/projects: every project with filters, create/edit, status toggle, quick links and delete. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '@shared/contracts/projects';
import { ToggleGroup } from '@web/components/ui/forms/toggle-group';
import { useTime } from '@web/current-project/use-time';
import { useSuperProjects } from '../api/get-projects';
import { ListTable } from '../components/list-table';
import { ProjectFormModal } from '../components/project-form-modal';
import { StatusToggle } from '../components/status-toggle';
import { SuperAdminShell } from '../components/super-admin-shell';
import { useDeleteProjectFlow } from '../lib/use-delete-project';
import { useProjectsT } from '../i18n/projects';
import { RowActions } from '../components/row-actions';
import { useDialogInAddress } from '@web/lib/dialog-in-address';
import { paths } from '@web/lib/paths';

type Filter = 'all' | 'active' | 'inactive';
const filterValue: Record<Filter, boolean | null> = { all: null, active: true, inactive: false };

export default function SuperAdminProjectsPage() {
  const { t } = useProjectsT();
  const [filter, setFilter] = useState<Filter>('all');
  const projects = useSuperProjects(filterValue[filter]);
  const dialog = useDialogInAddress(projects.data);
  const deleteProject = useDeleteProjectFlow();

  const actions = (
    <button type="button" className="btn btn-primary" onClick={dialog.openNew}>
      + {t('create')}
    </button>
  );

  return (
    <SuperAdminShell title={t('title')} subtitle={t('subtitle')} actions={actions}>
      <ToggleGroup
        label={t('filter.label')}
        options={(['all', 'active', 'inactive'] as const).map((f) => ({ value: f, text: t(`filter.${f}`) }))}
        value={filter}
        onChange={setFilter}
      />

      <ListTable
        query={projects}
        label={t('title')}
        failed={t('loadFailed')}
        empty={filter === 'all' ? t('empty') : t('emptyFiltered')}
        columns={[
          t('col.name'),
          t('col.slug'),
          t('col.period'),
          t('col.status'),
          t('col.counts'),
          t('col.links'),
          t('col.actions'),
        ]}
      >
        {(items) =>
          items.map((p) => (
            <ProjectRow
              key={p.id}
              project={p}
              onEdit={() => dialog.openEdit(p)}
              onDelete={() => void deleteProject(p)}
            />
          ))
        }
      </ListTable>
      {dialog.open ? (
        <ProjectFormModal project={dialog.open.record ?? undefined} onClose={dialog.close} />
      ) : null}
    </SuperAdminShell>
  );
}

function ProjectRow({
  project: p,
  onEdit,
  onDelete,
}: {
  project: Project;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useProjectsT();
  const period = useTime(p.time_zone).period(p.start_date, p.end_date) || t('notSet');
  const quickLinks = [
    { to: paths.projectAdmin.login(p.slug), label: t('links.admin') },
    { to: paths.judge.login(p.slug), label: t('links.judge') },
    { to: paths.participant.login(p.slug), label: t('links.user') },
  ];
  return (
    <tr className={p.is_active ? undefined : 'dimmed'}>
      <td className="sa-name-cell" data-label={t('col.name')}>
        <Link to={paths.superAdmin.project(p.id)} className="sa-row-link">
          {p.name}
        </Link>
        {p.description ? <div className="muted small clamp-lines">{p.description}</div> : null}
      </td>
      <td data-label={t('col.slug')}>
        <code className="sa-slug">{p.slug}</code>
      </td>
      <td className="sa-period" data-label={t('col.period')}>
        {period}
      </td>
      <td data-label={t('col.status')}>
        <StatusToggle project={p} />
      </td>
      <td className="small" data-label={t('col.counts')}>
        <span className="sa-counts">
          {t('countsValue', { users: p.users, judges: p.judges, posters: p.posters })}
        </span>
      </td>
      <td data-label={t('col.links')}>
        <div className="sa-quick-links">
          {quickLinks.map((l) => (
            <a
              key={l.to}
              href={l.to}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('links.newTab', { page: `${p.name} ${l.label}` })}
            >
              {l.label}
              <span aria-hidden="true"> ↗</span>
            </a>
          ))}
        </div>
      </td>
      <RowActions label={t('col.actions')} onEdit={onEdit} onDelete={onDelete} />
    </tr>
  );
}
