/** POST /api/projects/{projectId}/users/register as a mutation: 201 with the participant; a taken ID or email is 400. */
import { useMutation } from '@tanstack/react-query';
import type { Participant, ParticipantCreate } from '@shared/contracts/participants';
import { useProject } from '@web/current-project/project-context';
import { api } from '@web/lib/api';
import { participantApi } from '@web/lib/api-paths/participant';

export function useRegister() {
  const project = useProject();
  return useMutation({
    mutationFn: (input: ParticipantCreate) =>
      api<Participant>(participantApi(project.id).register(), { method: 'POST', body: input }),
  });
}
