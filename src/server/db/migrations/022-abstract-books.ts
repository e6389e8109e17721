import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * The abstract book (docs/decisions/054-abstract-book.md): one row per project that ever asked for its book.
 * `build` counts the requests (the build job's key is `abstract-book:<project>:<build>`); `status` is queued,
 * ready or failed; `file_stamp` names the ready files (uploads/.books/<project>/<stamp>.pdf and .xlsx), so a new
 * build never overwrites the files a download is reading. `published`: participants and judges may download it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('abstract_books')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('build', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('built_at', 'text')
    .addColumn('file_stamp', 'text')
    .addColumn('poster_count', 'integer')
    .addColumn('page_count', 'integer')
    .addColumn('error_detail', 'text')
    .execute();
}
