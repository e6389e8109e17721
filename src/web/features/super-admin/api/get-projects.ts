/** GET /api/super-admin/projects?admin_id=&is_active= (null: all): every project with its counts. */
import type { Project } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useSuperAdminQuery } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const getProjects = (adminId: number, isActive: boolean | null) =>
  api<Project[]>(superAdminApi.projects.list(), { query: { admin_id: adminId, is_active: isActive } });

export function useSuperProjects(isActive: boolean | null) {
  return useSuperAdminQuery(queryKeys.superAdmin.projects(isActive), (adminId) =>
    getProjects(adminId, isActive),
  );
}
