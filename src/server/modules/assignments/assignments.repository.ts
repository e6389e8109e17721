// SQL of poster-to-judge assignments; every query names its project first.
import type { Kysely } from 'kysely';
import { deleteRowInProject, lockRowInProject } from '@server/db/project-rows';
import { orderTerms, searchCondition, selectPage, type SortTerm } from '@server/db/paging';
import type { DB } from '@server/db/schema';
import type { AssignmentRow, AssignmentSort } from '@shared/contracts/assignments';
import type { ListParams, Page } from '@shared/paging';
import { selectNamedPairs } from './plan.repository';

const baseQuery = (db: Kysely<DB>, projectId: number) =>
  selectNamedPairs(db, 'assignments', projectId).select([
    'p.number as poster_number',
    'a.status',
    'a.created_at',
  ]);

export async function selectAssignments(
  db: Kysely<DB>,
  projectId: number,
  judgeId?: number,
): Promise<AssignmentRow[]> {
  let q = baseQuery(db, projectId);
  if (judgeId !== undefined) q = q.where('a.judge_id', '=', judgeId);
  return q.orderBy('a.id').execute();
}

const assignmentSortTerms: Record<AssignmentSort, SortTerm[]> = {
  number: [{ ref: 'a.id' }],
  judge: [{ ref: 'j.full_name', text: true }],
  poster: [{ ref: 'p.number' }],
  status: [{ ref: 'a.status' }],
};

/**
 * One page of the project's assignments (of one judge when given), searched by judge name and username, poster
 * title and the poster's number (P-012).
 */
export async function selectAssignmentPage(
  db: Kysely<DB>,
  projectId: number,
  params: ListParams<AssignmentSort> & { judgeId?: number },
): Promise<Page<AssignmentRow>> {
  const search = searchCondition(db, params.q, ['j.full_name', 'j.username', 'p.title'], 'p.number');
  let base = baseQuery(db, projectId);
  if (params.judgeId !== undefined) base = base.where('a.judge_id', '=', params.judgeId);
  if (search) base = base.where(search);
  const order = orderTerms(db, assignmentSortTerms[params.sort ?? 'number'], params.dir ?? 'asc', 'a.id');
  return selectPage(base, base, order, params);
}

/** The assignment's pair, locked until the transaction ends (an evaluation being stored holds it too). */
export const lockAssignment = (trx: Kysely<DB>, projectId: number, id: number) =>
  lockRowInProject(trx, 'assignments', projectId, id, ['judge_id', 'poster_id']);

export const deleteAssignmentRow = (trx: Kysely<DB>, projectId: number, id: number) =>
  deleteRowInProject(trx, 'assignments', projectId, id);
