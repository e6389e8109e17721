import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Why an image URL was not fetched, as a code a page says in its language (docs/decisions/049): `error_why`, the
 * JSON of `{code, params}` beside the English `error`. Tries made before it have none (the page shows the English).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('image_fetches').addColumn('error_why', 'text').execute();
}
