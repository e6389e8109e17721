import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Fair results and the people's choice (docs/decisions/021-fair-results.md):
 * - result_settings: one row per project (absent: the defaults) with the organiser's ranking method, criterion
 *   weights and tie-break rule (JSON text), and whether the audience vote is open and how many votes each
 *   participant has;
 * - votes: a participant's vote for a poster, one per pair; they go with the participant, the poster or the
 *   project.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('result_settings')
    .addColumn('project_id', 'integer', DDL.cascadeKey('projects'))
    .addColumn('method', 'text', DDL.notNullDefault('raw'))
    .$call(DDL.optional('text', 'weights', 'tie_break'))
    .addColumn('peoples_choice_enabled', 'integer', DDL.notNullDefault(0))
    .addColumn('votes_per_participant', 'integer', DDL.notNullDefault(3))
    .addColumn('updated_at', 'text', DDL.notNull)
    .execute();

  await DDL.projectTable(db, dialect, 'votes')
    .addColumn('user_id', 'integer', DDL.cascadeRef('users'))
    .$call(DDL.posterId)
    .$call(DDL.createdAt)
    .addUniqueConstraint('votes_pair_uq', ['user_id', 'poster_id'])
    .execute();
  await DDL.index(db, 'votes_project_idx', 'votes', ['project_id', 'poster_id']);
  await DDL.index(db, 'votes_poster_idx', 'votes', ['poster_id']);
}
