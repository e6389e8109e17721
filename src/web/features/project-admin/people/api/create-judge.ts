/** POST /projects/{id}/judges: a judge added by hand (JSON body). */
import type { JudgeCreate, JudgeRow } from '@shared/contracts/people';
import { api } from '@web/lib/api';
import {
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const createJudge = (s: AdminScope, body: JudgeCreate) =>
  api<JudgeRow>(`${s.base}/judges`, { method: 'POST', query: s.query, body });
export const useCreateJudge = () => useProjectMutation(createJudge);
