/** GET /projects/{id}/phase: the phase in effect, the closing time and the log of changes. */
import type { PhaseState } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const getPhase = (s: AdminScope) => api<PhaseState>(`${s.base}/phase`, { query: s.query });
export const usePhase = () => useProjectQuery(queryKeys.phase, getPhase);
