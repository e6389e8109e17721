/** POST /projects/{id}/judge/access {token}: signs the judge in with a single-use link; the session as a login's. */
import type { JudgeLoginResponse } from '@shared/contracts/judging';
import { useProject } from '@web/current-project/project-context';
import { memberUser } from '@web/session/session-user';
import { useLoginMutation } from '@web/session/use-login-mutation';
import { api } from '@web/lib/api';
import { judgeApi } from '@web/lib/api-paths/judge';

export function useAccessLink() {
  const project = useProject();
  return useLoginMutation(
    (token: string) =>
      api<JudgeLoginResponse>(judgeApi(project.id).access(), { method: 'POST', body: { token } }),
    (judge) => ({ user: memberUser(judge.judge_id, judge), role: 'judge' }),
  );
}
