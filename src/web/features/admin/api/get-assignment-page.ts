/** GET /projects/{id}/assignments with list parameters: one page of the judge-poster pairs and their status. */
import type { AssignmentRow, AssignmentSort } from '@shared/contracts/assignments';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '../components/list-state';
import { useProjectPage } from './scope';

export const useAssignmentPage = (params: ListQuery<AssignmentSort>) =>
  useProjectPage<AssignmentRow>(queryKeys.assignmentPage, 'assignments', params);
