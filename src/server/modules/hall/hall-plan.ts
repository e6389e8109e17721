// The hall plan an organiser uploads: checked by content, made into one WebP the map shows (src/server/media),
// stored under a name of its own; a PDF plan is kept aside for its job (hall-plan-job.ts) to render its first page
// into the same WebP.
import crypto from 'node:crypto';
import { AppError } from '@server/http/errors';
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
  type PlanPicture,
  type RenderLimits,
} from '@server/media';

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
    if (err instanceof MediaRefused && err.code === 'IMAGE_TOO_MANY_PIXELS')
      throw new AppError('IMAGE_TOO_MANY_PIXELS', `The file "${file.name}" is ${err.message}`, {
        field: 'file',
        params: { file: file.name, ...err.params },
      });
    if (isPictureRefusal(err)) throw unreadable(file.name);
    throw err;
  }
  try {
    return await writePlanWebp(uploadsDir, projectId, file.data);
  } catch (err) {
    if (isPictureRefusal(err)) throw unreadable(file.name);
    throw err;
  }
}

/**
 * Stores a plan's picture under uploads/<project>/hall/. Each plan has its own name (the content's hash, then a
 * random part): the upload that replaces a plan removes its file, and two uploads of the same picture at once must
 * not share one, or the first to be replaced would take the other's away.
 */
async function keepPlan(uploadsDir: string, projectId: number, picture: PlanPicture): Promise<StoredPlan> {
  const hash = crypto.createHash('sha256').update(picture.data).digest('hex').slice(0, 24);
  const key = `${hallFolder(projectId)}/plan-${hash}-${crypto.randomBytes(6).toString('hex')}.webp`;
  await mediaStorage(uploadsDir).put(key, picture.data);
  return { url: `/uploads/${key}`, width: picture.width, height: picture.height };
}

/** A picture (an uploaded image) as the stored plan; one it cannot decode is NOT_AN_IMAGE. */
export async function writePlanWebp(
  uploadsDir: string,
  projectId: number,
  input: Buffer,
): Promise<StoredPlan> {
  return keepPlan(uploadsDir, projectId, await planPicture(input));
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
  return keepPlan(uploadsDir, projectId, await planPictureFromPdf(file, limits));
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
 * Removes a plan file this project's hall folder holds; any other URL is left alone. Plans stored before each got
 * its own name were named by their hash alone.
 */
export async function removePlan(uploadsDir: string, projectId: number, url: string | null): Promise<void> {
  const prefix = `/uploads/${hallFolder(projectId)}/`;
  if (!url?.startsWith(prefix) || !/^plan-[0-9a-f]{24}(-[0-9a-f]{12})?\.webp$/.test(url.slice(prefix.length)))
    return;
  await mediaStorage(uploadsDir).delete(url.slice('/uploads/'.length));
}
