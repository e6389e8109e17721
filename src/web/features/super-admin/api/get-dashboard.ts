/** GET /api/super-admin/dashboard?super_admin_id=: the totals and every project at a glance. */
import type { SuperAdminDashboard } from '@shared/contracts/admins';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useSuperAdminQuery } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const getDashboard = (adminId: number) =>
  api<SuperAdminDashboard>(superAdminApi.dashboard(), { query: { super_admin_id: adminId } });

export function useDashboard() {
  return useSuperAdminQuery(queryKeys.superAdmin.dashboard, getDashboard);
}
