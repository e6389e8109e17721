/** GET /projects/{id}/judges with list parameters: one page of the judges with their progress. */
import type { JudgeSort, JudgeRow } from '@shared/contracts/judges';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '../components/list-state';
import { useProjectPage } from './scope';

export const useJudgePage = (params: ListQuery<JudgeSort>) =>
  useProjectPage<JudgeRow>(queryKeys.judgePage, 'judges', params);
