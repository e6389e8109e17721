/** GET /api/super-admin/admins?super_admin_id=: every admin account with its assigned projects. */
import type { AdminAccount } from '@shared/contracts/admins';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useSuperAdminQuery } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const getAdmins = (adminId: number) =>
  api<AdminAccount[]>(superAdminApi.admins.list(), { query: { super_admin_id: adminId } });

export function useAdmins() {
  return useSuperAdminQuery(queryKeys.superAdmin.admins, getAdmins);
}
