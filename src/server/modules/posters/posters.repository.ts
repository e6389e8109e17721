// SQL of posters and their images; every query names its project first.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { nextVersion } from '../../db/versions';
import { isSqlite, lockRows } from '../../db/database';
import type { DB, Poster as PosterRow } from '../../db/schema';
import type { Poster } from '../../../shared/contracts/posters';

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
    number: row.number,
    board: row.board,
    image_urls: images,
    created_at: row.created_at,
    version: row.version,
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

/** All posters of a project, by number. */
export async function listPosters(db: Kysely<DB>, projectId: number): Promise<Poster[]> {
  const rows = await db
    .selectFrom('posters')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('number')
    .execute();
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

/** A poster's own columns (what an edit or an import sets). */
export type PosterFields = Omit<PosterRow, 'id' | 'project_id' | 'created_at' | 'version'>;

/**
 * The highest number given in the project (0 when none): a new poster gets the next. Call inside the write's
 * transaction after locking the project row, so two creates cannot take the same number.
 */
export async function maxPosterNumber(db: Kysely<DB>, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('posters')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** The poster of this project that has this number, if any. */
export async function posterIdByNumber(
  db: Kysely<DB>,
  projectId: number,
  number: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('posters')
    .select('id')
    .where('project_id', '=', projectId)
    .where('number', '=', number)
    .executeTakeFirst();
  return row?.id;
}

export async function posterExists(db: Kysely<DB>, projectId: number, posterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('posters')
    .select('id')
    .where('project_id', '=', projectId)
    .where('id', '=', posterId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Changes the given columns of one poster of this project; answers whether a row was changed (false: no such
 * poster, or it is no longer at `baseVersion`). An edit adds one to its version; `bump: false` for a media upload,
 * which is not a form's edit.
 */
export async function updatePosterFields(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  fields: Partial<PosterFields>,
  { baseVersion, bump = true }: { baseVersion?: number; bump?: boolean } = {},
): Promise<boolean> {
  if (Object.keys(fields).length === 0 && !bump) return posterExists(db, projectId, posterId);
  const r = await db
    .updateTable('posters')
    .set(bump ? { ...fields, version: nextVersion } : fields)
    .where('project_id', '=', projectId)
    .where('id', '=', posterId)
    .$if(baseVersion !== undefined, (qb) => qb.where('version', '=', baseVersion!))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The poster's number, the row locked until the transaction ends (a delete checks against it). */
export function lockPoster(trx: Kysely<DB>, projectId: number, posterId: number) {
  return trx
    .selectFrom('posters')
    .select(['id', 'number'])
    .where('project_id', '=', projectId)
    .where('id', '=', posterId)
    .$call(lockRows(trx, 'update'))
    .executeTakeFirst();
}

/** How many evaluations and assignments of the poster deleting it removes. */
export async function posterWork(db: Kysely<DB>, projectId: number, posterId: number) {
  const count = async (table: 'evaluations' | 'assignments') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .where('poster_id', '=', posterId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return { evaluations: await count('evaluations'), assignments: await count('assignments') };
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

/**
 * SQLite binds at most 32,766 values a statement (PostgreSQL 65,535). A poster row binds 12 values and an image
 * row 3, so 2,500 posters or 10,000 images a statement stay below it.
 */
const MAX_BOUND = 30_000;
const POSTER_VALUES = 12;
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
export async function insertPosters(
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
          number: p.number,
          board: p.board,
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
