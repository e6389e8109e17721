import { useQuery } from '@tanstack/react-query';
import type {
  AssignmentRow,
  Criterion,
  CriterionCreate,
  CriterionUpdate,
  ProjectStatistics,
  ResultRow,
} from '../../../../shared/contracts/judging';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import type { AdminScope } from './scope';

/* Criteria */
export function useCriteria(s: AdminScope) {
  return useQuery({
    queryKey: queryKeys.criteria(s.projectId),
    queryFn: () => api<Criterion[]>(`${s.base}/evaluation-criteria`, { query: s.query }),
  });
}
export const createCriterion = (s: AdminScope, body: CriterionCreate) =>
  api<Criterion>(`${s.base}/evaluation-criteria`, { method: 'POST', query: s.query, body });
export const updateCriterion = (s: AdminScope, id: number, body: CriterionUpdate) =>
  api<Criterion>(`${s.base}/evaluation-criteria/${id}`, { method: 'PUT', query: s.query, body });
export const deleteCriterion = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/evaluation-criteria/${id}`, { method: 'DELETE', query: s.query });

/* Assignments */
export function useAssignments(s: AdminScope) {
  return useQuery({
    queryKey: queryKeys.assignments(s.projectId),
    queryFn: () => api<AssignmentRow[]>(`${s.base}/assignments`, { query: s.query }),
  });
}
export const createAssignment = (s: AdminScope, judgeId: number, posterId: number) =>
  api<AssignmentRow>(`${s.base}/assignments`, {
    method: 'POST',
    query: { ...s.query, judge_id: judgeId, poster_id: posterId },
  });
export const deleteAssignment = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/assignments/${id}`, { method: 'DELETE', query: s.query });

/* Reports: SPEC.md says statistics and results failures fall back silently to zero or empty. */
export const emptyStatistics: ProjectStatistics = {
  total_posters: 0,
  total_judges: 0,
  total_assignments: 0,
  completed_assignments: 0,
  total_users: 0,
  total_evaluations: 0,
  progress_percentage: 0,
};

export function useDashboard(s: AdminScope) {
  return useQuery({
    queryKey: queryKeys.dashboard(s.projectId),
    queryFn: () => api<ProjectStatistics>(`${s.base}/dashboard`, { query: s.query }),
  });
}
export function useStatistics(s: AdminScope) {
  return useQuery({
    queryKey: queryKeys.statistics(s.projectId),
    queryFn: () =>
      api<ProjectStatistics>(`${s.base}/statistics`, { query: s.query }).catch((err: unknown) => {
        console.error(err);
        return emptyStatistics;
      }),
  });
}
export function useResults(s: AdminScope) {
  return useQuery({
    queryKey: queryKeys.results(s.projectId),
    queryFn: () =>
      api<ResultRow[]>(`${s.base}/results`, { query: s.query }).catch((err: unknown) => {
        console.error(err);
        return [] as ResultRow[];
      }),
  });
}
