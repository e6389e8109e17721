/** POST /api/projects/{projectId}/users/register as a mutation: 201 with the participant; a taken ID or email is 400. */
import type { Participant, ParticipantCreate } from '@shared/contracts/participants';
import { useAccountPost } from './account-post';

export const useRegister = () => useAccountPost<ParticipantCreate, Participant>((a) => a.register());
