/** PUT /api/super-admin/projects/{id}?admin_id=: the form's fields, or only is_active (the status toggle). */
import type { Project, ProjectUpdate } from '@shared/contracts/projects';
import { api } from '@web/lib/api';
import { useSuperAdminMutation } from './scope';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const updateProject = (adminId: number, { id, body }: { id: number; body: ProjectUpdate }) =>
  api<Project>(superAdminApi.projects.one(id), { method: 'PUT', query: { admin_id: adminId }, body });
export const useUpdateProject = () => useSuperAdminMutation(updateProject, { alsoPublic: true });
