// The hall plan an organiser uploads: checked by content, made into one WebP the map shows, stored by its hash.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '@server/http/errors';
import { inspectImage, MAX_INPUT_PIXELS, NotAnImage, TooManyPixels } from '../posters/image-pipeline';
import { detectImage } from '../posters/poster-files';

/** The plan's long side as shown: sharp enough to read board numbers on a 1920 px screen, light on a phone. */
export const PLAN_SIZE = 2400;
/** A plan that takes longer than this to decode is refused (a hostile file, not a hall). */
const DECODE_SECONDS = 20;
const ALLOWED = 'PNG, JPEG, WebP';

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
 * WebP of at most PLAN_SIZE px named by its content under uploads/<project>/hall/.
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
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .timeout({ seconds: DECODE_SECONDS })
      .rotate()
      .resize(PLAN_SIZE, PLAN_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable(file.name);
  }
  const hash = crypto.createHash('sha256').update(out.data).digest('hex').slice(0, 24);
  const rel = `${hallFolder(projectId)}/plan-${hash}.webp`;
  const target = path.join(uploadsDir, rel);
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Written beside and renamed, so a reader never sees half a plan; the same plan twice is the same file.
  const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
  await fs.writeFile(temp, out.data);
  await fs.rename(temp, target);
  return { url: `/uploads/${rel}`, width: out.info.width, height: out.info.height };
}

/** Removes a plan file this project's hall folder holds; any other URL is left alone. */
export async function removePlan(uploadsDir: string, projectId: number, url: string | null): Promise<void> {
  const prefix = `/uploads/${hallFolder(projectId)}/`;
  if (!url?.startsWith(prefix) || !/^plan-[0-9a-f]{24}\.webp$/.test(url.slice(prefix.length))) return;
  await fs.rm(path.join(uploadsDir, url.slice('/uploads/'.length)), { force: true });
}
