/** GET /projects/{id}/dashboard: the admin dashboard's counts; a failure shows zeros (SPEC.md section 7). */
import type { ProjectStatistics } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const emptyStatistics: ProjectStatistics = {
  total_posters: 0,
  total_judges: 0,
  total_assignments: 0,
  completed_assignments: 0,
  total_users: 0,
  total_evaluations: 0,
  progress_percentage: 0,
};

export const getDashboard = (s: AdminScope) =>
  api<ProjectStatistics>(`${s.base}/dashboard`, { query: s.query }).catch(() => emptyStatistics);
export const useDashboard = () => useProjectQuery(queryKeys.dashboard, getDashboard);
