/** DELETE /projects/{id}/evaluation-criteria/{criterionId}. */
import { api } from '@web/lib/api';
import {
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const deleteCriterion = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/evaluation-criteria/${id}`, { method: 'DELETE', query: s.query });
export const useDeleteCriterion = () => useProjectMutation(deleteCriterion);
