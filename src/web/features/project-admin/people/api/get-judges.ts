/** GET /projects/{id}/judges: every judge of the project with their assignment counts. */
import type { JudgeRow } from '@shared/contracts/judges';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getJudges = (s: ProjectAdminScope) => api<JudgeRow[]>(s.paths.judges.list(), { query: s.query });
export const useJudges = () => useProjectQuery(queryKeys.judges, getJudges);
