/** POST /api/projects/{projectId}/login as a mutation: the project admin login (credentials in the body). */
import type { AdminLoginResponse } from '@shared/contracts/admins';
import type { LoginBody } from '@shared/contracts/auth';
import { useProject } from '@web/current-project/project-context';
import { adminUser } from '@web/session/session-user';
import { useLoginMutation } from '@web/session/use-login-mutation';
import { api } from '@web/lib/api';
import { projectAdminApi } from '@web/lib/api-paths/project-admin';

export function useProjectAdminLogin() {
  const project = useProject();
  return useLoginMutation(
    (body: LoginBody) =>
      api<AdminLoginResponse>(projectAdminApi(project.id).login(), { method: 'POST', body }),
    (admin) => ({ user: adminUser(admin, [project.id]), role: 'project_admin' }),
  );
}
