// SQL of posters and their images; every query names its project first.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { nextVersion } from '@server/db/versions';
import { isSqlite, lockRows } from '@server/db/database';
import { deleteProjectRow, lockProjectRows, projectRowExists, workOn } from '@server/db/project-rows';
import {
  countRows,
  ordered,
  orderTerms,
  pageWindow,
  searchCondition,
  type SortTerm,
} from '@server/db/paging';
import type { DB, Poster as PosterRow, PosterImageTable } from '@server/db/schema';
import type { PosterSort, Poster, PosterImage, PosterPage } from '@shared/contracts/posters';
import type { ListParams } from '@shared/paging';
import { derivedUrl, IMAGE_SIZES, type ImageFacts } from './image-pipeline';

/** A poster image as stored: its URL and what the pipeline learnt about it (migration 010). */
export type ImageRecord = Omit<PosterImageTable, 'id' | 'poster_id' | 'position'>;

/** An image nothing is known about yet (the background pass derives it when it is a local file). */
export const plainImage = (url: string): ImageRecord => ({
  url,
  width: null,
  height: null,
  hash: null,
  source_url: null,
  derived_at: null,
});

/** The API's image: derived sizes once made, else the original in their place. */
function toImage(projectId: number, r: ImageRecord): PosterImage {
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

export function toPoster(row: PosterRow, images: ImageRecord[]): Poster {
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
    image_urls: images.map((i) => i.url),
    images: images.map((i) => toImage(row.project_id, i)),
    created_at: row.created_at,
    version: row.version,
  };
}

const IMAGE_COLUMNS = ['url', 'width', 'height', 'hash', 'source_url', 'derived_at'] as const;

/** The images of these posters, in their order. */
export async function imagesOf(db: Kysely<DB>, posterIds: number[]): Promise<Map<number, ImageRecord[]>> {
  const map = new Map<number, ImageRecord[]>();
  if (posterIds.length === 0) return map;
  // Chunked: SQLite limits bound parameters per statement.
  for (let i = 0; i < posterIds.length; i += 500) {
    const rows = await db
      .selectFrom('poster_images')
      .select(['poster_id', ...IMAGE_COLUMNS])
      .where('poster_id', 'in', posterIds.slice(i, i + 500))
      .orderBy('poster_id')
      .orderBy('position')
      .execute();
    for (const { poster_id, ...image } of rows) {
      const list = map.get(poster_id);
      if (list) list.push(image);
      else map.set(poster_id, [image]);
    }
  }
  return map;
}

/** Every image of the project's posters, by poster (what a re-import can reuse without fetching again). */
export async function projectImages(db: Kysely<DB>, projectId: number): Promise<Map<number, ImageRecord[]>> {
  const ids = await db.selectFrom('posters').select('id').where('project_id', '=', projectId).execute();
  return imagesOf(
    db,
    ids.map((r) => r.id),
  );
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

const posterSortTerms: Record<PosterSort, SortTerm[]> = {
  number: [{ ref: 'number' }],
  title: [{ ref: 'title', text: true }],
  author: [{ ref: 'author', text: true }],
  board: [{ ref: 'board', text: true, nullable: true }],
  category: [{ ref: 'category', text: true, nullable: true }],
};

/**
 * One page of the project's posters: searched by number, title, author, affiliation, keywords, board and
 * category, narrowed to one category when asked, sorted (by number unless told), and the project's categories.
 */
export async function listPosterPage(
  db: Kysely<DB>,
  projectId: number,
  params: ListParams<PosterSort> & { category?: string },
): Promise<PosterPage> {
  const { page, page_size, offset } = pageWindow(params);
  const search = searchCondition(
    db,
    params.q,
    ['title', 'author', 'affiliation', 'keywords', 'board', 'category'],
    'number',
  );
  let base = db.selectFrom('posters').where('project_id', '=', projectId);
  if (search) base = base.where(search);
  if (params.category) base = base.where('category', '=', params.category);
  const order = orderTerms(db, posterSortTerms[params.sort ?? 'number'], params.dir ?? 'asc', 'number');
  const [total, rows, categories] = await Promise.all([
    countRows(base),
    ordered(base.selectAll(), order).limit(page_size).offset(offset).execute(),
    db
      .selectFrom('posters')
      .select('category')
      .distinct()
      .where('project_id', '=', projectId)
      .where('category', 'is not', null)
      .where('category', '!=', '')
      .execute(),
  ]);
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toPoster(r, images.get(r.id) ?? [])),
    total,
    page,
    page_size,
    categories: categories.map((c) => c.category!).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  };
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
  const images = await imagesOf(db, [row.id]);
  return toPoster(row, images.get(row.id) ?? []);
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

/** Whether the poster is one of this project's; with `lock`, inside a write, it stays until the write ends. */
export const posterExists = (db: Kysely<DB>, projectId: number, posterId: number, lock?: 'share') =>
  projectRowExists(db, 'posters', projectId, posterId, lock);

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

/** The project's posters in board order (by number, numbers being unique per project), with their affiliation. */
export function postersInBoardOrder(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('posters')
    .select(['id', 'affiliation'])
    .where('project_id', '=', projectId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

/** The posters of this project among `ids`, with their affiliation (what a conflict of interest compares). */
export function postersAmong(db: Kysely<DB>, projectId: number, ids: readonly number[]) {
  return db
    .selectFrom('posters')
    .select(['id', 'affiliation'])
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .execute();
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

/** The posters of this project among `ids`, locked in id order until the transaction ends. */
export const lockPosters = (trx: Kysely<DB>, projectId: number, ids: number[]) =>
  lockProjectRows(trx, 'posters', projectId, ids);

/** How many evaluations and assignments of the posters deleting them removes. */
export const posterWork = (db: Kysely<DB>, projectId: number, posterIds: number[]) =>
  workOn(db, projectId, 'poster_id', posterIds);

/** Deletes a poster of this project; its images, assignments and evaluations go with it (foreign key cascades). */
export const deletePosterRow = (db: Kysely<DB>, projectId: number, posterId: number) =>
  deleteProjectRow(db, 'posters', projectId, posterId);

/**
 * The poster's image list becomes exactly `images`, in that order. Call with a poster id already scoped to its
 * project.
 */
export async function replacePosterImages(
  db: Kysely<DB>,
  posterId: number,
  images: ImageRecord[],
): Promise<void> {
  await db.deleteFrom('poster_images').where('poster_id', '=', posterId).execute();
  if (images.length > 0) {
    await db
      .insertInto('poster_images')
      .values(images.map((image, position) => ({ ...image, poster_id: posterId, position })))
      .execute();
  }
}

/** Image rows of local files whose sizes are not made yet, with their project (the background pass). */
export function pendingImages(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('poster_images')
    .innerJoin('posters', 'posters.id', 'poster_images.poster_id')
    .select(['poster_images.id', 'posters.project_id', 'poster_images.url'])
    .where('poster_images.derived_at', 'is', null)
    .where('poster_images.url', 'like', '/uploads/%')
    .orderBy('poster_images.id')
    .limit(limit)
    .execute();
}

/** What a project's images still use: their hashes and their URLs (a cleanup keeps these files). */
export async function imagesInUse(db: Kysely<DB>, projectId: number) {
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
export async function markDerived(db: Kysely<DB>, imageId: number, facts: ImageFacts | null): Promise<void> {
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

export type NewPoster = PosterFields & { images: ImageRecord[] };

/**
 * SQLite binds at most 32,766 values a statement (PostgreSQL 65,535). A poster row binds 12 values and an image
 * row 8, so 2,500 posters or 3,750 images a statement stay below it.
 */
const MAX_BOUND = 30_000;
const POSTER_VALUES = 12;
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
    p.images.map((image, position) => ({ ...image, poster_id: ids[i]!, position })),
  );
  for (let i = 0; i < images.length; i += imageChunk) {
    if (sqlite) await nextTurn();
    await trx
      .insertInto('poster_images')
      .values(images.slice(i, i + imageChunk))
      .execute();
  }
}
