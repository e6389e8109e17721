/** DELETE /projects/{id}/assignments/{assignmentId}: cancels one assignment. */
import { api } from '@web/lib/api';
import {
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const deleteAssignment = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/assignments/${id}`, { method: 'DELETE', query: s.query });
export const useDeleteAssignment = () => useProjectMutation(deleteAssignment);
