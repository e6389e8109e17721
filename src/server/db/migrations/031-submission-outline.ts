import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * A poster file's text as it is laid out (docs/decisions/092-poster-text-view.md): JSON of its language and its
 * pages' headings and paragraphs in reading order, kept by rendering beside the plain text kept for search. Files
 * rendered before it have none, and their text view reads the plain text.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'submissions', [['outline', 'text']]);
}
