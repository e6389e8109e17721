/**
 * POST /projects/{id}/{posters|judges|users}/bulk-delete: the records chosen in a list, in one transaction
 * (`confirm`: their count, when posters or judges take evaluations with them); and bulk-delete-preview, what
 * that would remove.
 */
import type { DeletePreview } from '@shared/deletes';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export type BulkKind = 'posters' | 'judges' | 'users';
export type BulkDeleteVars = { ids: number[]; confirm?: string };

export const bulkDelete = (kind: BulkKind) => (s: AdminScope, v: BulkDeleteVars) =>
  api<{ deleted: number }>(`${s.base}/${kind}/bulk-delete`, { method: 'POST', query: s.query, body: v });
export const useBulkDelete = (kind: BulkKind) => useProjectMutation(bulkDelete(kind));

export const getBulkDeletePreview = (s: AdminScope, kind: 'posters' | 'judges', ids: number[]) =>
  api<DeletePreview>(`${s.base}/${kind}/bulk-delete-preview`, {
    method: 'POST',
    query: s.query,
    body: { ids },
  });
