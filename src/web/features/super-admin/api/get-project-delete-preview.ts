/** GET /api/super-admin/projects/{id}/delete-preview: what deleting the project removes, and its name to type. */
import type { DeletePreview } from '@shared/deletes';
import { api } from '@web/lib/api';

export const getProjectDeletePreview = (adminId: number, id: number) =>
  api<DeletePreview>(`/super-admin/projects/${id}/delete-preview`, { query: { admin_id: adminId } });
