/** POST /api/projects/{projectId}/users/login as a mutation: credentials in the JSON body; the session is a cookie. */
import type { LoginBody } from '@shared/contracts/auth';
import type { Participant } from '@shared/contracts/participants';
import { useProject } from '@web/app/project-guard';
import { memberUser, useLoginMutation } from '@web/app/session';
import { api } from '@web/lib/api';

export function useParticipantLogin() {
  const project = useProject();
  return useLoginMutation(
    (body: LoginBody) => api<Participant>(`/projects/${project.id}/users/login`, { method: 'POST', body }),
    (u) => ({ user: memberUser(u.id, u), role: 'user' }),
  );
}
