/** POST /api/projects/{projectId}/judge/login as a mutation: the answer's session cookie, the judge's session here. */
import type { LoginBody } from '@shared/contracts/auth';
import type { JudgeLoginResponse } from '@shared/contracts/judging';
import { useProject } from '@web/app/project-guard';
import { memberUser, useLoginMutation } from '@web/app/session';
import { api } from '@web/lib/api';

export function useJudgeLogin() {
  const project = useProject();
  return useLoginMutation(
    (body: LoginBody) =>
      api<JudgeLoginResponse>(`/projects/${project.id}/judge/login`, { method: 'POST', body }),
    (judge) => ({ user: memberUser(judge.judge_id, judge), role: 'judge' }),
  );
}
