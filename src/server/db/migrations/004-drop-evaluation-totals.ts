import type { Kysely } from 'kysely';

/**
 * Evaluation totals are computed from the scores on the active criteria when they are read
 * (docs/decisions/016-plain-write-path.md): a stored copy had to be recomputed whenever scores or the set of
 * active criteria changed, and a recompute outside the write's transaction let results disagree with the scores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evaluations').dropColumn('total').execute();
}
