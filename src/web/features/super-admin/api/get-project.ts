/** GET /api/super-admin/projects/{id}?admin_id=: one project, active or not. */
import type { Project } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useSuperAdminQuery } from './scope';

export const getProject = (adminId: number, id: number) =>
  api<Project>(`/super-admin/projects/${id}`, { query: { admin_id: adminId } });

export function useSuperProject(id: number) {
  return useSuperAdminQuery(queryKeys.superAdmin.project(id), (adminId) => getProject(adminId, id), {
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
