import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Project, ProjectAdmin } from '../../../../shared/contracts/projects';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminId } from './identity';

/** The fields of the project form; empty ones are sent as null (SPEC.md section 5). */
export type ProjectInput = {
  name: string;
  slug: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  logo_url: string | null;
};

/** A project change shows everywhere: super admin lists, dashboard, and the public list and project pages. */
export function invalidateProjects(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.superAdmin.all }),
    // 'projects' is the common prefix of publicProjects and projectBySlug.
    qc.invalidateQueries({ queryKey: queryKeys.publicProjects(null).slice(0, 1) }),
  ]);
}

/** GET /api/super-admin/projects?admin_id=&is_active= (null: all). */
export function useSuperProjects(isActive: boolean | null) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: queryKeys.superAdmin.projects(isActive),
    queryFn: () =>
      api<Project[]>('/super-admin/projects', { query: { admin_id: adminId, is_active: isActive } }),
  });
}

export function useSuperProject(id: number) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: queryKeys.superAdmin.project(id),
    queryFn: () => api<Project>(`/super-admin/projects/${id}`, { query: { admin_id: adminId } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** GET /api/super-admin/projects/{id}/admins?super_admin_id= */
export function useProjectAdmins(id: number) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: queryKeys.superAdmin.projectAdmins(id),
    queryFn: () =>
      api<ProjectAdmin[]>(`/super-admin/projects/${id}/admins`, { query: { super_admin_id: adminId } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCreateProject() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      api<Project>('/super-admin/projects', { method: 'POST', query: { admin_id: adminId }, body: input }),
    onSuccess: () => invalidateProjects(qc),
  });
}

export function useUpdateProject() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<ProjectInput> & { is_active?: boolean } }) =>
      api<Project>(`/super-admin/projects/${id}`, {
        method: 'PUT',
        query: { admin_id: adminId },
        body: input,
      }),
    onSuccess: () => invalidateProjects(qc),
  });
}

export function useDeleteProject() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<unknown>(`/super-admin/projects/${id}`, { method: 'DELETE', query: { admin_id: adminId } }),
    onSuccess: (_data, id) => {
      // The deleted project's own queries are only marked stale: refetching them now would flash a "not found"
      // on the page that is about to leave it.
      const own = queryKeys.superAdmin.project(id);
      const isOwn = (key: readonly unknown[]) => own.every((part, i) => key[i] === part);
      void qc.invalidateQueries({ queryKey: own, refetchType: 'none' });
      return Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.superAdmin.all, predicate: (q) => !isOwn(q.queryKey) }),
        qc.invalidateQueries({ queryKey: queryKeys.publicProjects(null).slice(0, 1) }),
      ]);
    },
  });
}
