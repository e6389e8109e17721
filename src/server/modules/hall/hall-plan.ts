// The hall plan an organiser uploads: checked by content, made into one WebP the map shows, stored under a name of
// its own; a PDF plan is kept aside for its job (hall-plan-job.ts) to render its first page into the same WebP.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '@server/http/errors';
import { inspectImage, MAX_INPUT_PIXELS, NotAnImage, TooManyPixels } from '../posters/image-pipeline';
import { originalsDir } from '@server/http/uploads-layout';
import { detectImage } from '../posters/poster-files';
import { hasPdfHeader } from '../submissions/render/detect';

/** The plan's long side as shown: sharp enough to read board numbers on a 1920 px screen, light on a phone. */
export const PLAN_SIZE = 2400;
/** A plan that takes longer than this to decode is refused (a hostile file, not a hall). */
const DECODE_SECONDS = 20;
const ALLOWED = 'PNG, JPEG, WebP, PDF';

export const hallFolder = (projectId: number) => `${projectId}/hall`;

export type StoredPlan = { url: string; width: number; height: number };

const unreadable = (name: string) =>
  new AppError('NOT_AN_IMAGE', `The file "${name}" could not be read as an image`, {
    field: 'file',
    params: { file: name },
  });

/**
 * Checks the upload (its first bytes, then its header: a decompression bomb is refused before a pixel is
 * decoded), then decodes it on libvips' threads, never the event loop's, bounded in pixels and time, into a
 * WebP of at most PLAN_SIZE px under uploads/<project>/hall/ (writePlanWebp).
 */
export async function storePlan(
  uploadsDir: string,
  projectId: number,
  file: { name: string; data: Buffer },
): Promise<StoredPlan> {
  if (file.data.length === 0)
    throw new AppError('FILE_EMPTY', `The file "${file.name}" is empty`, {
      field: 'file',
      params: { name: file.name },
    });
  const kind = detectImage(file.data);
  if (!kind || kind.ext === 'gif')
    throw new AppError('FILE_TYPE', `The file "${file.name}" is not one of ${ALLOWED}`, {
      field: 'file',
      params: { name: file.name, allowed: ALLOWED },
    });
  try {
    await inspectImage(file.data);
  } catch (err) {
    if (err instanceof TooManyPixels)
      throw new AppError('IMAGE_TOO_MANY_PIXELS', `The file "${file.name}" is ${err.message}`, {
        field: 'file',
        params: { file: file.name, width: err.width, height: err.height, max: MAX_INPUT_PIXELS / 1e6 },
      });
    if (err instanceof NotAnImage) throw unreadable(file.name);
    throw err;
  }
  try {
    return await writePlanWebp(uploadsDir, projectId, file.data);
  } catch (err) {
    if (err instanceof NotAnImage) throw unreadable(file.name);
    throw err;
  }
}

/**
 * The one step from a picture to the stored plan (an uploaded image, or the raster of a PDF's first page): libvips
 * decodes it on its own threads, bounded in pixels and time, into a WebP of at most PLAN_SIZE px under
 * uploads/<project>/hall/, written beside and renamed. Each call's file has its own name (the content's hash, then
 * a random part): the upload that replaces a plan removes its file, and two uploads of the same picture at once
 * must not share one, or the first to be replaced would take the other's away. A picture it cannot decode is
 * NotAnImage.
 */
export async function writePlanWebp(
  uploadsDir: string,
  projectId: number,
  input: Buffer | string,
): Promise<StoredPlan> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .timeout({ seconds: DECODE_SECONDS })
      .rotate()
      .resize(PLAN_SIZE, PLAN_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new NotAnImage(err instanceof Error ? err.message : String(err));
  }
  const hash = crypto.createHash('sha256').update(out.data).digest('hex').slice(0, 24);
  const rel = `${hallFolder(projectId)}/plan-${hash}-${crypto.randomBytes(6).toString('hex')}.webp`;
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
 * Removes a plan file this project's hall folder holds; any other URL is left alone. Plans stored before each got
 * its own name were named by their hash alone.
 */
export async function removePlan(uploadsDir: string, projectId: number, url: string | null): Promise<void> {
  const prefix = `/uploads/${hallFolder(projectId)}/`;
  if (!url?.startsWith(prefix) || !/^plan-[0-9a-f]{24}(-[0-9a-f]{12})?\.webp$/.test(url.slice(prefix.length)))
    return;
  await fs.rm(path.join(uploadsDir, url.slice('/uploads/'.length)), { force: true });
}
