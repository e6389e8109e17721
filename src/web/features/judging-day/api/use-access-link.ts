/** POST /projects/{id}/judge/access {token}: signs the judge in with a single-use link; the session as a login's. */
import type { JudgeLoginResponse } from '@shared/contracts/judging';
import { useProject } from '@web/app/project-guard';
import { memberUser, useLoginMutation } from '@web/app/session';
import { api } from '@web/lib/api';

export function useAccessLink() {
  const project = useProject();
  return useLoginMutation(
    (token: string) =>
      api<JudgeLoginResponse>(`/projects/${project.id}/judge/access`, { method: 'POST', body: { token } }),
    (judge) => ({ user: memberUser(judge.judge_id, judge), role: 'judge' }),
  );
}
