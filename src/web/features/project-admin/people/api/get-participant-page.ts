/** GET /projects/{id}/users with list parameters: one page of the participants. */
import type { ParticipantSort, Participant } from '@shared/contracts/participants';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '@web/features/project-admin/shell/lib/use-list-state';
import { useProjectPage } from '@web/features/project-admin/shell/api/scope';

export const useParticipantPage = (params: ListQuery<ParticipantSort>) =>
  useProjectPage<Participant>(queryKeys.participantPage, (p) => p.participants.list(), params);
