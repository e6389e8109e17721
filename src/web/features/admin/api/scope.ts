/** What every admin call needs (the project and admin_id), and the one way an admin change is made. */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { useProject } from '@web/app/project-guard';
import { useSession } from '@web/app/session';
import { queryKeys, startsWith } from '@web/lib/query-keys';
import { api } from '@web/lib/api';
import type { ListParams, Page } from '@shared/paging';

/** SPEC.md: admin_id on every admin call (the server checks it against the session). */
export type AdminScope = {
  projectId: number;
  slug: string;
  /** The query string every admin call carries. */
  query: { admin_id: number | undefined };
  base: string;
};

export function useAdminScope(): AdminScope {
  const project = useProject();
  const { user } = useSession();
  const adminId = user?.admin_id ?? user?.id;
  return useMemo(
    () => ({
      projectId: project.id,
      slug: project.slug,
      query: { admin_id: adminId },
      base: `/projects/${project.id}`,
    }),
    [project.id, project.slug, adminId],
  );
}

/** A read of this project's data under its key from lib/query-keys.ts. */
export function useProjectQuery<T>(
  key: (projectId: number) => QueryKey,
  get: (s: AdminScope) => Promise<T>,
  enabled = true,
) {
  const scope = useAdminScope();
  return useQuery({ queryKey: key(scope.projectId), queryFn: () => get(scope), enabled });
}

/**
 * One page of a list the server pages (decision 026): `path` under the project, the list parameters from the
 * page's address. The page shown stays until the next one arrives (no flash of a spinner between pages).
 */
export function useProjectPage<T>(
  key: (projectId: number, params: object) => QueryKey,
  path: string,
  params: ListParams<string> & Record<string, string | number | undefined>,
) {
  const scope = useAdminScope();
  return useQuery({
    queryKey: key(scope.projectId, params),
    queryFn: ({ signal }) =>
      api<Page<T>>(`${scope.base}/${path}`, { query: { ...scope.query, ...params }, signal }),
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
  send: (s: AdminScope, v: V) => Promise<R>,
  gone?: (projectId: number, v: V) => QueryKey,
) {
  const scope = useAdminScope();
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

/** A file as a multipart body with the field name the server reads. */
export function fileForm(files: File | File[]): FormData {
  const form = new FormData();
  for (const f of Array.isArray(files) ? files : [files]) form.append('file', f);
  return form;
}
