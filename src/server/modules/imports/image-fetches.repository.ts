// SQL of images still to fetch (table image_fetches, migration 018): a poster's, a project's, one locked for its
// job or a retry.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { lockRows } from '@server/db/database';
import { findRowInProject } from '@server/db/project-rows';
import { groupRowsBy } from '@server/db/rows';
import type { DB, ImageFetchTable } from '@server/db/schema';
import { fetchFailureSchema, type FetchFailure } from '@shared/contracts/imports';

export type ImageFetchRow = Selectable<ImageFetchTable>;

/** `error_why` as stored: the JSON of why the last try failed. */
export const writeWhy = (why: FetchFailure | null): string | null => (why ? JSON.stringify(why) : null);

/** `error_why` as read; a value this version does not know reads as none (the English `error` still says it). */
export function readWhy(text: string | null): FetchFailure | null {
  if (!text) return null;
  try {
    const parsed = fetchFailureSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
export type NewImageFetchRow = Insertable<ImageFetchTable>;

/** The project's images still to fetch by URL (what a re-import reuses instead of fetching again). */
export async function selectUnfetchedOfProject(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('image_fetches')
    .select(['source_url', 'status', 'error', 'error_why'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

/** These posters' images still to fetch, by poster, in their places. */
export async function selectUnfetchedOf(
  db: Kysely<DB>,
  projectId: number,
  posterIds: number[],
): Promise<Map<number, ImageFetchRow[]>> {
  const rows: ImageFetchRow[] = [];
  for (let i = 0; i < posterIds.length; i += 500) {
    const chunk = await db
      .selectFrom('image_fetches')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('poster_id', 'in', posterIds.slice(i, i + 500))
      .orderBy('poster_id')
      .orderBy('position')
      .execute();
    rows.push(...chunk);
  }
  return groupRowsBy(rows, 'poster_id');
}

/** Inserts entries and answers their ids, in the order given (one statement hands them out in order). */
export async function insertImageFetches(db: Kysely<DB>, rows: NewImageFetchRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const added = await db
      .insertInto('image_fetches')
      .values(rows.slice(i, i + 200))
      .returning('id')
      .execute();
    ids.push(...added.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

/** Removes the poster's entries whose URL the sheet no longer names. */
export async function deleteImageFetchesExcept(db: Kysely<DB>, posterId: number, keep: string[]) {
  await db
    .deleteFrom('image_fetches')
    .where('poster_id', '=', posterId)
    .$call((q) => (keep.length > 0 ? q.where('source_url', 'not in', keep) : q))
    .execute();
}

export async function updateImageFetchRow(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<ImageFetchTable>,
  jobKey?: string,
): Promise<boolean> {
  const res = await db
    .updateTable('image_fetches')
    .set(changes)
    .where('id', '=', id)
    .$call((q) => (jobKey === undefined ? q : q.where('job_key', '=', jobKey)))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteImageFetchRow(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('image_fetches').where('id', '=', id).execute();
}

/** One entry of the project's, locked until the transaction ends (a retry, or its job storing the image). */
export const lockImageFetch = (db: Kysely<DB>, projectId: number, id: number) =>
  findRowInProject(db, 'image_fetches', projectId, id, 'update');

/** The project's entries locked (retry all). */
export function lockImageFetchesOfProject(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('image_fetches')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id')
    .$call(lockRows(db, 'update'))
    .execute();
}

/** The entry as its job reads it. */
export function findImageFetch(db: Kysely<DB>, id: number) {
  return db.selectFrom('image_fetches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organiser's list: the project's entries with their poster's number and title, by poster number. */
export function selectImageFetchList(db: Kysely<DB>, projectId: number, posterId?: number) {
  return db
    .selectFrom('image_fetches')
    .innerJoin('posters', 'posters.id', 'image_fetches.poster_id')
    .select([
      'image_fetches.id',
      'image_fetches.poster_id',
      'posters.number as poster_number',
      'posters.title as poster_title',
      'image_fetches.source_url',
      'image_fetches.position',
      'image_fetches.status',
      'image_fetches.attempts',
      'image_fetches.error',
      'image_fetches.error_why',
      'image_fetches.next_try_at',
      'image_fetches.updated_at',
    ])
    .where('image_fetches.project_id', '=', projectId)
    .$call((q) => (posterId === undefined ? q : q.where('image_fetches.poster_id', '=', posterId)))
    .orderBy('posters.number')
    .orderBy('image_fetches.position')
    .execute();
}
