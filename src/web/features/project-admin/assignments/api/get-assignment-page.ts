/** GET /projects/{id}/assignments with list parameters: one page of the judge-poster pairs and their status. */
import type { AssignmentRow, AssignmentSort } from '@shared/contracts/assignments';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '@web/features/project-admin/shell/lib/use-list-state';
import { useProjectPage } from '@web/features/project-admin/shell/api/scope';

export const useAssignmentPage = (params: ListQuery<AssignmentSort>) =>
  useProjectPage<AssignmentRow>(queryKeys.assignmentPage, (p) => p.assignments.list(), params);
