import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

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
  await DDL.numberedTable(db, dialect, 'poster_sessions')
    .addColumn('version', 'integer', DDL.notNullDefault(1))
    .$call(DDL.projectId)
    .$call(DDL.required('text', 'name', 'date', 'starts_at', 'ends_at'))
    .addColumn('area', 'text')
    .$call(DDL.createdAt)
    .execute();
  await DDL.uniqueIndex(db, 'poster_sessions_project_name_idx', 'poster_sessions', ['project_id', 'name']);

  await DDL.addColumns(db, 'posters', [['session_id', 'integer', DDL.setNullRef('poster_sessions')]]);

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
  await DDL.index(db, 'posters_session_idx', 'posters', ['session_id']);

  await DDL.projectTable(db, dialect, 'presence_changes')
    .$call(DDL.posterId)
    .$call(DDL.required('text', 'state', 'at'))
    .execute();
  await DDL.index(db, 'presence_changes_poster_idx', 'presence_changes', ['poster_id', 'id']);
}
