/** GET /api/super-admin/projects/{id}/delete-preview: what deleting the project removes, and its name to type. */
import type { DeletePreview } from '@shared/deletes';
import { api } from '@web/lib/api';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

export const getProjectDeletePreview = (adminId: number, id: number) =>
  api<DeletePreview>(superAdminApi.projects.deletePreview(id), { query: { admin_id: adminId } });
