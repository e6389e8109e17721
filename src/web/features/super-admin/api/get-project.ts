/** GET /api/super-admin/projects/{id}?admin_id=: one project, active or not. */
import type { Project } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useSuperAdminQuery } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const getProject = (adminId: number, id: number) =>
  api<Project>(superAdminApi.projects.one(id), { query: { admin_id: adminId } });

export function useSuperProject(id: number) {
  return useSuperAdminQuery(queryKeys.superAdmin.project(id), (adminId) => getProject(adminId, id), {
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
