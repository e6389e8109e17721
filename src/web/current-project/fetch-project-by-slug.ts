/** GET /api/projects/{slug}: the project of a project page's address. */
import { queryOptions } from '@tanstack/react-query';
import type { Project } from '@shared/contracts/projects';
import { api } from '../lib/api';
import { projectsApi } from '../lib/api-paths/projects';
import { queryKeys } from '../lib/query-keys';

export function fetchProjectBySlug(slug: string): Promise<Project> {
  return api<Project>(projectsApi.bySlug(slug));
}

/** The project of a project page's address, as the project guard and the pages' loaders ask for it. */
export const projectBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.projectBySlug(slug),
    queryFn: () => fetchProjectBySlug(slug),
    retry: false,
    staleTime: 30_000,
  });
