// SQL of poster images (table poster_images): a poster's image rows in their order, and the background pass's.
import type { Kysely } from 'kysely';
import { groupRowsBy } from '@server/db/rows';
import type { DB, PosterImageTable } from '@server/db/schema';
import type { PosterImage } from '@shared/contracts/posters';
import { derivedUrl, IMAGE_SIZES, type ImageFacts } from '@server/media';

/** A poster image as stored: its URL and what the pipeline learnt about it (migration 010). */
export type ImageRecord = Omit<PosterImageTable, 'id' | 'poster_id' | 'position'>;

/**
 * An image to store at a place in its poster's list: `position` when it must leave room for images still to
 * fetch (a spreadsheet's list, docs/decisions/049-image-fetch-retries.md), else its index in the list.
 */
export type PlacedImage = ImageRecord & { position?: number };

/** An image nothing is known about yet (the background pass derives it when it is a local file). */
export const toImageRecord = (url: string): ImageRecord => ({
  url,
  width: null,
  height: null,
  hash: null,
  source_url: null,
  derived_at: null,
});

/** The API's image: derived sizes once made, else the original in their place. */
export function toImage(projectId: number, r: ImageRecord): PosterImage {
  const ready = r.hash !== null && r.derived_at !== null;
  const sized = (size: number) => (ready ? derivedUrl(projectId, r.hash!, size) : r.url);
  return {
    url: r.url,
    thumb_url: sized(IMAGE_SIZES.thumb),
    medium_url: sized(IMAGE_SIZES.medium),
    screen_url: sized(IMAGE_SIZES.screen),
    width: r.width,
    height: r.height,
  };
}

const IMAGE_COLUMNS = ['url', 'width', 'height', 'hash', 'source_url', 'derived_at'] as const;

/** The images of these posters, in their order. */
export async function selectImagesOf(
  db: Kysely<DB>,
  posterIds: number[],
): Promise<Map<number, ImageRecord[]>> {
  const rows = [];
  // Chunked: SQLite limits bound parameters per statement.
  for (let i = 0; i < posterIds.length; i += 500)
    rows.push(
      ...(await db
        .selectFrom('poster_images')
        .select(['poster_id', ...IMAGE_COLUMNS])
        .where('poster_id', 'in', posterIds.slice(i, i + 500))
        .orderBy('poster_id')
        .orderBy('position')
        .execute()),
    );
  return groupRowsBy(rows, 'poster_id', ({ poster_id: _poster, ...image }): ImageRecord => image);
}

/** One poster's images, in their order. */
export async function selectImagesOfPoster(db: Kysely<DB>, posterId: number): Promise<ImageRecord[]> {
  return (await selectImagesOf(db, [posterId])).get(posterId) ?? [];
}

/** Every image of the project's posters, by poster (what a re-import can reuse without fetching again). */
export async function selectProjectImages(
  db: Kysely<DB>,
  projectId: number,
): Promise<Map<number, ImageRecord[]>> {
  const ids = await db.selectFrom('posters').select('id').where('project_id', '=', projectId).execute();
  return selectImagesOf(
    db,
    ids.map((r) => r.id),
  );
}

/**
 * The poster's image list becomes exactly `images`, in that order. Call with a poster id already scoped to its
 * project.
 */
export async function replacePosterImages(
  db: Kysely<DB>,
  posterId: number,
  images: PlacedImage[],
): Promise<void> {
  await db.deleteFrom('poster_images').where('poster_id', '=', posterId).execute();
  if (images.length > 0) {
    await db
      .insertInto('poster_images')
      .values(images.map((image, i) => ({ ...image, poster_id: posterId, position: image.position ?? i })))
      .execute();
  }
}

/** Adds one image to the poster at `position` (an image fetched after its import: the place the sheet gave it). */
export async function insertPosterImage(
  db: Kysely<DB>,
  posterId: number,
  image: ImageRecord,
  position: number,
): Promise<void> {
  await db
    .insertInto('poster_images')
    .values({ ...image, poster_id: posterId, position })
    .execute();
}

/** Image rows of local files whose sizes are not made yet, with their project (the background pass), by id. */
export function selectPendingImages(db: Kysely<DB>, limit: number, afterId = 0) {
  return db
    .selectFrom('poster_images')
    .innerJoin('posters', 'posters.id', 'poster_images.poster_id')
    .select(['poster_images.id', 'posters.project_id', 'poster_images.url'])
    .where('poster_images.derived_at', 'is', null)
    .where('poster_images.url', 'like', '/uploads/%')
    .where('poster_images.id', '>', afterId)
    .orderBy('poster_images.id')
    .limit(limit)
    .execute();
}

/** What a project's images still use: their hashes and their URLs (a cleanup keeps these files). */
export async function selectImagesInUse(db: Kysely<DB>, projectId: number) {
  const rows = await db
    .selectFrom('poster_images')
    .innerJoin('posters', 'posters.id', 'poster_images.poster_id')
    .select(['poster_images.url', 'poster_images.hash'])
    .where('posters.project_id', '=', projectId)
    .execute();
  return {
    hashes: new Set(rows.flatMap((r) => (r.hash ? [r.hash] : []))),
    urls: new Set(rows.map((r) => r.url)),
  };
}

/** Records the derived sizes of one image row, or (facts null) that it could not be derived. */
export async function updateImageSizes(
  db: Kysely<DB>,
  imageId: number,
  facts: ImageFacts | null,
): Promise<void> {
  await db
    .updateTable('poster_images')
    .set({
      hash: facts?.hash ?? null,
      width: facts?.width ?? null,
      height: facts?.height ?? null,
      derived_at: new Date().toISOString(),
    })
    .where('id', '=', imageId)
    .execute();
}
