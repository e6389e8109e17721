/**
 * GET /projects/{id}/results: the ranking; as specified, a failure falls back silently to an empty one
 * (docs/product.md#the-api).
 */
import type { FairResultRow, ResultMethod } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

/** No method: the organiser's chosen one; no category: all posters. */
export type ResultsParams = { method?: ResultMethod; category?: string };

export const getResults = (s: ProjectAdminScope, p: ResultsParams = {}) =>
  api<FairResultRow[]>(s.paths.results.list(), { query: { ...s.query, ...p } }).catch(
    (): FairResultRow[] => [],
  );
export const useResults = (p: ResultsParams = {}) =>
  useProjectQuery(
    (id) =>
      p.method || p.category
        ? queryKeys.resultsBy(id, p.method ?? null, p.category ?? null)
        : queryKeys.results(id),
    (s) => getResults(s, p),
  );
