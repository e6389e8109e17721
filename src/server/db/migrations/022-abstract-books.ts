import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * The abstract book (docs/decisions/054-abstract-book.md): one row per project that ever asked for its book.
 * `build` counts the requests (the build job's key is `abstract-book:<project>:<build>`); `status` is queued,
 * ready or failed; `file_stamp` names the ready files (uploads/.books/<project>/<stamp>.pdf and .xlsx), so a new
 * build never overwrites the files a download is reading. `published`: participants and judges may download it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('abstract_books')
    .addColumn('project_id', 'integer', DDL.cascadeKey('projects'))
    .addColumn('build', 'integer', DDL.notNull)
    .addColumn('status', 'text', DDL.notNull)
    .addColumn('published', 'integer', DDL.notNullDefault(0))
    .addColumn('requested_at', 'text', DDL.notNull)
    .$call(DDL.optional('text', 'built_at', 'file_stamp'))
    .$call(DDL.optional('integer', 'poster_count', 'page_count'))
    .addColumn('error_detail', 'text')
    .execute();
}
