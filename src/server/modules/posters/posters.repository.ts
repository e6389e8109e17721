import type { Kysely } from 'kysely';
import type { DB, Poster as PosterRow } from '../../db/schema';
import type { Poster } from '../../../shared/contracts/posters';

/** Repository for posters and their images; every query names its project first. */

export function toPoster(row: PosterRow, images: string[]): Poster {
  return {
    id: row.id,
    project_id: row.project_id,
    title: row.title,
    author: row.author,
    affiliation: row.affiliation,
    category: row.category,
    abstract: row.abstract,
    keywords: row.keywords,
    audio_file: row.audio_file,
    order_number: row.order_number,
    image_urls: images,
    created_at: row.created_at,
  };
}

async function imagesOf(db: Kysely<DB>, posterIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (posterIds.length === 0) return map;
  // Chunked: SQLite limits bound parameters per statement.
  for (let i = 0; i < posterIds.length; i += 500) {
    const rows = await db
      .selectFrom('poster_images')
      .select(['poster_id', 'url'])
      .where('poster_id', 'in', posterIds.slice(i, i + 500))
      .orderBy('poster_id')
      .orderBy('position')
      .execute();
    for (const r of rows) {
      const list = map.get(r.poster_id);
      if (list) list.push(r.url);
      else map.set(r.poster_id, [r.url]);
    }
  }
  return map;
}

/** All posters of a project, in display order (order_number when set, then id). */
export async function listPosters(db: Kysely<DB>, projectId: number): Promise<Poster[]> {
  const rows = await db
    .selectFrom('posters')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  rows.sort(
    (a, b) =>
      (a.order_number ?? Number.MAX_SAFE_INTEGER) - (b.order_number ?? Number.MAX_SAFE_INTEGER) ||
      a.id - b.id,
  );
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPoster(r, images.get(r.id) ?? []));
}

/** One poster of this project, or undefined (another project's poster is simply not found). */
export async function findPoster(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
): Promise<Poster | undefined> {
  const row = await db
    .selectFrom('posters')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', posterId)
    .executeTakeFirst();
  if (!row) return undefined;
  const images = await db
    .selectFrom('poster_images')
    .select('url')
    .where('poster_id', '=', row.id)
    .orderBy('position')
    .execute();
  return toPoster(
    row,
    images.map((i) => i.url),
  );
}

export type PosterFields = {
  title: string;
  author: string;
  affiliation: string | null;
  category: string | null;
  abstract: string | null;
  keywords: string | null;
  audio_file: string | null;
  order_number: number | null;
};

export async function posterExists(db: Kysely<DB>, projectId: number, posterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('posters')
    .select('id')
    .where('project_id', '=', projectId)
    .where('id', '=', posterId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Changes the given columns of one poster of this project; answers whether it exists. */
export async function updatePosterFields(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  fields: Partial<PosterFields>,
): Promise<boolean> {
  if (Object.keys(fields).length === 0) return posterExists(db, projectId, posterId);
  const r = await db
    .updateTable('posters')
    .set(fields)
    .where('project_id', '=', projectId)
    .where('id', '=', posterId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes a poster of this project; its images, assignments and evaluations go with it (foreign key cascades). */
export async function deletePosterRow(db: Kysely<DB>, projectId: number, posterId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('posters')
    .where('project_id', '=', projectId)
    .where('id', '=', posterId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The poster's image list becomes exactly `urls`, in that order. Call with a poster id already scoped to its project. */
export async function replacePosterImages(db: Kysely<DB>, posterId: number, urls: string[]): Promise<void> {
  await db.deleteFrom('poster_images').where('poster_id', '=', posterId).execute();
  if (urls.length > 0) {
    await db
      .insertInto('poster_images')
      .values(urls.map((url, position) => ({ poster_id: posterId, url, position })))
      .execute();
  }
}

export type NewPoster = PosterFields & { image_urls: string[] };

// 10 bound values a poster: 400 rows a statement stays far below SQLite's and PostgreSQL's parameter limits.
const POSTER_CHUNK = 400;
const IMAGE_CHUNK = 1000;

/**
 * Inserts many posters with multi-row statements (an import of 10,000 rows is a few dozen statements).
 * Run inside a transaction. Ids are handed out in insertion order within one statement on both databases, so the
 * returned ids, sorted, line up with the input rows.
 */
export async function insertPosters(
  db: Kysely<DB>,
  projectId: number,
  posters: NewPoster[],
  createdAt: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < posters.length; i += POSTER_CHUNK) {
    const chunk = posters.slice(i, i + POSTER_CHUNK);
    const rows = await db
      .insertInto('posters')
      .values(
        chunk.map(({ image_urls: _images, ...fields }) => ({
          ...fields,
          project_id: projectId,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
  }
  const images = posters.flatMap((p, i) =>
    p.image_urls.map((url, position) => ({ poster_id: ids[i]!, url, position })),
  );
  for (let i = 0; i < images.length; i += IMAGE_CHUNK) {
    await db
      .insertInto('poster_images')
      .values(images.slice(i, i + IMAGE_CHUNK))
      .execute();
  }
  return ids;
}
