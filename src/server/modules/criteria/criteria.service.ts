import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Criterion, CriterionCreate, CriterionUpdate } from '../../../shared/contracts/judging';
import {
  findCriterion,
  highestScoreGiven,
  listCriteria,
  nextOrderNumber,
  toCriterion,
} from './criteria.repository';

export { listCriteria };

export async function createCriterion(
  db: Kysely<DB>,
  projectId: number,
  input: CriterionCreate,
): Promise<Criterion> {
  const row = await db.transaction().execute(async (trx) =>
    trx
      .insertInto('criteria')
      .values({
        project_id: projectId,
        name: input.name,
        max_score: input.max_score,
        order_number: input.order_number ?? (await nextOrderNumber(trx, projectId)),
        description: input.description ?? null,
        is_active: input.is_active === false ? 0 : 1,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toCriterion(row);
}

/**
 * Edits any of the fields, or only is_active (the status toggle). max_score may not drop below a score a judge
 * has already given on the criterion: the criterion is locked first (a judge's evaluation holds it shared while
 * it checks its scores against the max), so the highest score read next includes every evaluation committed
 * before, and none can be stored under the old max until this change commits.
 */
export async function updateCriterion(
  db: Kysely<DB>,
  projectId: number,
  id: number,
  input: CriterionUpdate,
): Promise<Criterion> {
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.max_score !== undefined ? { max_score: input.max_score } : {}),
    ...(input.order_number !== undefined ? { order_number: input.order_number } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.is_active !== undefined ? { is_active: input.is_active ? (1 as const) : (0 as const) } : {}),
  };
  if (Object.keys(changes).length === 0) {
    throw badRequest('Send at least one of name, max_score, order_number, description or is_active');
  }
  const updated = await db.transaction().execute(async (trx) => {
    if (!(await findCriterion(trx, projectId, id, 'update'))) throw notFound('Criterion');
    if (input.max_score !== undefined) {
      const top = await highestScoreGiven(trx, id);
      if (top > input.max_score) {
        throw badRequest(
          `max_score cannot be lower than ${top}, the highest score already given on this criterion`,
        );
      }
    }
    return trx
      .updateTable('criteria')
      .set(changes)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toCriterion(updated);
}

/** Deletes the criterion and every score given on it, in one transaction. */
export async function deleteCriterion(db: Kysely<DB>, projectId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findCriterion(trx, projectId, id, 'update'))) throw notFound('Criterion');
    await trx.deleteFrom('evaluation_scores').where('criterion_id', '=', id).execute();
    await trx.deleteFrom('criteria').where('project_id', '=', projectId).where('id', '=', id).execute();
  });
}
