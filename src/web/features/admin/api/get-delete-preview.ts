/** GET /projects/{id}/{posters|judges}/{id}/delete-preview: what a delete removes and the name to type, if any. */
import type { DeletePreview } from '@shared/deletes';
import { api } from '@web/lib/api';
import type { AdminScope } from './scope';

export const getDeletePreview = (s: AdminScope, kind: 'posters' | 'judges', id: number) =>
  api<DeletePreview>(`${s.base}/${kind}/${id}/delete-preview`, { query: s.query });
