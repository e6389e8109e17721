import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * An evaluation's total is the sum of its scores on the ACTIVE criteria (PRODUCT.md section 5). It is stored on
 * the evaluation for fast results, so it is recomputed here whenever scores or the set of active criteria change.
 */
const activeTotal = sql<number>`coalesce((select sum(s.score) from evaluation_scores s
  inner join criteria c on c.id = s.criterion_id
  where s.evaluation_id = evaluations.id and c.is_active = 1), 0)`;

/** After a criterion is activated, deactivated or deleted: every evaluation of the project. */
export async function recomputeProjectTotals(db: Kysely<DB>, projectId: number): Promise<void> {
  await db
    .updateTable('evaluations')
    .set({ total: activeTotal })
    .where('project_id', '=', projectId)
    .execute();
}

/** After one evaluation's scores were written (inside the same transaction). */
export async function recomputeEvaluationTotal(db: Kysely<DB>, evaluationId: number): Promise<void> {
  await db.updateTable('evaluations').set({ total: activeTotal }).where('id', '=', evaluationId).execute();
}
