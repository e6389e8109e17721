/**
 * GET /projects/{id}/questions with list parameters: one page of the project's questions, hidden ones included,
 * newest first, with the project's counts (decision 026); PUT
 * .../posters/{posterId}/questions/{questionId} {hidden}: hides one from participants and the presenter, or shows it
 * again (decision 053).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminQuestionPage, AdminQuestionSort, Question } from '@shared/contracts/attendees';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '@web/features/project-admin/shell/lib/use-list-state';
import {
  useProjectAdminScope,
  useProjectMutation,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/scope';

/** useProjectPage's way (the page shown stays until the next arrives), with the page's counts kept. */
export function useQuestionPage(params: ListQuery<AdminQuestionSort>) {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: queryKeys.questionPage(scope.projectId, params),
    queryFn: ({ signal }) =>
      api<AdminQuestionPage>(scope.paths.questions.list(), { query: { ...scope.query, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type QuestionVisibility = { posterId: number; questionId: number; hidden: boolean };

export const useHideQuestion = () =>
  useProjectMutation((s: ProjectAdminScope, v: QuestionVisibility) =>
    api<Question>(s.paths.questions.one(v.posterId, v.questionId), {
      method: 'PUT',
      query: s.query,
      body: { hidden: v.hidden },
    }),
  );
