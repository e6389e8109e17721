/** POST /api/super-admin/projects/{id}/admins?super_admin_id=&admin_id= (admin_id: the admin to assign). */
import { api } from '@web/lib/api';
import { useSuperAdminMutation } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export type AdminProject = { projectId: number; targetId: number };

export const assignAdmin = (adminId: number, { projectId, targetId }: AdminProject) =>
  api<unknown>(superAdminApi.projects.admins(projectId), {
    method: 'POST',
    query: { super_admin_id: adminId, admin_id: targetId },
  });
export const useAssignAdmin = () => useSuperAdminMutation(assignAdmin);
