// What an import will do, planned before anything is written (shared by the three uploads).
import type { ImportCounts, RowError } from '@shared/contracts/imports';

/** Rows to add, records to change, how many rows already match their record, and the rows with errors. */
export type ImportPlan<Insert, Update> = {
  inserts: Insert[];
  updates: Update[];
  unchanged: number;
  errors: RowError[];
};

/** How many rows of each kind a plan has. */
export function planCounts(plan: ImportPlan<unknown, unknown>): ImportCounts {
  return {
    new: plan.inserts.length,
    changed: plan.updates.length,
    unchanged: plan.unchanged,
    errors: plan.errors.length,
  };
}

/** "12 new, 3 changed, 40 unchanged, 1 error" (a preview says what would happen). */
export function countsMessage(c: ImportCounts, dryRun: boolean): string {
  const errors = `${c.errors} error${c.errors === 1 ? '' : 's'}`;
  const summary = `${c.new} new, ${c.changed} changed, ${c.unchanged} unchanged, ${errors}`;
  return dryRun ? `Preview: ${summary}; nothing was saved` : `Imported: ${summary}`;
}

/** What every import's answer opens with: the message, whether it was a preview, the counts, the rows refused. */
export function importOutcome(plan: ImportPlan<unknown, unknown>, dryRun: boolean) {
  const counts = planCounts(plan);
  return { message: countsMessage(counts, dryRun), dry_run: dryRun, counts, error_rows: plan.errors };
}

/** The rows refused as lines ("row 3: email is not valid"). */
export const errorLines = (plan: ImportPlan<unknown, unknown>) =>
  plan.errors.map((e) => `row ${e.row}: ${e.reason}`);
