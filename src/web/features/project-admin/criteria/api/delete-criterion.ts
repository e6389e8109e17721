/** DELETE /projects/{id}/evaluation-criteria/{criterionId}. */
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const deleteCriterion = (s: ProjectAdminScope, id: number) =>
  api<unknown>(s.paths.criteria.one(id), { method: 'DELETE', query: s.query });
export const useDeleteCriterion = () => useProjectMutation(deleteCriterion);
