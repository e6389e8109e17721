/** PUT /projects/{id}/judges/{judgeId}: name, email, affiliation, specialty; the password only when given. */
import type { JudgeRow, JudgeUpdate } from '@shared/contracts/judges';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const updateJudge = (s: AdminScope, { id, body }: { id: number; body: JudgeUpdate }) =>
  api<JudgeRow>(`${s.base}/judges/${id}`, { method: 'PUT', query: s.query, body });
export const useUpdateJudge = () => useProjectMutation(updateJudge);
