/** GET /projects/{id}/judges with list parameters: one page of the judges with their progress. */
import type { JudgeSort, JudgeRow } from '@shared/contracts/judges';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '@web/features/project-admin/shell/lib/use-list-state';
import { useProjectPage } from '@web/features/project-admin/shell/api/scope';

export const useJudgePage = (params: ListQuery<JudgeSort>) =>
  useProjectPage<JudgeRow>(queryKeys.judgePage, (p) => p.judges.list(), params);
