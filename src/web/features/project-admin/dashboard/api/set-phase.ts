/** PUT /projects/{id}/phase: one step on or back (back with a reason), or only the closing time. */
import type { PhaseChangeInput, PhaseState } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const setPhase = (s: ProjectAdminScope, input: PhaseChangeInput) =>
  api<PhaseState>(s.paths.phase(), { method: 'PUT', query: s.query, body: input });
export const useSetPhase = () => useProjectMutation(setPhase);
