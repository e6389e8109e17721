import { sql, type Kysely } from 'kysely';
import type { DB, Judge } from '../../db/schema';
import type { JudgeRow } from '../../../shared/contracts/people';

/** Repository for judges; every query names its project first. */

export function toJudgeRow(row: Judge, assigned = 0, completed = 0): JudgeRow {
  return {
    id: row.id,
    project_id: row.project_id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    affiliation: row.affiliation,
    specialty: row.specialty,
    assigned_count: assigned,
    completed_count: completed,
    created_at: row.created_at,
  };
}

/** Assignment counts per judge of one project, as a grouped subquery to join (never one query per judge). */
function countsByJudge(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('assignments')
    .select((eb) => [
      'judge_id',
      eb.fn.countAll<number>().as('assigned'),
      eb.fn.sum<number>(sql<number>`case when status = 'completed' then 1 else 0 end`).as('completed'),
    ])
    .where('project_id', '=', projectId)
    .groupBy('judge_id')
    .as('c');
}

/** Every judge of the project with their assigned and completed counts, in one query. */
export async function listJudges(db: Kysely<DB>, projectId: number, judgeId?: number): Promise<JudgeRow[]> {
  let q = db
    .selectFrom('judges as j')
    .leftJoin(countsByJudge(db, projectId), 'c.judge_id', 'j.id')
    .selectAll('j')
    .select(['c.assigned', 'c.completed'])
    .where('j.project_id', '=', projectId);
  if (judgeId !== undefined) q = q.where('j.id', '=', judgeId);
  const rows = await q.orderBy('j.id').execute();
  return rows.map((r) => toJudgeRow(r, Number(r.assigned ?? 0), Number(r.completed ?? 0)));
}

export async function findJudge(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
): Promise<Judge | undefined> {
  return db
    .selectFrom('judges')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', judgeId)
    .executeTakeFirst();
}

/** Removes a judge with everything that hangs off it: scores, evaluations, assignments, sessions. */
export async function deleteJudgeAndWork(trx: Kysely<DB>, projectId: number, judgeId: number): Promise<void> {
  const evaluations = trx
    .selectFrom('evaluations')
    .select('id')
    .where('project_id', '=', projectId)
    .where('judge_id', '=', judgeId);
  await trx.deleteFrom('evaluation_scores').where('evaluation_id', 'in', evaluations).execute();
  await trx
    .deleteFrom('evaluations')
    .where('project_id', '=', projectId)
    .where('judge_id', '=', judgeId)
    .execute();
  await trx
    .deleteFrom('assignments')
    .where('project_id', '=', projectId)
    .where('judge_id', '=', judgeId)
    .execute();
  await trx.deleteFrom('judges').where('project_id', '=', projectId).where('id', '=', judgeId).execute();
}
