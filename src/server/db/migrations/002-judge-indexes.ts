import type { Kysely } from 'kysely';
import * as DDL from './ddl-kit';

/**
 * A judge's reads filter assignments by project and judge; with only the project index the database scanned
 * every assignment of the conference on each request (bench: judge read path).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await DDL.index(db, 'assignments_project_judge_idx', 'assignments', [
    'project_id',
    'judge_id',
    'poster_id',
  ]);
  await DDL.index(db, 'evaluations_project_poster_idx', 'evaluations', ['project_id', 'poster_id']);
}
