/** PUT /api/super-admin/admins/{id}?super_admin_id=: email, name, role, status; the password only when given. */
import type { AdminAccount, AdminUpdate } from '@shared/contracts/admins';
import { api } from '@web/lib/api';
import { useSuperAdminMutation } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const updateAdmin = (adminId: number, { id, body }: { id: number; body: AdminUpdate }) =>
  api<AdminAccount>(superAdminApi.admins.one(id), {
    method: 'PUT',
    query: { super_admin_id: adminId },
    body,
  });
export const useUpdateAdmin = () => useSuperAdminMutation(updateAdmin);
