/**
 * What every organiser's call needs (the project, its API addresses and admin_id), and the one way a change
 * is made.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { useProject } from '@web/current-project/project-context';
import { useSession } from '@web/session/session-context';
import { queryKeys, startsWith } from '@web/lib/query-keys';
import { api } from '@web/lib/api';
import { projectAdminApi, type ProjectAdminApi } from '@web/lib/api-paths/project-admin';
import type { ListParams, Page } from '@shared/paging';

/**
 * admin_id on every organiser's call, as specified (docs/product.md#the-api; the server checks it against the
 * session).
 */
export type ProjectAdminScope = {
  projectId: number;
  slug: string;
  /** The query string every organiser's call carries. */
  query: { admin_id: number | undefined };
  /** The project's API addresses (lib/api-paths/project-admin.ts). */
  paths: ProjectAdminApi;
};

export function useProjectAdminScope(): ProjectAdminScope {
  const project = useProject();
  const { user } = useSession();
  const adminId = user?.admin_id ?? user?.id;
  return useMemo(
    () => ({
      projectId: project.id,
      slug: project.slug,
      query: { admin_id: adminId },
      paths: projectAdminApi(project.id),
    }),
    [project.id, project.slug, adminId],
  );
}

/** A read of this project's data under its key from lib/query-keys.ts. */
export function useProjectQuery<T>(
  key: (projectId: number) => QueryKey,
  get: (s: ProjectAdminScope) => Promise<T>,
  enabled = true,
  /** Read again this often while shown: what changes with time alone, no event to say so (a screen gone silent). */
  refetchInterval?: number,
) {
  const scope = useProjectAdminScope();
  return useQuery({ queryKey: key(scope.projectId), queryFn: () => get(scope), enabled, refetchInterval });
}

/**
 * One page of a list the server pages (decision 026): the list's address, the list parameters from the page's
 * address. The page shown stays until the next one arrives (no flash of a spinner between pages).
 */
export function useProjectPage<T>(
  key: (projectId: number, params: object) => QueryKey,
  list: (paths: ProjectAdminApi) => string,
  params: ListParams<string> & Record<string, string | number | undefined>,
) {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: key(scope.projectId, params),
    queryFn: ({ signal }) =>
      api<Page<T>>(list(scope.paths), { query: { ...scope.query, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A change in this project. Afterwards every query of the project is refetched (a deleted judge takes its
 * assignments, an upload changes the counts), and `isPending` lasts until the lists on screen are fresh.
 * `gone` names the query of a record the change deleted: it is only marked stale, not asked for again (a 404 on
 * the page that is about to leave it).
 */
export function useProjectMutation<V, R>(
  send: (s: ProjectAdminScope, v: V) => Promise<R>,
  gone?: (projectId: number, v: V) => QueryKey,
) {
  const scope = useProjectAdminScope();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => send(scope, v),
    onSuccess: (_r, v) => {
      const own = gone?.(scope.projectId, v);
      if (own) void qc.invalidateQueries({ queryKey: own, refetchType: 'none' });
      return qc.invalidateQueries({
        queryKey: queryKeys.project(scope.projectId),
        predicate: (q) => !own || !startsWith(q.queryKey, own),
      });
    },
  });
}
