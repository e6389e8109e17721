/** GET /projects/{id}/checklist: the organiser's day (before, on the day, after) and the next step (decision 065). */
import type { Checklist } from '@shared/contracts/checklist';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getChecklist = (s: ProjectAdminScope) => api<Checklist>(s.paths.checklist(), { query: s.query });
export const useChecklist = () => useProjectQuery(queryKeys.checklist, getChecklist);
