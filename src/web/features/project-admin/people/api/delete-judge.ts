/** DELETE /projects/{id}/judges/{judgeId}: the judge with their assignments and evaluations (confirm: username). */
import { api } from '@web/lib/api';
import type { DeleteVars } from '@web/features/project-admin/shell/api/delete-preview';
import {
  useProjectMutation,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const deleteJudge = (s: ProjectAdminScope, v: DeleteVars) =>
  api<unknown>(s.paths.judges.one(v.id), {
    method: 'DELETE',
    query: { ...s.query, ...(v.confirm ? { confirm: v.confirm } : {}) },
  });
export const useDeleteJudge = () => useProjectMutation(deleteJudge);
