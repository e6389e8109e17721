// Posters from a spreadsheet: rows checked by the parsing worker go in together, in one transaction.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PosterUploadResponse } from '../../../shared/contracts/posters';
import { insertPosters } from '../posters/posters.repository';
import type { CheckedPosters } from './import-rows';

export { MAX_POSTER_ROWS, POSTER_COLUMNS, POSTER_REQUIRED } from './import-rows';

/**
 * Rows come checked and normalised from the parsing worker (import-rows.ts): good rows go in together in one
 * transaction; each bad row is reported as "row N: reason" and skipped.
 */
export async function importPosters(
  db: Kysely<DB>,
  projectId: number,
  checked: CheckedPosters,
): Promise<PosterUploadResponse> {
  const { posters, errors } = checked;
  const createdAt = new Date().toISOString();
  await db.transaction().execute((trx) => insertPosters(trx, projectId, posters, createdAt));

  const withImages = posters.filter((p) => p.image_urls.length > 0).length;
  const skipped = errors.length;
  return {
    message: `Imported ${posters.length} poster${posters.length === 1 ? '' : 's'}${skipped ? `; skipped ${skipped} row${skipped === 1 ? '' : 's'} with errors` : ''}`,
    details: {
      posters_created: posters.length,
      images_uploaded: posters.reduce((n, p) => n + p.image_urls.length, 0),
      posters_with_images: withImages,
      posters_without_images: posters.length - withImages,
      skipped_count: skipped,
      errors,
    },
  };
}
