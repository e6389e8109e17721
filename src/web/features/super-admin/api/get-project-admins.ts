/** GET /api/super-admin/projects/{id}/admins?super_admin_id=: the project's admins, read only. */
import type { ProjectAdmin } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useSuperAdminQuery } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const getProjectAdmins = (adminId: number, id: number) =>
  api<ProjectAdmin[]>(superAdminApi.projects.admins(id), { query: { super_admin_id: adminId } });

export function useProjectAdmins(id: number) {
  return useSuperAdminQuery(
    queryKeys.superAdmin.projectAdmins(id),
    (adminId) => getProjectAdmins(adminId, id),
    { enabled: Number.isInteger(id) && id > 0 },
  );
}
