/** GET /api/projects/{slug}: the project of a project page's address. */
import type { Project } from '@shared/contracts/projects';
import { api } from '../lib/api';
import { projectsApi } from '../lib/api-paths/projects';

export function fetchProjectBySlug(slug: string): Promise<Project> {
  return api<Project>(projectsApi.bySlug(slug));
}
