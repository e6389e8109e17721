/** GET /projects/{id}/progress: each judge's state, each poster's coverage, the spread of totals. */
import type { ProjectProgress } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getProgress = (s: ProjectAdminScope) =>
  api<ProjectProgress>(s.paths.progress(), { query: s.query });
export const useProgress = () => useProjectQuery(queryKeys.progress, getProgress);
