// A hall plan's picture: an uploaded image, or a PDF's first page rendered by the renderer's bounded pieces
// (pdfinfo's checks, then pdftoppm under time and memory bounds; docs/decisions/061-hall-plan-pdf.md), made into
// one WebP of at most PLAN_SIZE px.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { MediaRefused } from '@server/media/errors';
import {
  MAX_INPUT_PIXELS,
  PLAN_DECODE_SECONDS,
  PLAN_RENDER_LIMITS,
  programBounds,
  startBudget,
} from '@server/media/limits';
import { failedRun, readPdfPages } from '@server/media/pdf-info';
import { runProgram } from '@server/media/programs';
import type { RenderLimits } from '@server/media/render-types';
import { PLAN_SIZE } from '@server/media/sizes';

export type PlanPicture = { data: Buffer; width: number; height: number };

/**
 * The one step from a picture to the plan's WebP (an uploaded image, or the raster of a PDF's first page): libvips
 * decodes it on its own threads, never the event loop's, bounded in pixels and time, into a WebP of at most
 * `side` px (PLAN_SIZE by default; the certificates' seal is smaller). A picture it cannot decode is NOT_AN_IMAGE.
 */
export async function planPicture(
  input: Buffer | string,
  { side = PLAN_SIZE, quality = 82 }: { side?: number; quality?: number } = {},
): Promise<PlanPicture> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .timeout({ seconds: PLAN_DECODE_SECONDS })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality, effort: 2 })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new MediaRefused('NOT_AN_IMAGE', err instanceof Error ? err.message : String(err));
  }
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/**
 * Page 1 of the PDF `file` as the plan's picture. Refusals are MediaRefused with a code (PDF_ENCRYPTED,
 * PDF_UNREADABLE, PAGE_TOO_LARGE, TOO_MANY_PAGES, RENDER_FAILED: past its time or memory); a program that cannot
 * be started is a plain Error (the machine's, worth another try).
 */
export async function planPictureFromPdf(
  file: string,
  limits: RenderLimits = PLAN_RENDER_LIMITS,
): Promise<PlanPicture> {
  const budget = startBudget(limits);
  await readPdfPages(file, budget, 1);
  // The raster beside the PDF (never served), named for this run only.
  const root = path.join(path.dirname(file), `raster-${crypto.randomBytes(8).toString('hex')}`);
  const raster = `${root}.png`;
  try {
    const run = await runProgram(
      'pdftoppm',
      ['-f', '1', '-l', '1', '-singlefile', '-scale-to', String(PLAN_SIZE), '-png', file, root],
      programBounds(budget, 64 * 1024),
    );
    if (run.code !== 0 || run.signal) throw failedRun('pdftoppm', run, budget);
    try {
      return await planPicture(raster);
    } catch (err) {
      if (err instanceof MediaRefused)
        throw new MediaRefused('RENDER_FAILED', `The page's raster: ${err.message}`);
      throw err;
    }
  } finally {
    await fs.rm(raster, { force: true });
  }
}
