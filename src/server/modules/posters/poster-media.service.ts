// A poster's uploaded images and audio: checked, stored as files, and kept in step with the poster's rows.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { Poster } from '@shared/contracts/posters';
import { AppError, notFound } from '@server/errors';
import { inspectImage, isPictureRefusal, type FileKind, type ImageFacts } from '@server/media';
import { removeOwnedFile, storePosterFile } from './poster-files';
import { replacePosterImages, selectImagesOfPoster, type ImageRecord } from './poster-images.repository';
import { lockPoster, updatePosterRow } from './posters.repository';
import { announcePoster, getPoster, type Storage } from './posters.service';

export const MAX_IMAGES = 50;

export type UploadedFile = { name: string; data: Buffer; kind: FileKind };

const tooManyImages = (detail: string) =>
  new AppError('TOO_MANY_IMAGES', detail, { field: 'images', params: { max: MAX_IMAGES } });

/**
 * Appends uploaded images (their kind already checked by their first bytes) to the poster's image list. Each is
 * read by the image library before it is kept (a file with an image's first bytes and no picture is refused),
 * and its derived sizes are made before the answer, so the poster comes back with them.
 */
export async function addPosterImages(
  db: Kysely<DB>,
  storage: Storage,
  projectId: number,
  posterId: number,
  files: UploadedFile[],
): Promise<Poster> {
  const poster = await getPoster(db, projectId, posterId);
  if (poster.image_urls.length + files.length > MAX_IMAGES) {
    throw tooManyImages(
      `A poster can have at most ${MAX_IMAGES} images; it has ${poster.image_urls.length} and ${files.length} were sent`,
    );
  }
  const facts: ImageFacts[] = [];
  for (const f of files) {
    try {
      facts.push(await inspectImage(f.data));
    } catch (err) {
      // The picture's own code and numbers (IMAGE_TOO_MANY_PIXELS: width, height, max), the file named first.
      if (isPictureRefusal(err))
        throw new AppError(err.code, `The file "${f.name}" is ${err.message}`, {
          field: 'files',
          params: { file: f.name, ...err.params },
        });
      throw err;
    }
  }
  const stored: ImageRecord[] = [];
  try {
    for (const [i, f] of files.entries()) {
      const url = await storePosterFile(storage.uploadsDir, projectId, posterId, 'image', f.kind, f.data);
      const { hash, width, height } = facts[i]!;
      stored.push({ url, hash, width, height, source_url: null, derived_at: null });
      await storage.images.derive(projectId, hash, f.data).catch(() => {
        throw new AppError('NOT_AN_IMAGE', `The file "${f.name}" could not be read as an image`, {
          field: 'files',
          params: { file: f.name },
        });
      });
      stored[i]!.derived_at = new Date().toISOString();
    }
    await db.transaction().execute(async (trx) => {
      const current = await lockPoster(trx, projectId, posterId);
      if (!current) throw notFound('Poster');
      const images = await selectImagesOfPoster(trx, posterId);
      if (images.length + stored.length > MAX_IMAGES)
        throw tooManyImages(`A poster can have at most ${MAX_IMAGES} images`);
      await replacePosterImages(trx, posterId, [...images, ...stored]);
    });
  } catch (err) {
    for (const { url } of stored) await removeOwnedFile(storage.uploadsDir, projectId, posterId, url);
    throw err;
  }
  return getPoster(db, projectId, posterId);
}

export async function deletePosterImage(
  db: Kysely<DB>,
  storage: Storage,
  projectId: number,
  posterId: number,
  url: string,
): Promise<Poster> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockPoster(trx, projectId, posterId))) throw notFound('Poster');
    const images = await selectImagesOfPoster(trx, posterId);
    if (!images.some((i) => i.url === url)) throw notFound('Image on this poster');
    // Rewritten whole so positions stay 0..n-1 in the order shown.
    await replacePosterImages(
      trx,
      posterId,
      images.filter((i) => i.url !== url),
    );
  });
  await removeOwnedFile(storage.uploadsDir, projectId, posterId, url);
  return getPoster(db, projectId, posterId);
}

export async function setPosterAudio(
  db: Kysely<DB>,
  storage: Storage,
  projectId: number,
  posterId: number,
  file: UploadedFile,
): Promise<Poster> {
  const poster = await getPoster(db, projectId, posterId);
  const url = await storePosterFile(storage.uploadsDir, projectId, posterId, 'audio', file.kind, file.data);
  try {
    if (!(await updatePosterRow(db, projectId, posterId, { audio_file: url }, { bump: false })))
      throw notFound('Poster');
    // Kiosks keep the narration offline: a new one is fetched again (decision 057).
    await announcePoster(db, projectId, posterId, 'poster.updated');
  } catch (err) {
    await removeOwnedFile(storage.uploadsDir, projectId, posterId, url);
    throw err;
  }
  await removeOwnedFile(storage.uploadsDir, projectId, posterId, poster.audio_file);
  return getPoster(db, projectId, posterId);
}
