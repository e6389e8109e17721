/** GET /projects/{id}/results/peoples-choice: every poster with its audience votes, ranked on its own. */
import type { PeoplesChoiceRow } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getPeoplesChoice = (s: ProjectAdminScope) =>
  api<PeoplesChoiceRow[]>(s.paths.results.peoplesChoice(), { query: s.query });
export const usePeoplesChoice = () => useProjectQuery(queryKeys.peoplesChoice, getPeoplesChoice);
