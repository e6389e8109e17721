/** POST /api/projects/{projectId}/users/login as a mutation: credentials in the JSON body; the session is a cookie. */
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '../../../../shared/contracts/auth';
import type { Participant } from '../../../../shared/contracts/people';
import { useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { api } from '../../../lib/api';

export function useParticipantLogin() {
  const project = useProject();
  const { login } = useSession();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api<Participant>(`/projects/${project.id}/users/login`, { method: 'POST', body }),
    onSuccess: (u) =>
      login(
        { id: u.id, username: u.username, email: u.email, full_name: u.full_name, project_id: u.project_id },
        'user',
      ),
  });
}
