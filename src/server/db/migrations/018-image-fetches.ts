import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Images a spreadsheet names by URL that could not be fetched yet (docs/decisions/049-image-fetch-retries.md):
 * kept on their poster, never dropped, and fetched again by the job queue. `position` is the entry's place in
 * the sheet's list of the poster's images (the poster's fetched images sit at their places too), so an image
 * fetched later goes where the sheet named it. `status`: pending (a job will try again at `next_try_at`) or
 * failed (no more tries until the organiser asks). `job_key`: the job now responsible; an older job that finds
 * another key does nothing. One entry per poster and URL.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('image_fetches')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('next_try_at', 'text')
    .addColumn('job_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('image_fetches_poster_url', ['poster_id', 'source_url'])
    .execute();
  await db.schema.createIndex('image_fetches_project_idx').on('image_fetches').column('project_id').execute();
}
