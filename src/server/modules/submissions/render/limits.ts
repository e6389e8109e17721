// How far rendering may go, and how sharp a page is rendered (docs/decisions/041-poster-files.md, "The renderer").
import {
  FileRefused,
  type RenderBudget,
  type RenderLimits,
} from '@server/modules/submissions/render/render-types';

/**
 * 60 pages: a long talk's deck; a poster is 1. 3000 mm: past any printed poster (A0 is 1189 mm, 48 in 1219 mm,
 * the longest banner posters ~2500 mm); a 5 x 5 m page is a crafted file. 40 Mpx: an A0 page at 6085 px is
 * ~26 Mpx; 40 Mpx is ~120 MB of RGB in the renderer. 120 s: an A0 page renders in ~1 s here, a deck converts in
 * ~3 s; 40x room for a loaded machine. 1536 MB of address space: pdftoppm peaks at ~150 MB RSS for an A0 page,
 * soffice at ~250 MB; address space runs larger than RSS (libraries, thread stacks). 10 minutes for a whole file:
 * the 15-page deck takes ~11 s, 60 A0 pages ~2 minutes; a file that keeps each program just under its bound
 * cannot hold a render worker for 60 x 120 s.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  maxPages: 60,
  maxPageMm: 3000,
  maxPagePixels: 40_000_000,
  timeoutMs: 120_000,
  totalMs: 600_000,
  memoryMb: 1536,
};

/** The budget of a rendering that starts now. */
export const startBudget = (limits: RenderLimits): RenderBudget => ({
  ...limits,
  deadline: Date.now() + limits.totalMs,
});

/** Whether the rendering's total time is spent. */
export const budgetSpent = (budget: RenderBudget) => Date.now() >= budget.deadline;

/** The refusal of a rendering past its total time. */
export const pastBudget = (budget: RenderBudget) =>
  new FileRefused('RENDER_FAILED', `The rendering ran past its total of ${budget.totalMs} ms`);

/**
 * The bounds of the next program run: its own time bound cut to what remains of the rendering's total; none
 * remaining is RENDER_FAILED at once.
 */
export function programBounds(budget: RenderBudget, maxOutputBytes: number) {
  const remaining = budget.deadline - Date.now();
  if (remaining <= 0) throw pastBudget(budget);
  return { timeoutMs: Math.min(budget.timeoutMs, remaining), memoryMb: budget.memoryMb, maxOutputBytes };
}

export const MM_PER_PT = 25.4 / 72;
/** A0's long side: the print size posters are judged at. */
export const A0_LONG_MM = 1189;
/**
 * Pixels per inch of the page's physical size: A0's 46.8 in long side gets 6085 px (at least 6000 even for the
 * exports that make A0 a millimetre short), a 48 in poster 6240 px.
 */
const PX_PER_INCH = 130;
/** No page gets fewer, however small: a slide or an A4 poster is still zoomed into on a wall screen. */
const MIN_LONG_PX = 3000;

/**
 * The long side in pixels a page of this size (in PDF points) is rendered at: proportional to its physical size
 * (130 px an inch: 6085 px for A0's 1189 mm), at least 3000 px, and lowered so that width x height stays within
 * maxPagePixels.
 */
export function renderLongSidePx(widthPt: number, heightPt: number, maxPagePixels: number): number {
  const longPt = Math.max(widthPt, heightPt);
  const shortPt = Math.max(1e-6, Math.min(widthPt, heightPt));
  const byPrint = Math.max(MIN_LONG_PX, Math.round((longPt / 72) * PX_PER_INCH));
  const byPixels = Math.floor(Math.sqrt((maxPagePixels * longPt) / shortPt));
  return Math.max(1, Math.min(byPrint, byPixels));
}

/**
 * Images are decoded up to this many pixels, then scaled to maxPagePixels; larger ones are PAGE_TOO_LARGE. 60 Mpx
 * is ~180 MB of RGB (~240 MB with alpha) decoded inside the server process (sharp's threads, no address-space
 * bound of their own); a 300 dpi A0 scan is 140 Mpx, but posters come as PDFs or screen-sized pictures.
 */
export const MAX_IMAGE_INPUT_PIXELS = 60_000_000;
/** The search text kept for a file. */
export const MAX_TEXT_BYTES = 1024 * 1024;
