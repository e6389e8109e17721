/** GET /projects/{id}/results/settings: the ranking method, weights, tie-break and the people's choice. */
import type { ResultSettings } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const getResultSettings = (s: AdminScope) =>
  api<ResultSettings>(`${s.base}/results/settings`, { query: s.query });
export const useResultSettings = () => useProjectQuery(queryKeys.resultSettings, getResultSettings);
