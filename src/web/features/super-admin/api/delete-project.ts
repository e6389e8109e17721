/** DELETE /api/super-admin/projects/{id}?admin_id=&confirm=<name>: the project with all of its data. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { queryKeys, startsWith } from '@web/lib/query-keys';
import { useAdminId } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const deleteProject = (adminId: number, id: number, confirm?: string) =>
  api<unknown>(superAdminApi.projects.one(id), { method: 'DELETE', query: { admin_id: adminId, confirm } });

export function useDeleteProject() {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; confirm?: string }) => deleteProject(adminId, v.id, v.confirm),
    onSuccess: (_data, { id }) => {
      // The deleted project's own queries are only marked stale: asking for them again would be a 404 on the
      // page that is about to leave it.
      const own = queryKeys.superAdmin.project(id);
      void qc.invalidateQueries({ queryKey: own, refetchType: 'none' });
      return Promise.all([
        qc.invalidateQueries({
          queryKey: queryKeys.superAdmin.all,
          predicate: (q) => !startsWith(q.queryKey, own),
        }),
        qc.invalidateQueries({ queryKey: queryKeys.publicAll }),
      ]);
    },
  });
}
