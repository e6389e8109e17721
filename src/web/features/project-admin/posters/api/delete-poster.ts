/** DELETE /projects/{id}/posters/{posterId}: the poster with its assignments and evaluations (confirm: its number). */
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import type { DeleteVars } from '@web/features/project-admin/shell/api/delete-preview';
import {
  useProjectMutation,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const deletePoster = (s: ProjectAdminScope, v: DeleteVars) =>
  api<unknown>(s.paths.posters.one(v.id), {
    method: 'DELETE',
    query: { ...s.query, ...(v.confirm ? { confirm: v.confirm } : {}) },
  });
export const useDeletePoster = () =>
  useProjectMutation(deletePoster, (projectId, v: DeleteVars) => queryKeys.poster(projectId, v.id));
