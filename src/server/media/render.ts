// Renders a poster file into pages (deep-zoom tiles and WebP sizes), its text and its preflight.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PreflightItem, SubmissionFileKind } from '@shared/contracts/submissions';
import { CONVERTED_PDF, PAGE_SIZES, pageBaseName } from '@server/media/sizes';
import { detectPosterFile } from '@server/media/detect';
import {
  MAX_IMAGE_INPUT_PIXELS,
  MAX_TEXT_BYTES,
  programBounds,
  renderLongSidePx,
  startBudget,
} from '@server/media/limits';
import { writePageImages } from '@server/media/page-images';
import { failedRun, readPdfPages, type PdfPage } from '@server/media/pdf-info';
import {
  blankPage,
  fontsNotEmbedded,
  formatMismatch,
  embeddedImages,
  lowResolutionImages,
  refuseHugeImages,
  textTooSmall,
} from '@server/media/preflight';
import { MediaRefused } from '@server/media/errors';
import type { RenderBudget, RenderedPage, RenderOptions, RenderResult } from '@server/media/render-types';
import { runProgram } from '@server/media/programs';
import { convertSlides } from '@server/media/slides';
import { readOutline } from '@server/media/text-outline';

/** The kinds that are slide decks, converted to PDF by LibreOffice first. */
export const SLIDE_KINDS: ReadonlySet<SubmissionFileKind> = new Set(['pptx', 'ppt', 'odp']);
const IMAGES: SubmissionFileKind[] = ['png', 'jpeg', 'webp'];

/**
 * Renders `input` as `kind` into `outDir`: per page `page-<n>.dzi` + `page-<n>_files/` and
 * `page-<n>-{400,800,1600}.webp`; a deck also leaves `converted.pdf` beside its input (dirname(input): the
 * never-served place of originals, not outDir, which is served). Throws MediaRefused for a file that is what it
 * is (its content is not `kind`, encrypted, unreadable, too large, too many pages, past the time or memory bound,
 * a deck without LibreOffice), a plain Error for a passing failure (disk full, a program missing).
 */
export async function renderPosterFile(
  input: string,
  kind: SubmissionFileKind,
  outDir: string,
  options: RenderOptions,
): Promise<RenderResult> {
  // The kind was told at upload; the bytes are checked again here, where they are used.
  const actual = await detectPosterFile(input);
  if (actual !== kind)
    throw new MediaRefused(
      'FILE_TYPE_NOT_ALLOWED',
      `The file is ${actual ?? 'not a poster file'}, not ${kind}`,
    );
  // One time budget for the whole file (RenderLimits.totalMs), from here.
  const budget = startBudget(options.limits);
  try {
    if (IMAGES.includes(kind)) return await renderImage(input, outDir, options);
    const pdf = SLIDE_KINDS.has(kind) ? await convertSlides(input, budget) : input;
    return await renderPdf(pdf, outDir, options.format, budget);
  } catch (err) {
    await removeOutputs(outDir, input);
    throw err;
  }
}

/** Never half-rendered: on failure, what this rendering wrote is removed and the input stays. */
async function removeOutputs(outDir: string, input: string): Promise<void> {
  const converted = path.join(path.dirname(input), CONVERTED_PDF);
  if (converted !== path.resolve(input)) await fs.rm(converted, { force: true });
  for (const name of await fs.readdir(outDir).catch(() => [] as string[]))
    if (name.startsWith('page-') && path.join(outDir, name) !== path.resolve(input))
      await fs.rm(path.join(outDir, name), { recursive: true, force: true });
}

async function renderPdf(
  file: string,
  outDir: string,
  format: RenderOptions['format'],
  limits: RenderBudget,
): Promise<RenderResult> {
  const pdfPages = await readPdfPages(file, limits);
  // An image that claims billions of pixels is refused before pdftoppm would decode it.
  const images = await embeddedImages(file, limits);
  refuseHugeImages(images);
  const pages: RenderedPage[] = [];
  for (const page of pdfPages) pages.push(await renderPdfPage(file, page, outDir, limits));
  const text = await extractText(file, limits);
  const outline = await readOutline(file, limits);
  const checks = [
    formatMismatch(
      format,
      pdfPages.map((p) => ({ width: p.widthPt, height: p.heightPt })),
    ),
    await fontsNotEmbedded(file, limits),
    await textTooSmall(file, format, limits),
    lowResolutionImages(images, pdfPages, format),
    await blankPage(path.join(outDir, `${pageBaseName(1)}-${PAGE_SIZES[0]}.webp`)),
  ];
  return { pages, text, outline, preflight: checks.filter((c): c is PreflightItem => c !== null) };
}

/** One page with pdftoppm, at the resolution its physical size asks for, into an intermediate TIFF. */
async function renderPdfPage(
  file: string,
  page: PdfPage,
  outDir: string,
  limits: RenderBudget,
): Promise<RenderedPage> {
  const longPx = renderLongSidePx(page.widthPt, page.heightPt, limits.maxPagePixels);
  const root = path.join(outDir, `${pageBaseName(page.number)}-raster`);
  const n = String(page.number);
  const run = await runProgram(
    'pdftoppm',
    ['-f', n, '-l', n, '-singlefile', '-scale-to', String(longPx), '-tiff', file, root],
    programBounds(limits, 64 * 1024),
  );
  const raster = `${root}.tif`;
  if (run.code !== 0 || run.signal) {
    await fs.rm(raster, { force: true });
    throw failedRun('pdftoppm', run, limits);
  }
  // pdftoppm rounds each side; a pixel of slack over the bound is not a new page size.
  const size = await writePageImages(raster, outDir, page.number, Math.ceil(limits.maxPagePixels * 1.01));
  return { number: page.number, ...size };
}

/** The file's text for search, cut at 1 MB (at a character boundary). */
async function extractText(file: string, limits: RenderBudget): Promise<string> {
  const run = await runProgram(
    'pdftotext',
    ['-enc', 'UTF-8', file, '-'],
    programBounds(limits, MAX_TEXT_BYTES),
  );
  if (!run.truncated && (run.code !== 0 || run.signal)) throw failedRun('pdftotext', run, limits);
  const text = run.stdout.toString('utf8');
  // A cut inside a character decodes to U+FFFD at the end.
  return run.truncated ? text.replace(/\uFFFD+$/, '') : text;
}

/** An image is one page: EXIF rotation applied, scaled down to maxPagePixels if larger. */
async function renderImage(
  input: string,
  outDir: string,
  { format, limits }: RenderOptions,
): Promise<RenderResult> {
  const raster = path.join(outDir, `${pageBaseName(1)}-raster.tif`);
  try {
    // Transparent parts on white, as on a page (JPEG tiles have no alpha).
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_INPUT_PIXELS, sequentialRead: true })
      .rotate()
      .flatten({ background: '#ffffff' });
    const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_INPUT_PIXELS }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const [w, h] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
    if (!w || !h) throw new MediaRefused('FILE_TYPE_NOT_ALLOWED', 'The image has no size');
    const shrink = Math.min(1, Math.sqrt(limits.maxPagePixels / (w * h)));
    if (shrink < 1) image.resize(Math.floor(w * shrink), Math.floor(h * shrink), { fit: 'fill' });
    await image.tiff({ compression: 'none' }).toFile(raster);
  } catch (err) {
    await fs.rm(raster, { force: true });
    if (err instanceof MediaRefused) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message))
      throw new MediaRefused('PAGE_TOO_LARGE', `The image has more than ${MAX_IMAGE_INPUT_PIXELS} pixels`);
    // Writing our own file can fail for the machine's reasons (disk full): a passing failure.
    if (/ENOSPC|No space|EACCES|Permission denied|EIO/i.test(message)) throw err;
    // Anything else failed on decoding the upload: the file is what it is.
    throw new MediaRefused('RENDER_FAILED', `The image cannot be decoded: ${message.slice(0, 300)}`);
  }
  const size = await writePageImages(raster, outDir, 1, Math.ceil(limits.maxPagePixels * 1.01));
  const checks = [
    formatMismatch(format, [size]),
    await blankPage(path.join(outDir, `${pageBaseName(1)}-${PAGE_SIZES[0]}.webp`)),
  ];
  return {
    pages: [{ number: 1, ...size }],
    text: '',
    outline: null,
    preflight: checks.filter((c): c is PreflightItem => c !== null),
  };
}
