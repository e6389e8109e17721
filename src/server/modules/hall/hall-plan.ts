// The hall plan an organiser uploads: checked by content, made into one WebP the map shows (src/server/media),
// stored under a name of its own; a PDF plan is kept aside for its job (hall-plan-job.ts) to render its first page
// into the same WebP. The certificates' seal (certificate-seal.ts) is stored the same way beside it.
import crypto from 'node:crypto';
import { AppError } from '@server/errors';
import {
  detectImage,
  hasPdfHeader,
  inspectImage,
  isPictureRefusal,
  mediaStorage,
  MediaRefused,
  originalsDir,
  originalsKey,
  planPicture,
  planPictureFromPdf,
  PLAN_RENDER_LIMITS,
  PLAN_SIZE,
  type ImageFacts,
  type PlanPicture,
  type RenderLimits,
} from '@server/media';

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
    if (err instanceof MediaRefused && err.code === 'IMAGE_TOO_MANY_PIXELS')
      throw new AppError('IMAGE_TOO_MANY_PIXELS', `The file "${file.name}" is ${err.message}`, {
        field: 'file',
        params: { file: file.name, ...err.params },
      });
    if (isPictureRefusal(err)) throw unreadable(file.name);
    throw err;
  }
}

/** Checks an uploaded image plan (checkUploadedPicture), then makes it into the plan's WebP. */
export async function storePlan(
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
): Promise<StoredPlan> {
  await checkUploadedPicture(file, ['png', 'jpg', 'webp'], ALLOWED);
  return storeHallPicture(uploadsDir, projectId, file, PLAN);
}

/**
 * Makes a checked upload into the hall folder's picture (src/server/media: a WebP of at most `side` px) and keeps
 * it (keepHallPicture); a picture it cannot decode is NOT_AN_IMAGE.
 */
export async function storeHallPicture(
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
  picture: HallPicture,
): Promise<StoredPlan> {
  try {
    const made = await planPicture(file.data, { side: picture.side, quality: picture.quality });
    return await keepHallPicture(uploadsDir, projectId, made, picture.name);
  } catch (err) {
    if (isPictureRefusal(err)) throw unreadable(file.name);
    throw err;
  }
}

/**
 * Stores a picture under uploads/<project>/hall/. Each has its own name (the content's hash, then a random part):
 * the upload that replaces a picture removes its file, and two uploads of the same picture at once must not share
 * one, or the first to be replaced would take the other's away.
 */
async function keepHallPicture(
  uploadsDir: string,
  projectId: number,
  picture: PlanPicture,
  name: HallPicture['name'],
): Promise<StoredPlan> {
  const hash = crypto.createHash('sha256').update(picture.data).digest('hex').slice(0, 24);
  const key = `${hallFolder(projectId)}/${name}-${hash}-${crypto.randomBytes(6).toString('hex')}.webp`;
  await mediaStorage(uploadsDir).put(key, picture.data);
  return { url: `/uploads/${key}`, width: picture.width, height: picture.height };
}

/**
 * Renders page 1 of a stored PDF plan (`file`: planSourceFile) into the project's plan WebP. Refusals are
 * MediaRefused with a file refusal's code; a program that cannot be started is a plain Error.
 */
export async function renderPlanPdf(
  uploadsDir: string,
  projectId: number,
  file: string,
  limits: RenderLimits = PLAN_RENDER_LIMITS,
): Promise<StoredPlan> {
  return keepHallPicture(uploadsDir, projectId, await planPictureFromPdf(file, limits), 'plan');
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
  await mediaStorage(uploadsDir).put(originalsKey(source), data);
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
  if (planSourceFile(uploadsDir, projectId, source))
    await mediaStorage(uploadsDir).delete(originalsKey(source!));
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
  await mediaStorage(uploadsDir).delete(url.slice('/uploads/'.length));
}

/** Removes a plan file this project's hall folder holds (removeHallPicture). */
export const removePlan = (uploadsDir: string, projectId: number, url: string | null) =>
  removeHallPicture(uploadsDir, projectId, url, 'plan');
