// SQL of posters (their own rows; images in poster-images.repository.ts); every query names its project first.
import type { Kysely } from 'kysely';
import {
  deleteRowInProject,
  findRowInProject,
  lockRowInProject,
  lockRowsInProject,
  selectExistsInProject,
  selectRowsInProject,
  selectWorkOn,
  updateRowInProject,
} from '@server/db/project-rows';
import { findRowWhere, selectMaxWhere } from '@server/db/rows';
import type { DB, Poster as PosterRow } from '@server/db/schema';
import type { Poster } from '@shared/contracts/posters';
import type { PosterPage as RenderedPage } from '@shared/contracts/submissions';
import { refreshPosterSearch } from '@server/modules/poster-search';
import { selectApprovedPagesOf } from '@server/modules/submissions';
import { selectImagesOf, toImage, type ImageRecord } from './poster-images.repository';
import { posterPicture } from './poster-picture';
import { selectSessionsByIds } from '@server/modules/sessions';
import type { SessionSummary } from '@shared/contracts/sessions';

/**
 * Posters as the API answers them: their images and the pages of their newest approved file
 * (docs/decisions/041-poster-files.md), two queries for the whole list.
 */
export async function toPosters(db: Kysely<DB>, rows: PosterRow[]): Promise<Poster[]> {
  const ids = rows.map((r) => r.id);
  const sessionIds = rows.flatMap((r) => (r.session_id === null ? [] : [r.session_id]));
  const [images, pages, sessions] = await Promise.all([
    selectImagesOf(db, ids),
    selectApprovedPagesOf(db, ids),
    rows.length === 0
      ? new Map<number, SessionSummary>()
      : selectSessionsByIds(db, rows[0]!.project_id, sessionIds),
  ]);
  return rows.map((r) =>
    toPoster(r, images.get(r.id) ?? [], pages.get(r.id) ?? [], sessions.get(r.session_id ?? 0) ?? null),
  );
}

export function toPoster(
  row: PosterRow,
  images: ImageRecord[],
  pages: RenderedPage[] = [],
  session: SessionSummary | null = null,
): Poster {
  const shown = images.map((i) => toImage(row.project_id, i));
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
    session_id: row.session_id,
    session,
    image_urls: images.map((i) => i.url),
    images: shown,
    presenter_name: row.presenter_name,
    presenter_email: row.presenter_email,
    pages,
    picture: posterPicture(shown, pages),
    // What consent allows is the service's to say (posters.service.ts, withConsent).
    downloadable: false,
    closed: false,
    download_refused: row.download_refused === 1,
    after_event_refused: row.after_event_refused === 1,
    created_at: row.created_at,
    version: row.version,
  };
}

/** All posters of a project, by number. */
export async function selectPosters(db: Kysely<DB>, projectId: number): Promise<Poster[]> {
  return toPosters(db, await selectRowsInProject(db, 'posters', projectId, 'number'));
}

/** One poster of this project, or undefined (another project's poster is simply not found). */
export async function findPoster(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
): Promise<Poster | undefined> {
  const row = await findRowInProject(db, 'posters', projectId, posterId);
  return row ? (await toPosters(db, [row]))[0] : undefined;
}

/** A poster's own columns (what an edit or an import sets). */
export type PosterFields = Omit<
  PosterRow,
  'id' | 'project_id' | 'created_at' | 'version' | 'download_refused' | 'after_event_refused'
>;

/**
 * The highest number given in the project (0 when none): a new poster gets the next. Call inside the write's
 * transaction after locking the project row, so two creates cannot take the same number.
 */
export const selectMaxPosterNumber = (db: Kysely<DB>, projectId: number): Promise<number> =>
  selectMaxWhere(db, 'posters', 'number', { project_id: projectId });

/** The poster of this project that has this number, if any. */
export async function findPosterIdByNumber(
  db: Kysely<DB>,
  projectId: number,
  number: number,
): Promise<number | undefined> {
  return (await findRowWhere(db, 'posters', { project_id: projectId, number }, { columns: ['id'] }))?.id;
}

/** Whether the poster is one of this project's; with `lock`, inside a write, it stays until the write ends. */
export const selectPosterExists = (db: Kysely<DB>, projectId: number, posterId: number, lock?: 'share') =>
  selectExistsInProject(db, 'posters', projectId, posterId, lock);

/** The columns the search index holds (a change of another, an audio file or a session, leaves it as it is). */
const posterSearchKeys = [
  'title',
  'keywords',
  'category',
  'board',
  'author',
  'presenter_name',
  'affiliation',
  'abstract',
] as const satisfies readonly (keyof PosterFields)[];

/**
 * Changes the given columns of one poster of this project; answers whether a row was changed (false: no such
 * poster, or it is no longer at `baseVersion`). An edit adds one to its version; `bump: false` for a media upload,
 * which is not a form's edit.
 */
export async function updatePosterRow(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  fields: Partial<PosterFields>,
  { baseVersion, bump = true }: { baseVersion?: number; bump?: boolean } = {},
): Promise<boolean> {
  if (Object.keys(fields).length === 0 && !bump) return selectPosterExists(db, projectId, posterId);
  const changed = await updateRowInProject(db, 'posters', projectId, posterId, fields, { baseVersion, bump });
  if (changed && posterSearchKeys.some((k) => k in fields)) await refreshPosterSearch(db, [posterId]);
  return changed;
}

/** The project's posters in board order (by number, numbers being unique per project), with their affiliation. */
export function selectPostersInBoardOrder(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('posters')
    .select(['id', 'affiliation'])
    .where('project_id', '=', projectId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

/** The project's posters by number (only `posterId` when given): what a statistics row names. */
export function selectPosterHeadings(db: Kysely<DB>, projectId: number, posterId?: number) {
  return db
    .selectFrom('posters')
    .select(['id', 'number', 'title', 'author'])
    .where('project_id', '=', projectId)
    .$if(posterId !== undefined, (q) => q.where('id', '=', posterId!))
    .orderBy('number')
    .orderBy('id')
    .execute();
}

/**
 * The posters of this project among `ids`, with their affiliation (what a conflict of interest compares) and
 * whether the presenter refused after-event access (what a picture shown to members depends on).
 */
export function selectPostersAmong(db: Kysely<DB>, projectId: number, ids: readonly number[]) {
  return db
    .selectFrom('posters')
    .select(['id', 'affiliation', 'after_event_refused'])
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .execute();
}

/** The poster's number, the row locked until the transaction ends (a delete checks against it). */
export const lockPoster = (trx: Kysely<DB>, projectId: number, posterId: number) =>
  lockRowInProject(trx, 'posters', projectId, posterId, ['id', 'number']);

/** The poster's number, title and presenter, the row locked until the transaction ends (a question to it). */
export const lockPosterPresenter = (trx: Kysely<DB>, projectId: number, posterId: number) =>
  lockRowInProject(trx, 'posters', projectId, posterId, [
    'id',
    'number',
    'title',
    'presenter_name',
    'presenter_email',
  ]);

/** The posters of this project among `ids`, locked in id order until the transaction ends. */
export const lockPosters = (trx: Kysely<DB>, projectId: number, ids: number[]) =>
  lockRowsInProject(trx, 'posters', projectId, ids);

/** How many evaluations and assignments of the posters deleting them removes. */
export const selectPosterWork = (db: Kysely<DB>, projectId: number, posterIds: number[]) =>
  selectWorkOn(db, projectId, 'poster_id', posterIds);

/** Deletes a poster of this project; its images, assignments and evaluations go with it (foreign key cascades). */
export const deletePosterRow = (db: Kysely<DB>, projectId: number, posterId: number) =>
  deleteRowInProject(db, 'posters', projectId, posterId);

/** The poster's refusals, the row locked until the transaction ends (a presenter's change checks against it). */
export const lockPosterRefusals = (trx: Kysely<DB>, projectId: number, posterId: number) =>
  lockRowInProject(trx, 'posters', projectId, posterId, ['id', 'download_refused', 'after_event_refused']);

/**
 * The presenter's refusals for their poster (docs/decisions/055-consent.md). The poster's version is kept: an
 * organiser's open edit of the poster is not a conflict with them.
 */
export async function updatePosterRefusals(
  trx: Kysely<DB>,
  projectId: number,
  posterId: number,
  fields: { download_refused?: 0 | 1; after_event_refused?: 0 | 1 },
): Promise<void> {
  await trx
    .updateTable('posters')
    .set(fields)
    .where('project_id', '=', projectId)
    .where('id', '=', posterId)
    .execute();
}
