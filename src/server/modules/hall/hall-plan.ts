// The hall plan an organiser uploads: checked by content, made into one WebP the map shows, stored under a name of
// its own; a PDF plan is kept aside for its job (hall-plan-job.ts) to render its first page into the same WebP. The
// certificates' seal (certificate-seal.ts) is stored the same way beside it.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '@server/http/errors';
import {
  inspectImage,
  MAX_INPUT_PIXELS,
  NotAnImage,
  TooManyPixels,
  type ImageFacts,
} from '../posters/image-pipeline';
import { originalsDir } from '@server/http/uploads-layout';
import { detectImage } from '../posters/poster-files';
import { hasPdfHeader } from '../submissions/render/detect';

/** The plan's long side as shown: sharp enough to read board numbers on a 1920 px screen, light on a phone. */
export const PLAN_SIZE = 2400;
/** A picture that takes longer than this to decode is refused (a hostile file, not a hall or a seal). */
const DECODE_SECONDS = 20;
const ALLOWED = 'PNG, JPEG, WebP, PDF';

export const hallFolder = (projectId: number) => `${projectId}/hall`;

export type StoredPlan = { url: string; width: number; height: number };

/**
 * The pictures the hall folder keeps: the plan (plan-<hash>-<random>.webp) and the certificates' seal
 * (seal-<hash>-<random>.webp), each as one WebP of at most `side` px on its long side.
 */
export type HallPicture = { name: 'plan' | 'seal'; side: number; quality: number };
const PLAN: HallPicture = { name: 'plan', side: PLAN_SIZE, quality: 82 };

const unreadable = (name: string) =>
  new AppError('NOT_AN_IMAGE', `The file "${name}" could not be read as an image`, {
    field: 'file',
    params: { file: name },
  });

/**
 * Checks an uploaded picture by its content: not empty, one of `kinds` by its first bytes, then its header (a
 * decompression bomb is refused before a pixel is decoded). Answers its kind and size as shown.
 */
export async function checkUploadedPicture(
  file: { name: string; data: Buffer },
  kinds: readonly string[],
  allowed: string,
): Promise<ImageFacts> {
  if (file.data.length === 0)
    throw new AppError('FILE_EMPTY', `The file "${file.name}" is empty`, {
      field: 'file',
      params: { name: file.name },
    });
  const kind = detectImage(file.data);
  if (!kind || !kinds.includes(kind.ext))
    throw new AppError('FILE_TYPE', `The file "${file.name}" is not one of ${allowed}`, {
      field: 'file',
      params: { name: file.name, allowed },
    });
  try {
    return await inspectImage(file.data);
  } catch (err) {
    if (err instanceof TooManyPixels)
      throw new AppError('IMAGE_TOO_MANY_PIXELS', `The file "${file.name}" is ${err.message}`, {
        field: 'file',
        params: { file: file.name, width: err.width, height: err.height, max: MAX_INPUT_PIXELS / 1e6 },
      });
    if (err instanceof NotAnImage) throw unreadable(file.name);
    throw err;
  }
}

/** Checks an uploaded image plan (checkUploadedPicture), then makes it into the plan's WebP (writePlanWebp). */
export async function storePlan(
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
): Promise<StoredPlan> {
  await checkUploadedPicture(file, ['png', 'jpg', 'webp'], ALLOWED);
  return storeHallPicture(uploadsDir, projectId, file, PLAN);
}

/** Writes a checked upload as the hall folder's picture; a picture it cannot decode is NOT_AN_IMAGE. */
export async function storeHallPicture(
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
  picture: HallPicture,
): Promise<StoredPlan> {
  try {
    return await writeHallWebp(uploadsDir, projectId, file.data, picture);
  } catch (err) {
    if (err instanceof NotAnImage) throw unreadable(file.name);
    throw err;
  }
}

/** The plan's WebP from a picture (an uploaded image, or the raster of a PDF's first page): writeHallWebp. */
export const writePlanWebp = (uploadsDir: string, projectId: number, input: Buffer | string) =>
  writeHallWebp(uploadsDir, projectId, input, PLAN);

/**
 * The one step from a picture to a stored hall picture: libvips decodes it on its own threads, bounded in pixels
 * and time, into a WebP of at most `side` px under uploads/<project>/hall/, written beside and renamed. Each
 * call's file has its own name (the content's hash, then a random part): the upload that replaces a picture
 * removes its file, and two uploads of the same picture at once must not share one, or the first to be replaced
 * would take the other's away. A picture it cannot decode is NotAnImage.
 */
async function writeHallWebp(
  uploadsDir: string,
  projectId: number,
  input: Buffer | string,
  picture: HallPicture,
): Promise<StoredPlan> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .timeout({ seconds: DECODE_SECONDS })
      .rotate()
      .resize(picture.side, picture.side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: picture.quality, effort: 2 })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new NotAnImage(err instanceof Error ? err.message : String(err));
  }
  const hash = crypto.createHash('sha256').update(out.data).digest('hex').slice(0, 24);
  const rel = `${hallFolder(projectId)}/${picture.name}-${hash}-${crypto.randomBytes(6).toString('hex')}.webp`;
  const target = path.join(uploadsDir, rel);
  await writeBeside(target, out.data);
  return { url: `/uploads/${rel}`, width: out.info.width, height: out.info.height };
}

/** Written beside and renamed, so a reader never sees half a file. */
async function writeBeside(target: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, target);
}

/** Whether an upload is a PDF by its first bytes (an image's magic is checked first: see storePlan). */
export const isPdfPlan = (data: Buffer) => detectImage(data) === null && hasPdfHeader(data);

/**
 * Keeps an uploaded PDF plan until its job renders it: under the never-served originals folder (the PDF may hold
 * more than the plan's page). Answers its path there (`plan_source`) and its content's hash.
 */
export async function storePlanSource(
  uploadsDir: string,
  projectId: number,
  data: Buffer,
): Promise<{ source: string; hash: string }> {
  const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 24);
  // Its own name for each upload (the hash, then a random part): removing one upload's file never takes another's.
  const source = `${hallFolder(projectId)}/plan-${hash}-${crypto.randomBytes(6).toString('hex')}.pdf`;
  await writeBeside(originalsDir(uploadsDir, source), data);
  return { source, hash };
}

/** The file of a stored PDF plan, or null for a name that is not one this project's hall folder holds. */
export function planSourceFile(uploadsDir: string, projectId: number, source: string | null): string | null {
  const prefix = `${hallFolder(projectId)}/`;
  if (
    !source?.startsWith(prefix) ||
    !/^plan-[0-9a-f]{24}-[0-9a-f]{12}\.pdf$/.test(source.slice(prefix.length))
  )
    return null;
  return originalsDir(uploadsDir, source);
}

/** Removes a stored PDF plan (after its rendering, or when a newer upload or a removal replaced it). */
export async function removePlanSource(uploadsDir: string, projectId: number, source: string | null) {
  const file = planSourceFile(uploadsDir, projectId, source);
  if (file) await fs.rm(file, { force: true });
}

/**
 * Removes a picture file (plan or seal) this project's hall folder holds; any other URL is left alone. Plans stored
 * before each got its own name were named by their hash alone.
 */
export async function removeHallPicture(
  uploadsDir: string,
  projectId: number,
  url: string | null,
  name: HallPicture['name'],
): Promise<void> {
  const prefix = `/uploads/${hallFolder(projectId)}/`;
  const own = new RegExp(`^${name}-[0-9a-f]{24}(-[0-9a-f]{12})?\\.webp$`);
  if (!url?.startsWith(prefix) || !own.test(url.slice(prefix.length))) return;
  await fs.rm(path.join(uploadsDir, url.slice('/uploads/'.length)), { force: true });
}

/** Removes a plan file this project's hall folder holds (removeHallPicture). */
export const removePlan = (uploadsDir: string, projectId: number, url: string | null) =>
  removeHallPicture(uploadsDir, projectId, url, 'plan');
