// Posters inserted in bulk (a spreadsheet import's thousands), sized for each database's limits.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { isSqlite } from '@server/db/database';
import type { DB } from '@server/db/schema';
import { posterTextKeys } from '@shared/contracts/posters';
import { pick } from '@shared/pick';
import { refreshPosterSearch } from '@server/modules/poster-search';
import type { PlacedImage } from './poster-images.repository';
import type { PosterFields } from './posters.repository';

/** A new poster; its poster session when the sheet names one. */
export type NewPoster = Omit<PosterFields, 'session_id'> & {
  session_id?: number | null;
  images: PlacedImage[];
};

/**
 * SQLite binds at most 32,766 values a statement (PostgreSQL 65,535). A poster row binds 15 values and an image
 * row 8, so 2,000 posters or 3,750 images a statement stay below it.
 */
const MAX_BOUND = 30_000;
const POSTER_VALUES = 15;
const IMAGE_VALUES = 8;
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
 * one statement on both databases, so the returned ids, sorted, line up with the input rows; answers them.
 */
export async function insertPosters(
  trx: Kysely<DB>,
  projectId: number,
  posters: NewPoster[],
  createdAt: string,
): Promise<number[]> {
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
          ...pick(p, posterTextKeys),
          audio_file: p.audio_file,
          order_number: p.order_number,
          number: p.number,
          board: p.board,
          session_id: p.session_id ?? null,
          presenter_name: p.presenter_name,
          presenter_email: p.presenter_email,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    for (const id of rows.map((r) => r.id).sort((a, b) => a - b)) ids.push(id);
  }
  const images = posters.flatMap((p, i) =>
    p.images.map((image, position) => ({
      ...image,
      poster_id: ids[i]!,
      position: image.position ?? position,
    })),
  );
  for (let i = 0; i < images.length; i += imageChunk) {
    if (sqlite) await nextTurn();
    await trx
      .insertInto('poster_images')
      .values(images.slice(i, i + imageChunk))
      .execute();
  }
  await refreshPosterSearch(trx, ids);
  return ids;
}
