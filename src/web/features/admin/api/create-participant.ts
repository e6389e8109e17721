/** POST /projects/{id}/users: a participant added by an admin (JSON body). */
import type { Participant, ParticipantCreate } from '@shared/contracts/participants';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const createParticipant = (s: AdminScope, body: ParticipantCreate) =>
  api<Participant>(`${s.base}/users`, { method: 'POST', query: s.query, body });
export const useCreateParticipant = () => useProjectMutation(createParticipant);
