/** PUT /projects/{id}/judges/{judgeId}: name, email, affiliation, specialty; the password only when given. */
import type { JudgeRow, JudgeUpdate } from '@shared/contracts/judges';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const updateJudge = (s: ProjectAdminScope, { id, body }: { id: number; body: JudgeUpdate }) =>
  api<JudgeRow>(s.paths.judges.one(id), { method: 'PUT', query: s.query, body });
export const useUpdateJudge = () => useProjectMutation(updateJudge);
