/** GET /projects/{id}/statistics: SPEC.md says a failure falls back silently to zeros. */
import type { ProjectStatistics } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { emptyStatistics } from './get-dashboard';
import { useProjectQuery, type AdminScope } from './scope';

export const getStatistics = (s: AdminScope) =>
  api<ProjectStatistics>(`${s.base}/statistics`, { query: s.query }).catch(() => emptyStatistics);
export const useStatistics = () => useProjectQuery(queryKeys.statistics, getStatistics);
