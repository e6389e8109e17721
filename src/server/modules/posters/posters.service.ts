// Posters: reads, edits and deletion (files kept in step with the rows; uploads in poster-media.service.ts).
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@server/db/constraint-errors';
import { announce } from '@server/db/live-events';
import type { DB } from '@server/db/schema';
import type { Poster, PosterUpdate } from '@shared/contracts/posters';
import type { DeletePreview } from '@shared/deletes';
import {
  checkConfirmation,
  deleteChosen,
  previewChosenDelete,
  type ChosenRecords,
} from '@server/http/confirmation';
import { AppError, editConflict, notFound } from '@server/errors';
import { mediaStorage, storageKind } from '@server/media';
import { displayId } from '@shared/format';
import { notFoundReason, resolveMediaRef } from './media-paths';
import type { ImageWork } from './image-work';
import { removeOwnedFile, removePosterFolder } from './poster-files';
import {
  deletePosterRow,
  findPoster,
  findPosterIdByNumber,
  lockPoster,
  lockPosters,
  selectPosters,
  selectPosterWork,
  updatePosterRow,
  type PosterFields,
} from './posters.repository';
import { selectPosterPage } from './poster-list.repository';
import { findSession } from '@server/modules/sessions';
import { replacePosterImages, selectImagesOfPoster, toImageRecord } from './poster-images.repository';

/** Where poster files live, and the queue that makes their derived sizes. */
export type Storage = { uploadsDir: string; images: ImageWork };

export const listPosters = selectPosters;
export const listPosterPage = selectPosterPage;

export async function getPoster(db: Kysely<DB>, projectId: number, posterId: number): Promise<Poster> {
  const poster = await findPoster(db, projectId, posterId);
  if (!poster) throw notFound('Poster');
  return poster;
}

/** Checks an image or audio reference given through the API and answers its stored form. */
async function checkRef(
  storage: Storage,
  projectId: number,
  field: string,
  what: string,
  value: string,
): Promise<string> {
  const files = storageKind(storage.uploadsDir);
  const r = resolveMediaRef(value, {
    uploadsDir: storage.uploadsDir,
    projectId,
    what,
    allowRelative: false,
    files,
  });
  if (!r.ok) throw new AppError('INVALID_FORMAT', `${field}: ${r.reason}`, { field });
  if (files === 'bucket' && r.url.startsWith('/uploads/'))
    if (!(await mediaStorage(storage.uploadsDir).has(r.url.slice('/uploads/'.length))))
      throw new AppError('INVALID_FORMAT', `${field}: ${notFoundReason(what, value)}`, { field });
  return r.url;
}

const boardTaken = (board: string) =>
  new AppError('BOARD_TAKEN', `board "${board}" is already used by another poster of this project`, {
    field: 'board',
    params: { board },
  });

/** Whether a unique violation is the board's index (PostgreSQL names the constraint, SQLite the columns). */
const onBoard = (err: unknown) => {
  const e = err as { constraint?: string; message?: string };
  return /board/.test(e.constraint ?? e.message ?? '');
};

const numberTaken = (n: number) =>
  new AppError('NUMBER_TAKEN', `number ${n} is already used by another poster of this project`, {
    field: 'number',
    params: { number: n },
  });

/**
 * Tells the live streams that a poster changed or went (no audit row: the poster's edits never had one). The
 * kiosks fetch their roster again (docs/decisions/057-kiosk-offline-and-live.md).
 */
export const announcePoster = (
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  kind: 'poster.updated' | 'poster.deleted',
) => announce(db, { project_id: projectId, kind, poster_id: posterId, judge_id: null });

export async function updatePoster(
  db: Kysely<DB>,
  storage: Storage,
  projectId: number,
  posterId: number,
  input: PosterUpdate,
): Promise<Poster> {
  const before = await getPoster(db, projectId, posterId);
  const { image_urls: imageInput, version: baseVersion, ...rest } = input;
  const fields: Partial<PosterFields> = { ...rest };
  if (fields.audio_file)
    fields.audio_file = await checkRef(storage, projectId, 'audio_file', 'audio file', fields.audio_file);
  const images =
    imageInput &&
    (await Promise.all(
      imageInput.map((url, i) => checkRef(storage, projectId, `image_urls.${i}`, 'image', url)),
    ));
  if (images && new Set(images).size !== images.length)
    throw new AppError('IMAGE_TWICE', 'image_urls: the same image is listed twice', { field: 'image_urls' });

  try {
    await db.transaction().execute(async (trx) => {
      if (fields.number !== undefined) {
        const holder = await findPosterIdByNumber(trx, projectId, fields.number);
        if (holder !== undefined && holder !== posterId) throw numberTaken(fields.number);
      }
      // A session of another project (or none that exists) is refused; the session is held until the commit.
      if (fields.session_id != null && !(await findSession(trx, projectId, fields.session_id, 'share')))
        throw new AppError('INVALID_CHOICE', 'session_id: no such session in this project', {
          field: 'session_id',
        });
      if (!(await updatePosterRow(trx, projectId, posterId, fields, { baseVersion })))
        throw editConflict(await getPoster(trx, projectId, posterId));
      await announcePoster(trx, projectId, posterId, 'poster.updated');
      if (images) {
        // An image kept keeps its sizes; a new one is derived in the background.
        const known = new Map((await selectImagesOfPoster(trx, posterId)).map((r) => [r.url, r]));
        await replacePosterImages(
          trx,
          posterId,
          images.map((url) => known.get(url) ?? toImageRecord(url)),
        );
      }
    });
  } catch (err) {
    // Two edits racing for one number: the unique index refuses the second.
    // Two edits racing for one board: the unique index (project, board) refuses the second.
    if (fields.board && isUniqueViolation(err) && onBoard(err)) throw boardTaken(fields.board);
    if (fields.number !== undefined && isUniqueViolation(err)) throw numberTaken(fields.number);
    throw err;
  }

  // Files uploaded for this poster that it no longer uses are removed, so the uploads folder does not fill up.
  if (images) {
    storage.images.kick();
    for (const old of before.image_urls)
      if (!images.includes(old)) await removeOwnedFile(storage.uploadsDir, projectId, posterId, old);
  }
  if (fields.audio_file !== undefined && fields.audio_file !== before.audio_file) {
    await removeOwnedFile(storage.uploadsDir, projectId, posterId, before.audio_file);
  }
  return getPoster(db, projectId, posterId);
}

/** What deleting the poster removes; its number (P-001) must be typed when it has evaluations. */
export async function posterDeletePreview(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
): Promise<DeletePreview> {
  const poster = await getPoster(db, projectId, posterId);
  const work = await selectPosterWork(db, projectId, [posterId]);
  const confirm = work.evaluations > 0 ? displayId('P', poster.number) : null;
  return { posters: 1, judges: 0, participants: 0, ...work, confirm };
}

/**
 * Deletes the poster with its images, assignments and evaluations. One with evaluations needs its number as
 * `confirm` (P-001, or 1); the row is locked first, so an evaluation cannot slip in between count and delete.
 */
export async function deletePoster(
  db: Kysely<DB>,
  storage: Storage,
  projectId: number,
  posterId: number,
  confirm?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const poster = await lockPoster(trx, projectId, posterId);
    if (!poster) throw notFound('Poster');
    const { evaluations } = await selectPosterWork(trx, projectId, [posterId]);
    if (evaluations > 0)
      checkConfirmation(
        'poster and its evaluations',
        [displayId('P', poster.number), String(poster.number)],
        confirm,
      );
    await deletePosterRow(trx, projectId, posterId);
    await announcePoster(trx, projectId, posterId, 'poster.deleted');
  });
  await removePosterFolder(storage.uploadsDir, projectId, posterId);
}

/** Posters as a bulk delete chooses them. */
const chosenPosters: ChosenRecords<{ id: number }> = {
  name: 'Poster',
  kind: 'posters',
  lock: lockPosters,
  work: selectPosterWork,
};

/** What deleting the chosen posters removes; their count must be typed when evaluations go with them. */
export const postersDeletePreview = (
  db: Kysely<DB>,
  projectId: number,
  ids: number[],
): Promise<DeletePreview> => previewChosenDelete(db, chosenPosters, projectId, ids);

/**
 * Deletes the chosen posters in one transaction, as deletePoster does each (images, assignments and
 * evaluations go with them); when any has evaluations, `confirm` must be their count (decision 036). A poster
 * not of this project: 404 and nothing is deleted. Their files go once the rows are gone.
 */
export async function deletePosters(
  db: Kysely<DB>,
  storage: Storage,
  projectId: number,
  ids: number[],
  confirm?: string,
): Promise<number> {
  const deleted = await deleteChosen(db, chosenPosters, projectId, ids, confirm, async (trx, poster) => {
    await deletePosterRow(trx, projectId, poster.id);
    await announcePoster(trx, projectId, poster.id, 'poster.deleted');
  });
  for (const id of new Set(ids)) await removePosterFolder(storage.uploadsDir, projectId, id);
  return deleted;
}
