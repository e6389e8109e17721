/** POST /api/projects/{projectId}/users/login as a mutation: credentials in the JSON body; the session is a cookie. */
import type { LoginBody } from '@shared/contracts/auth';
import type { Participant } from '@shared/contracts/participants';
import { useProject } from '@web/current-project/project-context';
import { memberUser } from '@web/session/session-user';
import { useLoginMutation } from '@web/session/use-login-mutation';
import { api } from '@web/lib/api';
import { participantApi } from '@web/lib/api-paths/participant';

export function useParticipantLogin() {
  const project = useProject();
  return useLoginMutation(
    (body: LoginBody) => api<Participant>(participantApi(project.id).login(), { method: 'POST', body }),
    (participant) => ({ user: memberUser(participant.id, participant), role: 'user' }),
  );
}
