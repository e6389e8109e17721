// SQL of assignments and conflicts for the plan, the bulk actions and the conflicts of interest; project id first.
import type { Kysely } from 'kysely';
import { lockRows } from '@server/db/database';
import type { DB } from '@server/db/schema';
import type { Pair } from './assignment-plan';

/** The project's assigned pairs, or its conflicts of interest (those not cleared), as pairs. */
export function selectPairs(
  db: Kysely<DB>,
  table: 'assignments' | 'conflicts',
  projectId: number,
): Promise<Pair[]> {
  let q = db
    .selectFrom(table as 'conflicts')
    .select(['judge_id', 'poster_id'])
    .where('project_id', '=', projectId);
  if (table === 'conflicts') q = q.where('cleared_at', 'is', null);
  return q.execute();
}

/** The pairs the organiser cleared: a shared affiliation is no conflict for them. */
export const selectClearedPairs = (db: Kysely<DB>, projectId: number): Promise<Pair[]> =>
  db
    .selectFrom('conflicts')
    .select(['judge_id', 'poster_id'])
    .where('project_id', '=', projectId)
    .where('cleared_at', 'is not', null)
    .execute();

/** Inserts new pairs (the caller has checked them inside the same transaction), in chunks. */
export async function insertAssignments(
  trx: Kysely<DB>,
  projectId: number,
  pairs: readonly Pair[],
): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500).map((p) => ({
      project_id: projectId,
      judge_id: p.judge_id,
      poster_id: p.poster_id,
      status: 'pending' as const,
      created_at: now,
    }));
    await trx.insertInto('assignments').values(chunk).execute();
  }
}

/**
 * The project's assignments or conflicts (as `a`) joined to their judge (`j`) and poster (`p`), with what both
 * lists show of a pair: its id, the judge's and the poster's ids, the judge's name and the poster's title.
 */
export function selectNamedPairs(db: Kysely<DB>, table: 'assignments' | 'conflicts', projectId: number) {
  return (
    db
      // Typed as the assignments: the conflicts have the same columns but status, which only the assignments read.
      .selectFrom(`${table} as a` as 'assignments as a')
      .innerJoin('judges as j', 'j.id', 'a.judge_id')
      .innerJoin('posters as p', 'p.id', 'a.poster_id')
      .select(['a.id', 'a.judge_id', 'a.poster_id', 'j.full_name as judge_name', 'p.title as poster_title'])
      .where('a.project_id', '=', projectId)
  );
}

/** The assignments among `ids`, locked until the transaction ends (an evaluation being stored holds them). */
export function lockAssignments(trx: Kysely<DB>, projectId: number, ids: readonly number[]) {
  return trx
    .selectFrom('assignments')
    .select(['id', 'judge_id', 'poster_id'])
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .$call(lockRows(trx, 'update'))
    .execute();
}

/** Deletes the assignments among `ids` (the caller has locked them and removed their evaluations). */
export async function deleteAssignmentRows(
  trx: Kysely<DB>,
  projectId: number,
  ids: readonly number[],
): Promise<void> {
  await trx.deleteFrom('assignments').where('project_id', '=', projectId).where('id', 'in', ids).execute();
}
