import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * The poster hall (docs/decisions/051-poster-sessions.md):
 * - `poster_sessions`: a time and place where posters are presented (a poster session, never a login session):
 *   name (unique per project), date (YYYY-MM-DD), starts_at and ends_at (HH:MM, end after start), area.
 * - `posters.session_id`: the poster's session, set null when the session is deleted.
 * - `posters.board` becomes unique per project when set. Boards stored twice before this migration keep the
 *   lowest id's; the others get " (P-<number>)" appended, so no board is lost.
 * - `presence_changes`: each time a presenter says they are `present`, `away` or `left`, with the time; the
 *   newest row of a poster is its presenter's presence, the rows together the check-in history.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('poster_sessions')
    .addColumn('id', idType, id)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('area', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('poster_sessions_project_name_idx')
    .on('poster_sessions')
    .columns(['project_id', 'name'])
    .unique()
    .execute();

  await db.schema
    .alterTable('posters')
    .addColumn('session_id', 'integer', (c) => c.references('poster_sessions.id').onDelete('set null'))
    .execute();

  const padded =
    dialect === 'postgres' ? sql`LPAD(CAST(number AS TEXT), 3, '0')` : sql`printf('%03d', number)`;
  await sql`
    UPDATE posters SET board = board || ' (P-' || ${padded} || ')'
    WHERE board IS NOT NULL AND EXISTS (
      SELECT 1 FROM posters AS first
      WHERE first.project_id = posters.project_id AND first.board = posters.board AND first.id < posters.id
    )
  `.execute(db);
  await db.schema
    .createIndex('posters_project_board_idx')
    .on('posters')
    .columns(['project_id', 'board'])
    .unique()
    .where(sql.ref('board'), 'is not', null)
    .execute();
  await db.schema.createIndex('posters_session_idx').on('posters').column('session_id').execute();

  await db.schema
    .createTable('presence_changes')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('presence_changes_poster_idx')
    .on('presence_changes')
    .columns(['poster_id', 'id'])
    .execute();
}
