/** DELETE /api/super-admin/projects/{id}/admins/{adminId}?super_admin_id=: the admin leaves the project. */
import { api } from '@web/lib/api';
import type { AdminProject } from './assign-admin';
import { useSuperAdminMutation } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const unassignAdmin = (adminId: number, { projectId, targetId }: AdminProject) =>
  api<unknown>(superAdminApi.projects.admin(projectId, targetId), {
    method: 'DELETE',
    query: { super_admin_id: adminId },
  });
export const useUnassignAdmin = () => useSuperAdminMutation(unassignAdmin);
