/** POST /api/super-admin/projects?admin_id=: a new conference (empty optional fields as null). */
import type { Project, ProjectCreate } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { useSuperAdminMutation } from './scope';

export const createProject = (adminId: number, body: ProjectCreate) =>
  api<Project>('/super-admin/projects', { method: 'POST', query: { admin_id: adminId }, body });
export const useCreateProject = () => useSuperAdminMutation(createProject, { alsoPublic: true });
