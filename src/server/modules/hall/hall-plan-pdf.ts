// A PDF hall plan's first page made into the plan's WebP, by the poster renderer's bounded pieces
// (docs/decisions/061-hall-plan-pdf.md): pdfinfo's checks, then pdftoppm under time and memory bounds.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { NotAnImage } from '../posters/image-pipeline';
import { DEFAULT_RENDER_LIMITS, programBounds, startBudget } from '../submissions/render/limits';
import { failedRun, readPdfPages } from '../submissions/render/pdf-info';
import { FileRefused, type RenderLimits } from '../submissions/render/render-types';
import { runProgram } from '../submissions/render/run-program';
import { PLAN_SIZE, writePlanWebp, type StoredPlan } from './hall-plan';

/**
 * A plan is one page rendered at PLAN_SIZE px: the poster's bounds on page size and memory, a longer deck allowed
 * (an exported slide set whose first slide is the plan), and less time (60 s a program, 2 minutes in all: a CAD
 * page at 2400 px renders in about a second).
 */
export const PLAN_RENDER_LIMITS: RenderLimits = {
  ...DEFAULT_RENDER_LIMITS,
  maxPages: 500,
  timeoutMs: 60_000,
  totalMs: 120_000,
};

/**
 * Renders page 1 of the PDF into the project's plan WebP. Refusals are FileRefused with a code (PDF_ENCRYPTED,
 * PDF_UNREADABLE, PAGE_TOO_LARGE, TOO_MANY_PAGES, RENDER_FAILED: past its time or memory); a program that cannot
 * be started is a plain Error (the machine's, worth another try).
 */
export async function renderPlanPdf(
  uploadsDir: string,
  projectId: number,
  file: string,
  limits: RenderLimits = PLAN_RENDER_LIMITS,
): Promise<StoredPlan> {
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
      return await writePlanWebp(uploadsDir, projectId, raster);
    } catch (err) {
      if (err instanceof NotAnImage)
        throw new FileRefused('RENDER_FAILED', `The page's raster: ${err.message}`);
      throw err;
    }
  } finally {
    await fs.rm(raster, { force: true });
  }
}
