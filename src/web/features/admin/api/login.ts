/** POST /api/projects/{projectId}/login as a mutation: the project admin login (credentials in the body). */
import { useMutation } from '@tanstack/react-query';
import type { AdminLoginResponse, LoginBody } from '../../../../shared/contracts/auth';
import { useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { api } from '../../../lib/api';

export function useAdminLogin() {
  const project = useProject();
  const { login } = useSession();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api<AdminLoginResponse>(`/projects/${project.id}/login`, { method: 'POST', body }),
    onSuccess: (admin) =>
      login(
        {
          id: admin.admin_id,
          admin_id: admin.admin_id,
          username: admin.username,
          email: admin.email,
          full_name: admin.full_name,
          is_super_admin: admin.is_super_admin,
          project_ids: [project.id],
        },
        'project_admin',
      ),
  });
}
