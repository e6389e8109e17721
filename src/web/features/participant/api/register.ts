/** POST /api/projects/{projectId}/users/register as a mutation: 201 with the participant; a taken ID or email is 400. */
import { useMutation } from '@tanstack/react-query';
import type { Participant, ParticipantCreate } from '@shared/contracts/participants';
import { useProject } from '@web/app/project-guard';
import { api } from '@web/lib/api';

export function useRegister() {
  const project = useProject();
  return useMutation({
    mutationFn: (input: ParticipantCreate) =>
      api<Participant>(`/projects/${project.id}/users/register`, { method: 'POST', body: input }),
  });
}
