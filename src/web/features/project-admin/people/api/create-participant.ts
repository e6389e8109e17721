/** POST /projects/{id}/users: a participant added by an admin (JSON body). */
import type { Participant, ParticipantCreate } from '@shared/contracts/participants';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const createParticipant = (s: ProjectAdminScope, body: ParticipantCreate) =>
  api<Participant>(s.paths.participants.list(), { method: 'POST', query: s.query, body });
export const useCreateParticipant = () => useProjectMutation(createParticipant);
