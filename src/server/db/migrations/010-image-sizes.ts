import type { Kysely } from 'kysely';
import * as DDL from './ddl-kit';

/**
 * Poster images get their derived sizes (docs/decisions/025-image-pipeline.md):
 * - `width`, `height`: the original's size as shown (EXIF rotation applied), so pages reserve the space;
 * - `hash`: the first 24 hex digits of the original's sha256; the derived WebP files are named by it
 *   (uploads/<project>/images/<hash>-<size>.webp), so their URLs never change meaning and cache for a year;
 * - `source_url`: what the spreadsheet named when the server fetched the image (a re-import compares it);
 * - `derived_at`: when the sizes were made, or the attempt failed (then `hash` stays null). Rows from before this
 *   migration have it null: the server derives them in the background after it starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await DDL.addColumns(db, 'poster_images', [
    ['width', 'integer'],
    ['height', 'integer'],
    ['hash', 'text'],
    ['source_url', 'text'],
    ['derived_at', 'text'],
  ]);
  await DDL.index(db, 'poster_images_pending_idx', 'poster_images', ['derived_at']);
}
