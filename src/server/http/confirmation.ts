// The typed confirmation a destructive delete needs (docs/decisions/019-numbers-reimport-deletes.md).
import { z } from 'zod';
import type { DeletePreview } from '@shared/deletes';
import { AppError } from './errors';

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
  const typed = (given ?? '').trim().toLowerCase();
  if (typed !== '' && expected.some((e) => e.trim().toLowerCase() === typed)) return;
  throw new AppError('CONFIRMATION_REQUIRED', `To delete this ${what}, confirm by typing "${expected[0]}"`, {
    field: 'confirm',
    params: { name: expected[0] ?? '' },
  });
}

/**
 * A bulk delete's preview (posters or judges chosen in a list): what goes, and the text to type when
 * evaluations go too: the chosen records' count (docs/decisions/036-bulk-delete-posters-judges.md).
 */
export function bulkDeletePreview(
  chosen: { posters: number; judges: number },
  work: { evaluations: number; assignments: number },
): DeletePreview {
  const count = chosen.posters + chosen.judges;
  return { ...chosen, participants: 0, ...work, confirm: work.evaluations > 0 ? String(count) : null };
}

/** Refuses a bulk delete that takes evaluations with it unless `given` is the chosen records' count. */
export function checkBulkConfirmation(
  what: string,
  count: number,
  evaluations: number,
  given?: string,
): void {
  if (evaluations > 0)
    checkConfirmation(`selection of ${what} and their evaluations`, [String(count)], given);
}
