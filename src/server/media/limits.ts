// Every bound media holds an untrusted file to (pixels, pages, time, memory, zip entries), and how sharp a page is
// rendered (docs/decisions/041-poster-files.md, "The renderer"; 073-media.md).
import { MediaRefused } from '@server/media/errors';
import type { RenderBudget, RenderLimits } from '@server/media/render-types';

/**
 * 60 pages: a long talk's deck; a poster is 1. 3000 mm: past any printed poster (A0 is 1189 mm, 48 in 1219 mm,
 * the longest banner posters ~2500 mm); a 5 x 5 m page is a crafted file. 40 Mpx: an A0 page at 6085 px is
 * ~26 Mpx; 40 Mpx is ~120 MB of RGB in the renderer. 60 s a program: an A0 page renders in ~1 s here, a deck
 * converts in ~3 s; 20x room for a loaded machine, and a hostile page holds its render slot a minute at most. 1536 MB of address space: pdftoppm peaks at ~150 MB RSS for an A0 page,
 * soffice at ~250 MB; address space runs larger than RSS (libraries, thread stacks). 10 minutes for a whole file:
 * the 15-page deck takes ~11 s, 60 A0 pages ~2 minutes; a file that keeps each program just under its bound
 * cannot hold a render worker for 60 x 60 s.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  maxPages: 60,
  maxPageMm: 3000,
  maxPagePixels: 40_000_000,
  timeoutMs: 60_000,
  totalMs: 600_000,
  memoryMb: 1536,
};

/**
 * A hall plan is one page rendered at PLAN_SIZE px (docs/decisions/061-hall-plan-pdf.md): the poster's bounds on
 * page size and memory, a longer deck allowed (an exported slide set whose first slide is the plan), and less
 * time (60 s a program, 2 minutes in all: a CAD page at 2400 px renders in about a second).
 */
export const PLAN_RENDER_LIMITS: RenderLimits = {
  ...DEFAULT_RENDER_LIMITS,
  maxPages: 500,
  timeoutMs: 60_000,
  totalMs: 120_000,
};

/**
 * Pictures (poster images, hall plans) with more pixels are refused before they are decoded (a decompression bomb
 * is a small file that claims billions of pixels). 100 million pixels is an A0 poster scanned at 220 dpi. The
 * renderer's own bound for an image uploaded as a poster file is lower (MAX_IMAGE_INPUT_PIXELS): it makes a
 * full-resolution raster and tiles of it, where a picture is only shrunk to the ladder.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * An image inside a PDF page with more pixels is refused before any page is rendered: its dictionary says its size
 * (`pdfimages -list` reads it without decoding), and a 10 KB JBIG2 stream may claim 65535 x 65535 (4.3 billion
 * pixels) that poppler would decode in full. 250 million pixels is a full A0 photograph at 340 dpi, past any
 * poster's; decoded at one byte a pixel it is ~250 MB, within the renderer's memory bound.
 */
export const MAX_EMBEDDED_IMAGE_PIXELS = 250_000_000;
/** A hall plan that takes longer than this to decode is refused (a hostile file, not a hall). */
export const PLAN_DECODE_SECONDS = 20;

/** The budget of a rendering that starts now. */
export const startBudget = (limits: RenderLimits): RenderBudget => ({
  ...limits,
  deadline: Date.now() + limits.totalMs,
});

/** Whether the rendering's total time is spent. */
export const budgetSpent = (budget: RenderBudget) => Date.now() >= budget.deadline;

/** The refusal of a rendering past its total time. */
export const pastBudget = (budget: RenderBudget) =>
  new MediaRefused('RENDER_FAILED', `The rendering ran past its total of ${budget.totalMs} ms`);

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

/** Bounds on a zip's entries as its central directory states them, and as they inflate (zip.ts). */
export type ZipLimits = {
  /** Most entries (ZIP_TOO_MANY_ENTRIES). */
  maxEntries: number;
  /** Sum of the entries' uncompressed sizes (ZIP_TOO_LARGE). */
  maxUnpackedBytes: number;
  /** An entry larger than this must not claim to unpack to more than maxRatio times its packed size (ZIP_RATIO). */
  ratioCheckedFrom: number;
  maxRatio: number;
};

/**
 * A spreadsheet's zip (.xlsx), held whole in memory by the import. An .xlsx unpacks to about its own size when
 * stored and ~3.5x when deflated: a 10,000-row poster sheet is ~3-6 MB of XML, so 50,000 rows (the row limit) fit
 * in ~30 MB. Excel's XML deflates ~4-10:1, repetitive sheets ~30:1; a zip bomb is ~1000:1.
 */
export const SPREADSHEET_ZIP_LIMITS: ZipLimits = {
  maxUnpackedBytes: 64 * 1024 * 1024,
  maxEntries: 2000,
  ratioCheckedFrom: 1024 * 1024,
  maxRatio: 100,
};

/**
 * A slide deck's zip (.pptx, .odp), read from its file for its entry names only (nothing is inflated but a
 * mimetype of at most 1 KB): ~100 bytes of directory an entry, 80,000 entries is ~8 MB, far past any real deck.
 * Sizes are not bounded here: LibreOffice unpacks the deck inside its own time and memory bounds.
 */
export const DECK_ZIP_LIMITS: ZipLimits = {
  maxEntries: 80_000,
  maxUnpackedBytes: Number.MAX_SAFE_INTEGER,
  ratioCheckedFrom: Number.MAX_SAFE_INTEGER,
  maxRatio: Number.MAX_SAFE_INTEGER,
};
