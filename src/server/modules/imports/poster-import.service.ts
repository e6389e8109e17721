import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { isSqlite } from '../../db/database';
import type { DB } from '../../db/schema';
import type { PosterUploadResponse } from '../../../shared/contracts/posters';
import type { NewPoster } from '../posters/posters.repository';
import type { CheckedPosters } from './import-rows';

export { MAX_POSTER_ROWS, POSTER_COLUMNS, POSTER_REQUIRED } from './import-rows';

/**
 * SQLite binds at most 32,766 values a statement (PostgreSQL 65,535). A poster row binds 10 values and an image
 * row 3, so 3,000 posters or 10,000 images a statement stay below it: a 10,000-row file is 4 statements.
 */
const MAX_BOUND = 30_000;
const POSTER_VALUES = 10;
const IMAGE_VALUES = 3;
const POSTER_CHUNK = Math.floor(MAX_BOUND / POSTER_VALUES);
const IMAGE_CHUNK = Math.floor(MAX_BOUND / IMAGE_VALUES);
/**
 * SQLite runs each statement on the server's one thread: 3,000 rows at once would stop every other request for
 * tens of milliseconds. There, rows go in 250 at a time and the event loop turns between statements (still one
 * transaction; judges read meanwhile through the read connection, see Database.readDb).
 */
const SQLITE_CHUNK = 250;

/**
 * Inserts in large multi-row statements. Run inside a transaction. Ids are handed out in insertion order within
 * one statement on both databases, so the returned ids, sorted, line up with the input rows.
 */
async function insertPosterRows(
  trx: Kysely<DB>,
  projectId: number,
  posters: NewPoster[],
  createdAt: string,
): Promise<void> {
  const sqlite = isSqlite(trx);
  const posterChunk = sqlite ? SQLITE_CHUNK : POSTER_CHUNK;
  const imageChunk = sqlite ? SQLITE_CHUNK * 4 : IMAGE_CHUNK;
  const ids: number[] = [];
  for (let i = 0; i < posters.length; i += posterChunk) {
    if (sqlite && i > 0) await nextTurn();
    const rows = await trx
      .insertInto('posters')
      .values(
        posters.slice(i, i + posterChunk).map((p) => ({
          project_id: projectId,
          title: p.title,
          author: p.author,
          affiliation: p.affiliation,
          category: p.category,
          abstract: p.abstract,
          keywords: p.keywords,
          audio_file: p.audio_file,
          order_number: p.order_number,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    for (const id of rows.map((r) => r.id).sort((a, b) => a - b)) ids.push(id);
  }
  const images = posters.flatMap((p, i) =>
    p.image_urls.map((url, position) => ({ poster_id: ids[i]!, url, position })),
  );
  for (let i = 0; i < images.length; i += imageChunk) {
    if (sqlite) await nextTurn();
    await trx
      .insertInto('poster_images')
      .values(images.slice(i, i + imageChunk))
      .execute();
  }
}

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
  await db.transaction().execute((trx) => insertPosterRows(trx, projectId, posters, createdAt));

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
