import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminAccount } from '../../../../shared/contracts/admins';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminId } from './identity';

export type AdminInput = {
  username?: string;
  email: string;
  full_name: string | null;
  is_super_admin?: boolean;
  is_active?: boolean;
  /** Required on create; on edit, left out to keep the current one. */
  password?: string;
};

/** Admin changes touch the admin list, the dashboard counts and the project detail admin tables. */
function invalidateAdmins(qc: QueryClient): Promise<unknown> {
  return qc.invalidateQueries({ queryKey: queryKeys.superAdmin.all });
}

/** GET /api/super-admin/admins?super_admin_id= */
export function useAdmins() {
  const adminId = useAdminId();
  return useQuery({
    queryKey: queryKeys.superAdmin.admins,
    queryFn: () => api<AdminAccount[]>('/super-admin/admins', { query: { super_admin_id: adminId } }),
  });
}

export function useCreateAdmin() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminInput) =>
      api<AdminAccount>('/super-admin/admins', {
        method: 'POST',
        query: { super_admin_id: adminId },
        body: input,
      }),
    onSuccess: () => invalidateAdmins(qc),
  });
}

export function useUpdateAdmin() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminInput }) =>
      api<AdminAccount>(`/super-admin/admins/${id}`, {
        method: 'PUT',
        query: { super_admin_id: adminId },
        body: input,
      }),
    onSuccess: () => invalidateAdmins(qc),
  });
}

export function useDeleteAdmin() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<unknown>(`/super-admin/admins/${id}`, { method: 'DELETE', query: { super_admin_id: adminId } }),
    onSuccess: () => invalidateAdmins(qc),
  });
}

/** POST /api/super-admin/projects/{id}/admins?super_admin_id=&admin_id= (admin_id: the admin to assign). */
export function useAssignAdmin() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, targetId }: { projectId: number; targetId: number }) =>
      api<unknown>(`/super-admin/projects/${projectId}/admins`, {
        method: 'POST',
        query: { super_admin_id: adminId, admin_id: targetId },
      }),
    onSuccess: () => invalidateAdmins(qc),
  });
}

/** DELETE /api/super-admin/projects/{id}/admins/{adminId}?super_admin_id= */
export function useUnassignAdmin() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, targetId }: { projectId: number; targetId: number }) =>
      api<unknown>(`/super-admin/projects/${projectId}/admins/${targetId}`, {
        method: 'DELETE',
        query: { super_admin_id: adminId },
      }),
    onSuccess: () => invalidateAdmins(qc),
  });
}
