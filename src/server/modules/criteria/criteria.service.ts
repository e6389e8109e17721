// Evaluation criteria: a max never below a score already given, checked in the write that changes it.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError, editConflict, notFound } from '@server/errors';
import type { Criterion, CriterionCreate, CriterionUpdate } from '@shared/contracts/criteria';
import * as repo from './criteria.repository';
import { deleteNamedRecord, namedRecordChange, recordChange } from '@server/modules/audit';

export const listCriteria = repo.selectCriteria;

export async function createCriterion(
  db: Kysely<DB>,
  projectId: number,
  input: CriterionCreate,
): Promise<Criterion> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertCriterion(trx, {
      project_id: projectId,
      name: input.name,
      max_score: input.max_score,
      order_number: input.order_number ?? (await repo.selectNextOrderNumber(trx, projectId)),
      description: input.description ?? null,
      is_active: input.is_active === false ? 0 : 1,
      created_at: new Date().toISOString(),
    });
    await recordChange(trx, projectId, namedRecordChange('criterion', 'created', null, row));
    return row;
  });
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
    throw new AppError(
      'NOTHING_TO_CHANGE',
      'Send at least one of name, max_score, order_number, description or is_active',
    );
  }
  return db.transaction().execute(async (trx) => {
    const old = await repo.findCriterion(trx, projectId, id, 'update');
    if (!old) throw notFound('Criterion');
    if (input.max_score !== undefined) {
      const top = await repo.selectHighestScoreGiven(trx, id);
      if (top > input.max_score) {
        throw new AppError(
          'MAX_BELOW_GIVEN',
          `max_score cannot be lower than ${top}, the highest score already given on this criterion`,
          { field: 'max_score', params: { min: top } },
        );
      }
    }
    const updated = await repo.updateCriterionRow(trx, projectId, id, changes, input.version);
    if (!updated) throw editConflict(repo.toCriterion((await repo.findCriterion(trx, projectId, id))!));
    await recordChange(
      trx,
      projectId,
      namedRecordChange('criterion', 'updated', repo.toCriterion(old), updated),
    );
    return updated;
  });
}

/** Deletes the criterion and every score given on it (cascade), locked first like an edit. */
export const deleteCriterion = (db: Kysely<DB>, projectId: number, id: number): Promise<void> =>
  deleteNamedRecord(db, projectId, id, 'criterion', {
    find: repo.findCriterion,
    remove: repo.deleteCriterionRow,
    shown: repo.toCriterion,
  });
