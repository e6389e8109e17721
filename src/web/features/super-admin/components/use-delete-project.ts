import type { Project } from '../../../../shared/contracts/projects';
import { useConfirm } from '../../../components/ui/confirm';
import { notice } from '../../../components/ui/notices';
import { failedWith } from '../../../lib/error-message';
import { useDeleteProject } from '../api/projects';
import { useProjectsT } from '../i18n/projects';

/** Asks (irreversible, removes all users, judges and posters), deletes, reports. Answers whether it was deleted. */
export function useDeleteProjectFlow(): (project: Pick<Project, 'id' | 'name'>) => Promise<boolean> {
  const { t } = useProjectsT();
  const confirm = useConfirm();
  const remove = useDeleteProject();
  return async (project) => {
    const ok = await confirm({
      title: t('remove.title'),
      message: t('remove.message', { name: project.name }),
      confirmLabel: t('remove.confirm'),
      danger: true,
    });
    if (!ok) return false;
    try {
      await remove.mutateAsync(project.id);
      notice.success(t('remove.done', { name: project.name }));
      return true;
    } catch (err) {
      console.error(err);
      notice.error(failedWith(t('remove.failed'), err));
      return false;
    }
  };
}
