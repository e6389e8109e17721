import type { AdminLoginResponse } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/projects/{projectId}/login: the project admin login (credentials in the body, never the URL). */
export function loginProjectAdmin(
  projectId: number,
  username: string,
  password: string,
): Promise<AdminLoginResponse> {
  return api<AdminLoginResponse>(`/projects/${projectId}/login`, {
    method: 'POST',
    body: { username, password },
  });
}
