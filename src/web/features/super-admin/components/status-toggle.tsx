/** A project's status: a badge, or a button that switches it between active and inactive (docs/product.md#states). */
import type { Project } from '@shared/contracts/projects';
import { BadgeDot } from '@web/components/ui/layout/badge';
import { badgeClass } from '@web/components/ui/layout/badge-tone';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { useUpdateProject } from '../api/update-project';
import { useProjectsT } from '../i18n/projects';

export function StatusToggle({ project }: { project: Pick<Project, 'id' | 'name' | 'is_active'> }) {
  const { t } = useProjectsT();
  const update = useUpdateProject();
  const active = project.is_active;
  const label = t(active ? 'toggle.toDeactivate' : 'toggle.toActivate', { name: project.name });
  return (
    <button
      type="button"
      className={badgeClass(active ? 'success' : 'neutral')}
      onClick={() =>
        update.mutate(
          { id: project.id, body: { is_active: !active } },
          saidAs(
            t(active ? 'toggle.deactivated' : 'toggle.activated', { name: project.name }),
            t('toggle.failed'),
          ),
        )
      }
      disabled={update.isPending}
      aria-label={label}
      title={label}
    >
      <StatusText active={active} />
    </button>
  );
}

/** A read-only status badge. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={badgeClass(active ? 'success' : 'neutral')}>
      <StatusText active={active} />
    </span>
  );
}

function StatusText({ active }: { active: boolean }) {
  const { t } = useProjectsT();
  return (
    <>
      <BadgeDot />
      {active ? t('common:active') : t('common:inactive')}
    </>
  );
}
