/**
 * What a delete of posters or judges removes, asked first (GET .../{id}/delete-preview, POST
 * .../bulk-delete-preview), and what the delete then sends: `confirm`, the name or count to type when
 * evaluations would go too.
 */
import type { DeletePreview } from '@shared/contracts/deletes';
import { api } from '@web/lib/api';
import type { ProjectAdminScope } from './project-admin-scope';

/** A careful row delete: the record, and the name typed to confirm it. */
export type DeleteVars = { id: number; confirm?: string };

export const getDeletePreview = (s: ProjectAdminScope, kind: 'posters' | 'judges', id: number) =>
  api<DeletePreview>(s.paths[kind].deletePreview(id), { query: s.query });

export const getBulkDeletePreview = (s: ProjectAdminScope, kind: 'posters' | 'judges', ids: number[]) =>
  api<DeletePreview>(s.paths[kind].bulkDeletePreview(), { method: 'POST', query: s.query, body: { ids } });
