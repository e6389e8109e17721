/** What every super admin call carries (the admin's id), and how a super admin change refreshes what it touched. */
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession } from '@web/session/session-context';
import { queryKeys } from '@web/lib/query-keys';

/**
 * The specified API sends the super admin's id as admin_id / super_admin_id (docs/product.md#the-api; the
 * server checks it against the session).
 */
export function useAdminId(): number {
  const { user } = useSession();
  return user?.admin_id ?? user?.id ?? 0;
}

/** A read of the super admin area under its key from lib/query-keys.ts, sent with the admin's id. */
export function useSuperAdminQuery<T>(
  queryKey: QueryKey,
  get: (adminId: number) => Promise<T>,
  options: { enabled?: boolean; retry?: false } = {},
) {
  const adminId = useAdminId();
  return useQuery({ queryKey, queryFn: () => get(adminId), ...options });
}

/**
 * A change in the super admin area. Afterwards its lists, the dashboard and the project detail tables are
 * refetched; `alsoPublic` adds the public project list and project pages (a project's name or status
 * changed).
 */
export function useSuperAdminMutation<V, R>(
  send: (adminId: number, v: V) => Promise<R>,
  { alsoPublic = false }: { alsoPublic?: boolean } = {},
) {
  const adminId = useAdminId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => send(adminId, v),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.superAdmin.all }),
        alsoPublic ? qc.invalidateQueries({ queryKey: queryKeys.publicAll }) : null,
      ]),
  });
}
