/**
 * GET /api/projects/?is_active=true: the public list with counts, and its search (docs/product.md#screens,
 * docs/product.md#the-api).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { projectsApi } from '@web/lib/api-paths/projects';

/**
 * GET /api/projects/?is_active=true: the public list, with counts (docs/product.md#the-api; default
 * is_active=true).
 */
export function fetchPublicProjects(isActive: boolean | null = true): Promise<Project[]> {
  return api<Project[]>(projectsApi.list(), { query: { is_active: isActive } });
}

export const publicProjectsQuery = queryOptions({
  queryKey: queryKeys.publicProjects(true),
  queryFn: () => fetchPublicProjects(true),
});

export function usePublicProjects() {
  return useQuery(publicProjectsQuery);
}

/** Case-insensitive text search over name and description, done in the browser (docs/product.md#screens). */
export function searchProjects(projects: Project[], text: string): Project[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return projects;
  return projects.filter(
    (p) =>
      p.name.toLocaleLowerCase().includes(needle) ||
      (p.description ?? '').toLocaleLowerCase().includes(needle),
  );
}
