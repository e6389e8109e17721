/**
 * Deleting a project: shows what goes (counts from the server), asks for the project name to be typed, deletes,
 * reports.
 */
import type { Project } from '@shared/contracts/projects';
import { useCarefulDelete } from '@web/components/ui/notices/mutation-notices';
import { useDeleteProject } from '../api/delete-project';
import { getProjectDeletePreview } from '../api/get-project-delete-preview';
import { useAdminId } from '../api/scope';
import { useProjectsT } from '../i18n/projects';

/** Answers whether the project was deleted. */
export function useDeleteProjectFlow(): (project: Pick<Project, 'id' | 'name'>) => Promise<boolean> {
  const { t } = useProjectsT();
  const adminId = useAdminId();
  const remove = useCarefulDelete(useDeleteProject());
  return (project) =>
    remove({ id: project.id }, () => getProjectDeletePreview(adminId, project.id), {
      title: t('remove.title'),
      message: t('remove.message', { name: project.name }),
      confirmLabel: t('remove.confirm'),
      done: t('remove.done', { name: project.name }),
      failed: t('remove.failed'),
    });
}
