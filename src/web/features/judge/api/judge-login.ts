/** POST /api/projects/{projectId}/judge/login as a mutation: the answer's session cookie, the judge's session here. */
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '../../../../shared/contracts/auth';
import type { JudgeLoginResponse } from '../../../../shared/contracts/people';
import { useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { api } from '../../../lib/api';

export function useJudgeLogin() {
  const project = useProject();
  const { login } = useSession();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api<JudgeLoginResponse>(`/projects/${project.id}/judge/login`, { method: 'POST', body }),
    onSuccess: (judge) =>
      login(
        {
          id: judge.judge_id,
          username: judge.username,
          email: judge.email,
          full_name: judge.full_name,
          project_id: judge.project_id,
        },
        'judge',
      ),
  });
}
