/** GET /projects/{id}/results: the ranking; SPEC.md says a failure falls back silently to an empty one. */
import type { ResultRow } from '../../../../shared/contracts/judging';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const getResults = (s: AdminScope) =>
  api<ResultRow[]>(`${s.base}/results`, { query: s.query }).catch((): ResultRow[] => []);
export const useResults = () => useProjectQuery(queryKeys.results, getResults);
