/** POST /projects/{id}/judges: a judge added by hand (JSON body). */
import type { JudgeCreate, JudgeRow } from '@shared/contracts/judges';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const createJudge = (s: ProjectAdminScope, body: JudgeCreate) =>
  api<JudgeRow>(s.paths.judges.list(), { method: 'POST', query: s.query, body });
export const useCreateJudge = () => useProjectMutation(createJudge);
