/** POST /projects/{id}/judges: a judge added by hand (JSON body). */
import type { JudgeCreate, JudgeRow } from '@shared/contracts/judges';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const createJudge = (s: AdminScope, body: JudgeCreate) =>
  api<JudgeRow>(`${s.base}/judges`, { method: 'POST', query: s.query, body });
export const useCreateJudge = () => useProjectMutation(createJudge);
