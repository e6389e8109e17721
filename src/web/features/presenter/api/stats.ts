/** GET /presenter/stats: the signed-in presenter's poster's statistics (decision 056). */
import { useQuery } from '@tanstack/react-query';
import type { PosterStats } from '@shared/contracts/stats';
import { getQuery } from '@web/lib/get-query';
import { statsApi } from '@web/lib/api-paths/stats';
import { queryKeys } from '@web/lib/query-keys';

export const presenterStatsQuery = (projectId: number) =>
  getQuery<PosterStats>(queryKeys.presenterStats(projectId), statsApi(projectId).presenter());

export const usePresenterStats = (projectId: number) => useQuery(presenterStatsQuery(projectId));
