/** DELETE /projects/{id}/users/{userId}. */
import { api } from '@web/lib/api';
import {
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const deleteParticipant = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/users/${id}`, { method: 'DELETE', query: s.query });
export const useDeleteParticipant = () => useProjectMutation(deleteParticipant);
