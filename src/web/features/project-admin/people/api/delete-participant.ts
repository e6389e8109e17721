/** DELETE /projects/{id}/users/{userId}. */
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const deleteParticipant = (s: ProjectAdminScope, id: number) =>
  api<unknown>(s.paths.participants.one(id), { method: 'DELETE', query: s.query });
export const useDeleteParticipant = () => useProjectMutation(deleteParticipant);
