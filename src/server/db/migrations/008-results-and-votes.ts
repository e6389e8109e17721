import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

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
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('raw'))
    .addColumn('weights', 'text')
    .addColumn('tie_break', 'text')
    .addColumn('peoples_choice_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('votes_per_participant', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('votes')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('votes_pair_uq', ['user_id', 'poster_id'])
    .execute();
  await db.schema.createIndex('votes_project_idx').on('votes').columns(['project_id', 'poster_id']).execute();
  await db.schema.createIndex('votes_poster_idx').on('votes').column('poster_id').execute();
}
