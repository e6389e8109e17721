/** GET /api/super-admin/projects?admin_id=&is_active= (null: all): every project with its counts. */
import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../shared/contracts/projects';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminId } from './scope';

export const getProjects = (adminId: number, isActive: boolean | null) =>
  api<Project[]>('/super-admin/projects', { query: { admin_id: adminId, is_active: isActive } });

export function useSuperProjects(isActive: boolean | null) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: queryKeys.superAdmin.projects(isActive),
    queryFn: () => getProjects(adminId, isActive),
  });
}
