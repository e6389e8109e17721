import { sql, type Kysely } from 'kysely';
import * as DDL from './ddl-kit';

/**
 * Each evaluation keeps its total (the sum of its scores on the active criteria), so results aggregate one
 * row per evaluation instead of every score (bench: results for 2,000 posters x 5 judges x 10 criteria).
 * Kept true by the evaluation save and by every change of which criteria are active (evaluation-totals.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await DDL.addColumns(db, 'evaluations', [['total', 'integer', DDL.notNullDefault(0)]]);
  await sql`update evaluations set total = coalesce((select sum(s.score) from evaluation_scores s
    inner join criteria c on c.id = s.criterion_id
    where s.evaluation_id = evaluations.id and c.is_active = 1), 0)`.execute(db);
}
