// SQL of evaluation criteria; every query names its project first.
import type { Insertable, Kysely, Updateable } from 'kysely';
import { nextVersion } from '@server/db/versions';
import { lockRows } from '@server/db/database';
import { deleteRowInProject, findRowInProject, insertCopiedRows } from '@server/db/project-rows';
import { selectMaxWhere } from '@server/db/rows';
import type { Criterion as CriterionRow, CriterionTable, DB } from '@server/db/schema';
import type { Criterion } from '@shared/contracts/criteria';

export function toCriterion(row: CriterionRow): Criterion {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    max_score: row.max_score,
    order_number: row.order_number,
    description: row.description,
    is_active: row.is_active === 1,
    version: row.version,
  };
}

/**
 * Every criterion of the project (active or not), by order_number then id. With `lock`, inside a write, no
 * criterion can be changed (its max lowered, deactivated, deleted) until the transaction ends.
 */
export async function selectCriteria(
  db: Kysely<DB>,
  projectId: number,
  lock?: 'share',
): Promise<Criterion[]> {
  const rows = await db
    .selectFrom('criteria')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('order_number')
    .orderBy('id')
    .$call((q) => (lock ? lockRows(db, lock)(q) : q))
    .execute();
  return rows.map(toCriterion);
}

/** One criterion of this project; with `lock`, held against other writes until the transaction ends. */
export async function findCriterion(
  db: Kysely<DB>,
  projectId: number,
  id: number,
  lock?: 'update',
): Promise<CriterionRow | undefined> {
  return findRowInProject(db, 'criteria', projectId, id, lock);
}

export const selectNextOrderNumber = async (db: Kysely<DB>, projectId: number): Promise<number> =>
  (await selectMaxWhere(db, 'criteria', 'order_number', { project_id: projectId })) + 1;

/** The highest score any judge has given on this criterion (0 when none). */
export const selectHighestScoreGiven = (db: Kysely<DB>, criterionId: number): Promise<number> =>
  selectMaxWhere(db, 'evaluation_scores', 'score', { criterion_id: criterionId });

export async function insertCriterion(
  db: Kysely<DB>,
  values: Insertable<CriterionTable>,
): Promise<Criterion> {
  return toCriterion(await db.insertInto('criteria').values(values).returningAll().executeTakeFirstOrThrow());
}

export async function updateCriterionRow(
  db: Kysely<DB>,
  projectId: number,
  id: number,
  changes: Updateable<CriterionTable>,
  baseVersion?: number,
): Promise<Criterion | undefined> {
  const row = await db
    .updateTable('criteria')
    .set({ ...changes, version: nextVersion })
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .$if(baseVersion !== undefined, (qb) => qb.where('version', '=', baseVersion!))
    .returningAll()
    .executeTakeFirst();
  return row && toCriterion(row);
}

/** Deletes a criterion of this project; the scores given on it go with it (foreign key cascade). */
export const deleteCriterionRow = (db: Kysely<DB>, projectId: number, id: number) =>
  deleteRowInProject(db, 'criteria', projectId, id);

/** The columns a copied criterion keeps: the insert's and the select's, in one order. */
const COPIED_CRITERION_COLUMNS = ['name', 'max_score', 'order_number', 'description', 'is_active'] as const;

/** Copies every criterion of one project into another (names, max scores, order, descriptions, active flags). */
export const insertCopiedCriteria = (trx: Kysely<DB>, from: number, to: number, createdAt: string) =>
  insertCopiedRows(trx, 'criteria', COPIED_CRITERION_COLUMNS, from, to, createdAt);
