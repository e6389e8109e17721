/** Deleting a project: asks (irreversible, removes all users, judges and posters), deletes, reports. */
import type { Project } from '../../../../shared/contracts/projects';
import { useConfirmedMutation } from '../../../components/ui/mutation-notices';
import { useDeleteProject } from '../api/delete-project';
import { useProjectsT } from '../i18n/projects';

/** Answers whether the project was deleted. */
export function useDeleteProjectFlow(): (project: Pick<Project, 'id' | 'name'>) => Promise<boolean> {
  const { t } = useProjectsT();
  const remove = useConfirmedMutation(useDeleteProject());
  return (project) =>
    remove(project.id, {
      title: t('remove.title'),
      message: t('remove.message', { name: project.name }),
      confirmLabel: t('remove.confirm'),
      done: t('remove.done', { name: project.name }),
      failed: t('remove.failed'),
    });
}
