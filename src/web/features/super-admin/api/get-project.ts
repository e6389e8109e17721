/** GET /api/super-admin/projects/{id}?admin_id=: one project, active or not. */
import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../shared/contracts/projects';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminId } from './scope';

export const getProject = (adminId: number, id: number) =>
  api<Project>(`/super-admin/projects/${id}`, { query: { admin_id: adminId } });

export function useSuperProject(id: number) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: queryKeys.superAdmin.project(id),
    queryFn: () => getProject(adminId, id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
