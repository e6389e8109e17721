/** GET /projects/{id}/judges: every judge of the project with their assignment counts. */
import type { JudgeRow } from '@shared/contracts/judges';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const getJudges = (s: AdminScope) => api<JudgeRow[]>(`${s.base}/judges`, { query: s.query });
export const useJudges = () => useProjectQuery(queryKeys.judges, getJudges);
