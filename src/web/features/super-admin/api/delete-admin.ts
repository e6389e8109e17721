/** DELETE /api/super-admin/admins/{id}?super_admin_id= (never oneself: the page hides that button). */
import { api } from '@web/lib/api';
import { useSuperAdminMutation } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const deleteAdmin = (adminId: number, id: number) =>
  api<unknown>(superAdminApi.admins.one(id), { method: 'DELETE', query: { super_admin_id: adminId } });
export const useDeleteAdmin = () => useSuperAdminMutation(deleteAdmin);
