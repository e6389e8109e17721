/** POST /api/super-admin/admins?super_admin_id=: a new admin (the password in the JSON body, never the URL). */
import type { AdminAccount, AdminCreate } from '@shared/contracts/admins';
import { api } from '@web/lib/api';
import { useSuperAdminMutation } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const createAdmin = (adminId: number, body: AdminCreate) =>
  api<AdminAccount>(superAdminApi.admins.list(), {
    method: 'POST',
    query: { super_admin_id: adminId },
    body,
  });
export const useCreateAdmin = () => useSuperAdminMutation(createAdmin);
