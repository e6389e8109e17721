/** GET /projects/{id}/users with list parameters: one page of the participants. */
import type { ParticipantSort, Participant } from '@shared/contracts/participants';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '../components/list-state';
import { useProjectPage } from './scope';

export const useParticipantPage = (params: ListQuery<ParticipantSort>) =>
  useProjectPage<Participant>(queryKeys.userPage, 'users', params);
