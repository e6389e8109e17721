import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Images a spreadsheet names by URL that could not be fetched yet (docs/decisions/049-image-fetch-retries.md):
 * kept on their poster, never dropped, and fetched again by the job queue. `position` is the entry's place in
 * the sheet's list of the poster's images (the poster's fetched images sit at their places too), so an image
 * fetched later goes where the sheet named it. `status`: pending (a job will try again at `next_try_at`) or
 * failed (no more tries until the organiser asks). `job_key`: the job now responsible; an older job that finds
 * another key does nothing. One entry per poster and URL.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.projectTable(db, dialect, 'image_fetches')
    .$call(DDL.posterId)
    .addColumn('source_url', 'text', DDL.notNull)
    .addColumn('position', 'integer', DDL.notNull)
    .addColumn('status', 'text', DDL.notNull)
    .addColumn('attempts', 'integer', DDL.notNullDefault(0))
    .$call(DDL.optional('text', 'error', 'next_try_at', 'job_key'))
    .$call(DDL.createdAt)
    .addColumn('updated_at', 'text', DDL.notNull)
    .addUniqueConstraint('image_fetches_poster_url', ['poster_id', 'source_url'])
    .execute();
  await DDL.index(db, 'image_fetches_project_idx', 'image_fetches', ['project_id']);
}
