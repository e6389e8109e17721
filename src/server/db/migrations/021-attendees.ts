import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * What attendees keep and ask (docs/decisions/053-favourites-and-questions.md), the attendees module's tables:
 * - `favorites`: a participant's starred posters ("my list"), one row per participant and poster.
 * - `poster_questions`: a participant's question to a poster's presenter, `public` (1: every participant of the
 *   project reads it; 0: only its asker and the presenter), its answer (one, the presenter's) and `hidden` (1: the
 *   organiser hid it; only the organiser reads it then).
 * Both go with their project, poster and participant (cascades).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('favorites')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) =>
      c.notNull().references('participants.id').onDelete('cascade'),
    )
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('favorites_participant_poster_key', ['participant_id', 'poster_id'])
    .execute();
  await db.schema.createIndex('favorites_poster_idx').on('favorites').column('poster_id').execute();

  await db.schema
    .createTable('poster_questions')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) =>
      c.notNull().references('participants.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('public', 'integer', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('poster_questions_poster_idx')
    .on('poster_questions')
    .columns(['poster_id', 'id'])
    .execute();
  await db.schema
    .createIndex('poster_questions_participant_idx')
    .on('poster_questions')
    .column('participant_id')
    .execute();
}
