import type { Project } from '../../../../shared/contracts/projects';
import { notice } from '../../../components/ui/notices';
import { failedWith } from '../../../lib/error-message';
import { useUpdateProject } from '../api/projects';
import { useProjectsT } from '../i18n/projects';

/** The clickable status badge: one click switches a project between active and inactive (SPEC.md section 4). */
export function StatusToggle({ project }: { project: Pick<Project, 'id' | 'name' | 'is_active'> }) {
  const { t } = useProjectsT();
  const update = useUpdateProject();
  const active = project.is_active;

  function toggle() {
    update.mutate(
      { id: project.id, input: { is_active: !active } },
      {
        onSuccess: () =>
          notice.success(t(active ? 'toggle.deactivated' : 'toggle.activated', { name: project.name })),
        onError: (err) => {
          console.error(err);
          notice.error(failedWith(t('toggle.failed'), err));
        },
      },
    );
  }

  return (
    <button
      type="button"
      className={`badge sa-status ${active ? 'badge-success' : 'sa-status-off'}`}
      onClick={toggle}
      disabled={update.isPending}
      aria-label={t(active ? 'toggle.toDeactivate' : 'toggle.toActivate', { name: project.name })}
      title={t(active ? 'toggle.toDeactivate' : 'toggle.toActivate', { name: project.name })}
    >
      <span className="sa-status-dot" aria-hidden="true" />
      {active ? t('common:active') : t('common:inactive')}
    </button>
  );
}

/** A read-only status badge. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useProjectsT();
  return (
    <span className={`badge sa-status ${active ? 'badge-success' : 'sa-status-off'}`}>
      <span className="sa-status-dot" aria-hidden="true" />
      {active ? t('common:active') : t('common:inactive')}
    </span>
  );
}
