import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

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
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema.alterTable('posters').addColumn('presenter_name', 'text').execute();
  await db.schema.alterTable('posters').addColumn('presenter_email', 'text').execute();

  await db.schema
    .createTable('submission_settings')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('deadline', 'text')
    .addColumn('auto_approve', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('poster_format', 'text', (c) => c.notNull().defaultTo('a0-portrait'))
    .addColumn('instructions', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('presenter_links')
    .addColumn('poster_id', 'integer', (c) => c.primaryKey().references('posters.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('presenter_links_project_idx')
    .on('presenter_links')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('submissions')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_kind', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('preflight', 'text')
    .addColumn('note', 'text')
    .addColumn('page_count', 'integer')
    .addColumn('text', 'text')
    .execute();
  // A poster's submissions newest first; the board's and the visibility's lookups.
  await db.schema
    .createIndex('submissions_poster_idx')
    .on('submissions')
    .columns(['poster_id', 'id'])
    .execute();
  await db.schema
    .createIndex('submissions_project_idx')
    .on('submissions')
    .columns(['project_id', 'status'])
    .execute();

  await db.schema
    .createTable('submission_pages')
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('submission_pages_pk', ['submission_id', 'number'])
    .execute();
}
