import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * A hall plan uploaded as a PDF, rendered by the job queue (docs/decisions/061-hall-plan-pdf.md). On `hall_maps`:
 * - `plan_source`: the PDF waiting to be rendered, its path under the never-served originals folder
 *   (`<project>/hall/plan-<hash>.pdf` in uploads/.originals/); null when no rendering is under way.
 * - `plan_error`: why the last PDF was refused (a file refusal code, e.g. PDF_ENCRYPTED); null otherwise.
 * - `plan_upload`: the number of the newest PDF upload, counted from 1; a rendering records its plan only while
 *   its number is still this one (a newer upload wins), and it names the job with the file's hash.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'hall_maps', [
    ['plan_source', 'text'],
    ['plan_error', 'text'],
    ['plan_upload', 'integer', DDL.notNullDefault(0)],
  ]);
}
