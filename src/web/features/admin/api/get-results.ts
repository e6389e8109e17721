/** GET /projects/{id}/results: the ranking; SPEC.md says a failure falls back silently to an empty one. */
import type { FairResultRow, ResultMethod } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

/** No method: the organiser's chosen one; no category: all posters. */
export type ResultsParams = { method?: ResultMethod; category?: string };

export const getResults = (s: AdminScope, p: ResultsParams = {}) =>
  api<FairResultRow[]>(`${s.base}/results`, { query: { ...s.query, ...p } }).catch((): FairResultRow[] => []);
export const useResults = (p: ResultsParams = {}) =>
  useProjectQuery(
    (id) =>
      p.method || p.category
        ? queryKeys.resultsBy(id, p.method ?? null, p.category ?? null)
        : queryKeys.results(id),
    (s) => getResults(s, p),
  );
