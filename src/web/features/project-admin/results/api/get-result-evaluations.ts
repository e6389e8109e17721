/** GET /projects/{id}/results/evaluations?poster_id=: every judge's scores, total and comment on one poster. */
import type { ResultEvaluation } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getResultEvaluations = (s: ProjectAdminScope, posterId: number) =>
  api<ResultEvaluation[]>(s.paths.results.evaluations(), { query: { ...s.query, poster_id: posterId } });
/** Asked only once the poster's details are opened. */
export const useResultEvaluations = (posterId: number, enabled: boolean) =>
  useProjectQuery(
    (id) => queryKeys.resultEvaluations(id, posterId),
    (s) => getResultEvaluations(s, posterId),
    enabled,
  );
