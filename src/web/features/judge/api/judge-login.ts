/** POST /api/projects/{projectId}/judge/login as a mutation: the answer's session cookie, the judge's session here. */
import type { LoginBody } from '@shared/contracts/auth';
import type { JudgeLoginResponse } from '@shared/contracts/judging';
import { useProject } from '@web/current-project/project-context';
import { memberUser } from '@web/session/session-user';
import { useLoginMutation } from '@web/session/use-login-mutation';
import { api } from '@web/lib/api';
import { judgeApi } from '@web/lib/api-paths/judge';

export function useJudgeLogin() {
  const project = useProject();
  return useLoginMutation(
    (body: LoginBody) => api<JudgeLoginResponse>(judgeApi(project.id).login(), { method: 'POST', body }),
    (judge) => ({ user: memberUser(judge.judge_id, judge), role: 'judge' }),
  );
}
