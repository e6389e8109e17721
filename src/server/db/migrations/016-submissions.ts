import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * E-posters as presenters make them (docs/decisions/041-poster-files.md):
 * - posters gain a presenter (name and email, both optional);
 * - `submission_settings`: one row per project (no row: the defaults): the deadline, auto-approve, the poster
 *   format preflight checks against, and the organiser's instructions shown on the presenter page;
 * - `presenter_links`: each poster's one personal link, its token stored as sha256; reissuing replaces the row
 *   (the old token stops). It works until the project's deadline, read at use, so moving the deadline moves it.
 *   The token is HMAC(link secret, "<poster id>:<nonce>"): with the nonce stored, the link can be shown again
 *   (the CSV of links) without storing the token itself;
 * - `submissions`: every file a presenter (or the organiser for them) uploaded, newest last. A poster's status is
 *   its newest submission's; what judges, participants and screens see is its newest `approved` one. The file
 *   and its renderings live in uploads/<folder>; `text` is what the file says, for search;
 * - `submission_pages`: the rendered pages of a submission, in order, with their size in pixels.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'posters', [
    ['presenter_name', 'text'],
    ['presenter_email', 'text'],
  ]);

  await db.schema
    .createTable('submission_settings')
    .addColumn('project_id', 'integer', DDL.cascadeKey('projects'))
    .addColumn('deadline', 'text')
    .addColumn('auto_approve', 'integer', DDL.notNullDefault(0))
    .addColumn('poster_format', 'text', DDL.notNullDefault('a0-portrait'))
    .addColumn('instructions', 'text')
    .addColumn('updated_at', 'text', DDL.notNull)
    .execute();

  await db.schema
    .createTable('presenter_links')
    .addColumn('poster_id', 'integer', DDL.cascadeKey('posters'))
    .$call(DDL.projectId)
    .addColumn('token_hash', 'text', DDL.notNullUnique)
    .addColumn('nonce', 'text', DDL.notNull)
    .$call(DDL.createdAt)
    .execute();
  await DDL.index(db, 'presenter_links_project_idx', 'presenter_links', ['project_id']);

  await DDL.projectTable(db, dialect, 'submissions')
    .$call(DDL.posterId)
    .$call(DDL.required('text', 'status', 'file_name', 'file_kind'))
    .addColumn('file_size', 'integer', DDL.notNull)
    .$call(DDL.required('text', 'folder', 'uploaded_by', 'uploaded_at'))
    .$call(
      DDL.optional('text', 'processed_at', 'reviewed_at', 'error_code', 'error_detail', 'preflight', 'note'),
    )
    .addColumn('page_count', 'integer')
    .addColumn('text', 'text')
    .execute();
  // A poster's submissions newest first; the board's and the visibility's lookups.
  await DDL.index(db, 'submissions_poster_idx', 'submissions', ['poster_id', 'id']);
  await DDL.index(db, 'submissions_project_idx', 'submissions', ['project_id', 'status']);

  await db.schema
    .createTable('submission_pages')
    .addColumn('submission_id', 'integer', DDL.cascadeRef('submissions'))
    .$call(DDL.required('integer', 'number', 'width', 'height'))
    .addPrimaryKeyConstraint('submission_pages_pk', ['submission_id', 'number'])
    .execute();
}
