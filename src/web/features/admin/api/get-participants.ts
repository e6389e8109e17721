/** GET /projects/{id}/users: every participant of the project. */
import type { Participant } from '@shared/contracts/participants';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const getParticipants = (s: AdminScope) => api<Participant[]>(`${s.base}/users`, { query: s.query });
export const useParticipants = () => useProjectQuery(queryKeys.users, getParticipants);
