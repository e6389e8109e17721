/** DELETE /api/super-admin/admins/{id}?super_admin_id= (never oneself: the page hides that button). */
import { api } from '@web/lib/api';
import { useSuperAdminMutation } from './scope';

export const deleteAdmin = (adminId: number, id: number) =>
  api<unknown>(`/super-admin/admins/${id}`, { method: 'DELETE', query: { super_admin_id: adminId } });
export const useDeleteAdmin = () => useSuperAdminMutation(deleteAdmin);
