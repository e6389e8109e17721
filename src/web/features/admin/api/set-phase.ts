/** PUT /projects/{id}/phase: one step on or back (back with a reason), or only the closing time. */
import type { PhaseChangeInput, PhaseState } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const setPhase = (s: AdminScope, input: PhaseChangeInput) =>
  api<PhaseState>(`${s.base}/phase`, { method: 'PUT', query: s.query, body: input });
export const useSetPhase = () => useProjectMutation(setPhase);
