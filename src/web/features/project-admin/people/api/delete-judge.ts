/** DELETE /projects/{id}/judges/{judgeId}: the judge with their assignments and evaluations (confirm: username). */
import { api } from '@web/lib/api';
import type { DeleteVars } from '@web/features/project-admin/posters/api/delete-poster';
import {
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const deleteJudge = (s: AdminScope, v: DeleteVars) =>
  api<unknown>(`${s.base}/judges/${v.id}`, {
    method: 'DELETE',
    query: { ...s.query, ...(v.confirm ? { confirm: v.confirm } : {}) },
  });
export const useDeleteJudge = () => useProjectMutation(deleteJudge);
