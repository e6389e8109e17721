/** POST /api/super-admin/projects?admin_id=: a new conference (empty optional fields as null). */
import type { Project, ProjectCreate } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { useSuperAdminMutation } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const createProject = (adminId: number, body: ProjectCreate) =>
  api<Project>(superAdminApi.projects.list(), { method: 'POST', query: { admin_id: adminId }, body });
export const useCreateProject = () => useSuperAdminMutation(createProject, { alsoPublic: true });
