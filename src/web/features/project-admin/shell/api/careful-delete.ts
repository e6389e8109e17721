/**
 * A careful delete of posters or judges: what it removes, asked first (GET .../{id}/delete-preview, POST
 * .../bulk-delete-preview), then the delete with `confirm`, the name or count typed when evaluations would go
 * too.
 */
import type { DeletePreview } from '@shared/deletes';
import { api } from '@web/lib/api';
import type { ProjectAdminScope } from './scope';

/** A careful row delete: the record, and the name typed to confirm it. */
export type DeleteVars = { id: number; confirm?: string };

export const getDeletePreview = (s: ProjectAdminScope, kind: 'posters' | 'judges', id: number) =>
  api<DeletePreview>(s.paths[kind].deletePreview(id), { query: s.query });

export const getBulkDeletePreview = (s: ProjectAdminScope, kind: 'posters' | 'judges', ids: number[]) =>
  api<DeletePreview>(s.paths[kind].bulkDeletePreview(), { method: 'POST', query: s.query, body: { ids } });

/** DELETE .../{posters|judges}/{id}: the record, its assignments and evaluations (`confirm`: the typed name). */
export const carefulDelete = (kind: 'posters' | 'judges') => (s: ProjectAdminScope, v: DeleteVars) =>
  api<unknown>(s.paths[kind].one(v.id), {
    method: 'DELETE',
    query: { ...s.query, ...(v.confirm ? { confirm: v.confirm } : {}) },
  });
