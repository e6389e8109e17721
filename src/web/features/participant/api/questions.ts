/** GET and POST /posters/{id}/questions: the questions a participant reads on a poster's page, and asking one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionCreate } from '@shared/contracts/attendees';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

export function usePosterQuestions(projectId: number, posterId: number) {
  return useQuery({
    queryKey: queryKeys.posterQuestions(projectId, posterId),
    queryFn: ({ signal }) => api<Question[]>(participantApi(projectId).questions(posterId), { signal }),
    enabled: posterId > 0,
  });
}

export function useAskQuestion(projectId: number, posterId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionCreate) =>
      api<Question>(participantApi(projectId).questions(posterId), { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.posterQuestions(projectId, posterId) }),
  });
}
