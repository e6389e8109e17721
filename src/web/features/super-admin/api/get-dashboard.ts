/** GET /api/super-admin/dashboard?super_admin_id=: the totals and every project at a glance. */
import { useQuery } from '@tanstack/react-query';
import type { SuperAdminDashboard } from '../../../../shared/contracts/admins';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminId } from './scope';

export const getDashboard = (adminId: number) =>
  api<SuperAdminDashboard>('/super-admin/dashboard', { query: { super_admin_id: adminId } });

export function useDashboard() {
  const adminId = useAdminId();
  return useQuery({ queryKey: queryKeys.superAdmin.dashboard, queryFn: () => getDashboard(adminId) });
}
