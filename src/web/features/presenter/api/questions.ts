/** GET /presenter/questions and POST .../questions/{id}/answer: the presenter's questions and their answers. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresenterQuestions, Question } from '@shared/contracts/attendees';
import { api } from '@web/lib/api';
import { getQuery } from '@web/lib/get-query';
import { presenterApi } from '@web/lib/api-paths/presenter';
import { queryKeys } from '@web/lib/query-keys';

export const presenterQuestionsQuery = (projectId: number) =>
  getQuery<PresenterQuestions>(queryKeys.presenterQuestions(projectId), presenterApi(projectId).questions());

export const usePresenterQuestions = (projectId: number) => useQuery(presenterQuestionsQuery(projectId));

export function useAnswerQuestion(projectId: number, posterId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: string }) =>
      api<Question>(presenterApi(projectId).answer(posterId, questionId), {
        method: 'POST',
        body: { answer },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.presenterQuestions(projectId) }),
  });
}
