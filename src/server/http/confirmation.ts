// The typed confirmation a destructive delete or step needs (docs/decisions/019-numbers-reimport-deletes.md,
// 064-guarded-steps-and-publishing-scope.md), and the bulk deletes of posters or judges chosen in a list that it guards.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '@server/db/schema';
import type { DeletePreview } from '@shared/deletes';
import type { ErrorParams } from '@shared/errors';
import { allFound, AppError } from '../errors';

/** `?confirm=` on a DELETE: the name shown by its delete-preview. */
export const confirmField = {
  confirm: z
    .string()
    .max(500, 'confirm is too long')
    .optional()
    .describe('The name to type (from delete-preview): project name, judge username or poster number'),
};

/**
 * Refuses the delete unless `given` is the expected name (surrounding spaces and, for names, letter case
 * ignored), so neither a click nor a script deletes a project or someone's evaluations by accident.
 * Call inside the delete's transaction, after locking the row.
 */
export function checkConfirmation(what: string, expected: string[], given: string | undefined): void {
  checkTyped(expected, given, `To delete this ${what}, confirm by typing "${expected[0]}"`);
}

/**
 * Refuses an irreversible step (a delete, closing judging with evaluations missing, publishing, taking results
 * down) unless `given` is one of `expected` (surrounding spaces and letter case ignored): 409
 * CONFIRMATION_REQUIRED with `params.name`, the text to type, and any `params` the page shows beside it.
 * Call inside the step's transaction, after locking what it checks.
 */
export function checkTyped(
  expected: string[],
  given: string | undefined,
  detail: string,
  params: ErrorParams = {},
): void {
  const typed = (given ?? '').trim().toLowerCase();
  if (typed !== '' && expected.some((e) => e.trim().toLowerCase() === typed)) return;
  throw new AppError('CONFIRMATION_REQUIRED', detail, {
    field: 'confirm',
    params: { ...params, name: expected[0] ?? '' },
  });
}

/**
 * A bulk delete's preview (posters or judges chosen in a list): what goes, and the text to type when
 * evaluations go too: the chosen records' count (docs/decisions/036-bulk-delete-posters-judges.md).
 */
function bulkDeletePreview(
  chosen: { posters: number; judges: number },
  work: { evaluations: number; assignments: number },
): DeletePreview {
  const count = chosen.posters + chosen.judges;
  return { ...chosen, participants: 0, ...work, confirm: work.evaluations > 0 ? String(count) : null };
}

/** Refuses a bulk delete that takes evaluations with it unless `given` is the chosen records' count. */
function checkBulkConfirmation(what: string, count: number, evaluations: number, given?: string): void {
  if (evaluations > 0)
    checkConfirmation(`selection of ${what} and their evaluations`, [String(count)], given);
}

/**
 * What a bulk delete needs of the module whose records it deletes: their name (in a 404), their kind (in the
 * preview and the confirmation), the rows of the project among the ids locked in id order, and the work on them.
 */
export type ChosenRecords<Row extends { id: number }> = {
  name: string;
  kind: 'posters' | 'judges';
  lock: (trx: Kysely<DB>, projectId: number, ids: number[]) => Promise<Row[]>;
  work: (
    trx: Kysely<DB>,
    projectId: number,
    ids: number[],
  ) => Promise<{ evaluations: number; assignments: number }>;
};

/** The chosen records, locked until the transaction ends; a 404 naming any that is not one of this project's. */
async function lockChosen<Row extends { id: number }>(
  trx: Kysely<DB>,
  records: ChosenRecords<Row>,
  projectId: number,
  ids: number[],
): Promise<Row[]> {
  return allFound(records.name, ids, await records.lock(trx, projectId, ids));
}

/** What deleting the chosen records removes; their count must be typed when evaluations go with them. */
export function previewChosenDelete<Row extends { id: number }>(
  db: Kysely<DB>,
  records: ChosenRecords<Row>,
  projectId: number,
  ids: number[],
): Promise<DeletePreview> {
  const wanted = [...new Set(ids)];
  const count = { posters: 0, judges: 0, [records.kind]: wanted.length };
  return db.transaction().execute(async (trx) => {
    await lockChosen(trx, records, projectId, wanted);
    return bulkDeletePreview(count, await records.work(trx, projectId, wanted));
  });
}

/**
 * Deletes the chosen records in one transaction, `each` one in id order, once the typed count is checked when
 * evaluations go with them (docs/decisions/036-bulk-delete-posters-judges.md); one not of this project: 404 and
 * nothing is deleted. Answers how many were chosen.
 */
export async function deleteChosen<Row extends { id: number }>(
  db: Kysely<DB>,
  records: ChosenRecords<Row>,
  projectId: number,
  ids: number[],
  confirm: string | undefined,
  each: (trx: Kysely<DB>, row: Row) => Promise<unknown>,
): Promise<number> {
  const wanted = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const rows = await lockChosen(trx, records, projectId, wanted);
    const { evaluations } = await records.work(trx, projectId, wanted);
    checkBulkConfirmation(records.kind, wanted.length, evaluations, confirm);
    for (const row of rows) await each(trx, row);
  });
  return wanted.length;
}
