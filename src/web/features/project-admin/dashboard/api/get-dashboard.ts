/** GET /projects/{id}/dashboard: the organiser's dashboard counts; a failure shows zeros (docs/product.md#the-api). */
import type { ProjectStatistics } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const emptyStatistics: ProjectStatistics = {
  total_posters: 0,
  total_judges: 0,
  total_assignments: 0,
  completed_assignments: 0,
  total_users: 0,
  total_evaluations: 0,
  progress_percentage: 0,
};

export const getDashboard = (s: ProjectAdminScope) =>
  api<ProjectStatistics>(s.paths.dashboard(), { query: s.query }).catch(() => emptyStatistics);
export const useDashboard = () => useProjectQuery(queryKeys.dashboard, getDashboard);
