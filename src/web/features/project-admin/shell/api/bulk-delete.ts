/**
 * POST /projects/{id}/{posters|judges|users}/bulk-delete: the records chosen in a list, in one transaction
 * (`confirm`: their count, when posters or judges take evaluations with them).
 */
import { api } from '@web/lib/api';
import type { RecordKind } from '@web/lib/api-paths/project-admin';
import { useProjectMutation, type ProjectAdminScope } from './scope';

export type BulkDeleteVars = { ids: number[]; confirm?: string };

export const bulkDelete = (kind: RecordKind) => (s: ProjectAdminScope, v: BulkDeleteVars) =>
  api<{ deleted: number }>(s.paths[kind].bulkDelete(), { method: 'POST', query: s.query, body: v });
export const useBulkDelete = (kind: RecordKind) => useProjectMutation(bulkDelete(kind));
