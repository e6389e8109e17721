import type { JudgeLoginResponse } from '../../../../shared/contracts/people';
import { api } from '../../../lib/api';

/** POST /api/projects/{projectId}/judge/login: credentials in the JSON body, a session cookie in the answer. */
export function loginJudge(
  projectId: number,
  username: string,
  password: string,
): Promise<JudgeLoginResponse> {
  return api<JudgeLoginResponse>(`/projects/${projectId}/judge/login`, {
    method: 'POST',
    body: { username, password },
  });
}
