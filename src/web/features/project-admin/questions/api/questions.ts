/**
 * GET /projects/{id}/questions: every question of the project, hidden ones included, newest first; PUT
 * .../posters/{posterId}/questions/{questionId} {hidden}: hides one from participants and the presenter, or shows it
 * again (decision 053).
 */
import type { AdminQuestion, Question } from '@shared/contracts/attendees';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import {
  useProjectMutation,
  useProjectQuery,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/scope';

export const useProjectQuestions = () =>
  useProjectQuery(queryKeys.allQuestions, (s) =>
    api<AdminQuestion[]>(s.paths.questions.list(), { query: s.query }),
  );

export type QuestionVisibility = { posterId: number; questionId: number; hidden: boolean };

export const useHideQuestion = () =>
  useProjectMutation((s: ProjectAdminScope, v: QuestionVisibility) =>
    api<Question>(s.paths.questions.one(v.posterId, v.questionId), {
      method: 'PUT',
      query: s.query,
      body: { hidden: v.hidden },
    }),
  );
