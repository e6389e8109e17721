/** POST /api/projects/{projectId}/login as a mutation: the project admin login (credentials in the body). */
import type { AdminLoginResponse } from '@shared/contracts/admins';
import type { LoginBody } from '@shared/contracts/auth';
import { useProject } from '@web/app/project-guard';
import { adminUser, useLoginMutation } from '@web/app/session';
import { api } from '@web/lib/api';

export function useAdminLogin() {
  const project = useProject();
  return useLoginMutation(
    (body: LoginBody) => api<AdminLoginResponse>(`/projects/${project.id}/login`, { method: 'POST', body }),
    (admin) => ({ user: adminUser(admin, [project.id]), role: 'project_admin' }),
  );
}
