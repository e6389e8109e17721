/** DELETE /projects/{id}/assignments/{assignmentId}: cancels one assignment. */
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const deleteAssignment = (s: ProjectAdminScope, id: number) =>
  api<unknown>(s.paths.assignments.one(id), { method: 'DELETE', query: s.query });
export const useDeleteAssignment = () => useProjectMutation(deleteAssignment);
