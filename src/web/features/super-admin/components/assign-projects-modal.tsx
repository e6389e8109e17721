/** Every project, each with Assign or Unassign for one admin (docs/product.md#screens, Admins). */
import type { AdminAccount } from '@shared/contracts/admins';
import { Modal } from '@web/components/ui/dialogs/modal';
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { Spinner } from '@web/components/ui/notices/spinner';
import { useAssignAdmin } from '../api/assign-admin';
import { useSuperProjects } from '../api/get-projects';
import { useUnassignAdmin } from '../api/unassign-admin';
import { useAdminsT } from '../i18n/admins';
import { StatusBadge } from './status-toggle';

export function AssignProjectsModal({ admin, onClose }: { admin: AdminAccount; onClose: () => void }) {
  const { t } = useAdminsT();
  const projects = useSuperProjects(null);
  const assign = useAssignAdmin();
  const unassign = useUnassignAdmin();
  const pending = assign.isPending || unassign.isPending;
  const assigned = new Set(admin.assigned_projects.map((p) => p.id));
  const name = admin.full_name || admin.username;

  function change(projectId: number, projectName: string, isAssigned: boolean) {
    const v = { projectId, targetId: admin.id };
    if (isAssigned)
      unassign.mutate(
        v,
        saidAs(t('assign.unassignDone', { project: projectName }), t('assign.unassignFailed')),
      );
    else assign.mutate(v, saidAs(t('assign.assignDone', { project: projectName }), t('assign.assignFailed')));
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('assign.title', { name })}
      description={t('assign.description')}
      wide
    >
      {projects.isPending ? <Spinner /> : null}
      {projects.isError ? (
        <div className="alert-inline" role="alert">
          {t('assign.loadFailed')}
        </div>
      ) : null}
      {projects.data && projects.data.length === 0 ? <EmptyState>{t('assign.noProjects')}</EmptyState> : null}
      {projects.data && projects.data.length > 0 ? (
        <ul className="sa-assign-list scroll-24">
          {projects.data.map((p) => {
            const isAssigned = assigned.has(p.id);
            return (
              <li key={p.id} className="sa-assign-item">
                <div className="sa-assign-name">
                  <strong>{p.name}</strong>
                  <span className="muted small">/{p.slug}</span>
                </div>
                <StatusBadge active={p.is_active} />
                {isAssigned ? <span className="badge badge-info">{t('assign.assigned')}</span> : null}
                <span className="spacer" />
                <button
                  type="button"
                  className={`btn btn-sm ${isAssigned ? '' : 'btn-primary'}`}
                  onClick={() => change(p.id, p.name, isAssigned)}
                  disabled={pending}
                  aria-label={t(isAssigned ? 'assign.unassignLabel' : 'assign.assignLabel', {
                    project: p.name,
                  })}
                >
                  {t(isAssigned ? 'assign.unassign' : 'assign.assign')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common:close')}
        </button>
      </div>
    </Modal>
  );
}
