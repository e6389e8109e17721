/** GET /projects/{id}/phase: the phase in effect, the closing time and the log of changes. */
import type { PhaseState } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getPhase = (s: ProjectAdminScope) => api<PhaseState>(s.paths.phase(), { query: s.query });
export const usePhase = () => useProjectQuery(queryKeys.phase, getPhase);
