/** GET /projects/{id}/checklist: the organiser's day (before, on the day, after) and the next step (decision 065). */
import type { Checklist } from '@shared/contracts/checklist';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { SCREENS_REFRESH_MS } from '@web/features/project-admin/screens/api/screens';

export const getChecklist = (s: ProjectAdminScope) => api<Checklist>(s.paths.checklist(), { query: s.query });
/** Read again every minute as well: the day's screens online change with time alone (a screen gone silent). */
export const useChecklist = () =>
  useProjectQuery(queryKeys.checklist, getChecklist, true, SCREENS_REFRESH_MS);
