import type { Participant, ParticipantCreate } from '../../../../shared/contracts/people';
import { api } from '../../../lib/api';

/** POST /api/projects/{projectId}/users/register: 201 with the new participant; a taken ID or email is a 400. */
export function registerParticipant(projectId: number, input: ParticipantCreate): Promise<Participant> {
  return api<Participant>(`/projects/${projectId}/users/register`, { method: 'POST', body: input });
}

/** POST /api/projects/{projectId}/users/login: credentials in the JSON body; the session is a cookie. */
export function loginParticipant(
  projectId: number,
  username: string,
  password: string,
): Promise<Participant> {
  return api<Participant>(`/projects/${projectId}/users/login`, {
    method: 'POST',
    body: { username, password },
  });
}
