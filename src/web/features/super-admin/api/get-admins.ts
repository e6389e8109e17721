/** GET /api/super-admin/admins?super_admin_id=: every admin account with its assigned projects. */
import { useQuery } from '@tanstack/react-query';
import type { AdminAccount } from '../../../../shared/contracts/admins';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminId } from './scope';

export const getAdmins = (adminId: number) =>
  api<AdminAccount[]>('/super-admin/admins', { query: { super_admin_id: adminId } });

export function useAdmins() {
  const adminId = useAdminId();
  return useQuery({ queryKey: queryKeys.superAdmin.admins, queryFn: () => getAdmins(adminId) });
}
