import type { Kysely } from 'kysely';

/**
 * A judge's reads filter assignments by project and judge; with only the project index the database scanned
 * every assignment of the conference on each request (bench: judge read path).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('assignments_project_judge_idx')
    .on('assignments')
    .columns(['project_id', 'judge_id', 'poster_id'])
    .execute();
  await db.schema
    .createIndex('evaluations_project_poster_idx')
    .on('evaluations')
    .columns(['project_id', 'poster_id'])
    .execute();
}
