/** GET /projects/{id}/results/peoples-choice: every poster with its audience votes, ranked on its own. */
import type { PeoplesChoiceRow } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const getPeoplesChoice = (s: AdminScope) =>
  api<PeoplesChoiceRow[]>(`${s.base}/results/peoples-choice`, { query: s.query });
export const usePeoplesChoice = () => useProjectQuery(queryKeys.peoplesChoice, getPeoplesChoice);
