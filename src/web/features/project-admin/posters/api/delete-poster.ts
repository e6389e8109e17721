/** DELETE /projects/{id}/posters/{posterId}: the poster with its assignments and evaluations (confirm: its number). */
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import {
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export type DeleteVars = { id: number; confirm?: string };

export const deletePoster = (s: AdminScope, v: DeleteVars) =>
  api<unknown>(`${s.base}/posters/${v.id}`, {
    method: 'DELETE',
    query: { ...s.query, ...(v.confirm ? { confirm: v.confirm } : {}) },
  });
export const useDeletePoster = () =>
  useProjectMutation(deletePoster, (projectId, v: DeleteVars) => queryKeys.poster(projectId, v.id));
