// TEMPORARY stand-in for the rendering library (the "render" helper writes the real one): the same exports, done
// simply, so the uploads and the render job can be tested on this branch. Replaced at merge.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { SubmissionFileKind } from '@shared/contracts/submissions';
import { PAGE_SIZES, pageBaseName } from '../page-urls';
import { FileRefused, type RenderLimits, type RenderOptions, type RenderResult } from './render-types';

export { FileRefused } from './render-types';
export type { RenderLimits, RenderOptions, RenderResult } from './render-types';

const run = promisify(execFile);

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  maxPages: 50,
  maxPageMm: 3000,
  maxPagePixels: 40_000_000,
  timeoutMs: 120_000,
  memoryMb: 2048,
};

export async function detectPosterFile(file: string): Promise<SubmissionFileKind | null> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(128);
    const { bytesRead } = await handle.read(head, 0, 128, 0);
    const b = head.subarray(0, bytesRead);
    if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
    if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
    if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
    if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
      return 'webp';
    if (b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
      if (b.includes('application/vnd.oasis.opendocument.presentation')) return 'odp';
      const size = (await handle.stat()).size;
      const tail = Buffer.alloc(Math.min(size, 256 * 1024));
      await handle.read(tail, 0, tail.length, size - tail.length);
      return tail.includes('ppt/presentation.xml') ? 'pptx' : null;
    }
    return null;
  } finally {
    await handle.close();
  }
}

let soffice: Promise<boolean> | undefined;
export function slidesSupported(): Promise<boolean> {
  return (soffice ??= run('soffice', ['--version'], { timeout: 30_000 }).then(
    () => true,
    () => false,
  ));
}

async function pdfPages(pdf: string, limits: RenderLimits): Promise<number> {
  let out: string;
  try {
    out = (await run('pdfinfo', ['-f', '1', '-l', '1000', pdf], { timeout: limits.timeoutMs })).stdout;
  } catch {
    throw new FileRefused('PDF_UNREADABLE', 'pdfinfo could not read the file');
  }
  if (/^Encrypted:\s+yes/m.test(out)) throw new FileRefused('PDF_ENCRYPTED', 'the PDF is encrypted');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(out)?.[1] ?? 0);
  if (pages < 1) throw new FileRefused('PDF_UNREADABLE', 'no pages');
  if (pages > limits.maxPages) throw new FileRefused('TOO_MANY_PAGES', `${pages} pages`);
  for (const m of out.matchAll(/^Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+) pts/gm)) {
    const mm = (Math.max(Number(m[1]), Number(m[2])) / 72) * 25.4;
    if (mm > limits.maxPageMm) throw new FileRefused('PAGE_TOO_LARGE', `a page is ${Math.round(mm)} mm`);
  }
  return pages;
}

async function writePage(outDir: string, number: number, image: Buffer) {
  const base = path.join(outDir, pageBaseName(number));
  const meta = await sharp(image).metadata();
  await fs.rm(`${base}_files`, { recursive: true, force: true });
  await sharp(image).tile({ size: 256, layout: 'dz' }).toFile(`${base}.dz`);
  await fs.rm(path.join(`${base}_files`, 'vips-properties.xml'), { force: true });
  for (const size of PAGE_SIZES)
    await sharp(image)
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp()
      .toFile(`${base}-${size}.webp`);
  return { number, width: meta.width, height: meta.height };
}

export async function renderPosterFile(
  input: string,
  kind: SubmissionFileKind,
  outDir: string,
  options: RenderOptions,
): Promise<RenderResult> {
  const { limits } = options;
  if (kind === 'png' || kind === 'jpeg' || kind === 'webp') {
    const image = await sharp(input, { limitInputPixels: limits.maxPagePixels }).rotate().png().toBuffer();
    return { pages: [await writePage(outDir, 1, image)], text: '', preflight: [] };
  }
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'render-'));
  try {
    let pdf = input;
    if (kind !== 'pdf') {
      await run(
        'soffice',
        [
          '-env:UserInstallation=file://' + tmp + '/lo',
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          tmp,
          input,
        ],
        { timeout: limits.timeoutMs, env: { ...process.env, HOME: tmp } },
      );
      pdf = path.join(tmp, `${path.basename(input, path.extname(input))}.pdf`);
    }
    const count = await pdfPages(pdf, limits);
    const pages = [];
    for (let n = 1; n <= count; n++) {
      const prefix = path.join(tmp, `p${n}`);
      await run('pdftoppm', ['-r', '40', '-png', '-singlefile', '-f', `${n}`, '-l', `${n}`, pdf, prefix], {
        timeout: limits.timeoutMs,
      });
      pages.push(await writePage(outDir, n, await fs.readFile(`${prefix}.png`)));
    }
    const text = (await run('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { timeout: limits.timeoutMs })).stdout;
    return { pages, text, preflight: [] };
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
