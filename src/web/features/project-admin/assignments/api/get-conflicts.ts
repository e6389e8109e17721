/** GET /projects/{id}/conflicts: the conflicts of interest in force, each with its source and a replacement. */
import type { Conflict } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getConflicts = (s: ProjectAdminScope) =>
  api<Conflict[]>(s.paths.conflicts.list(), { query: s.query });
export const useConflicts = () => useProjectQuery(queryKeys.conflicts, getConflicts);
