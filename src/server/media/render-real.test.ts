// The renderer on real posters made by others (PowerPoint, Keynote, LaTeX), read where they live.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { POSTERS, posterFixture } from '@server/test/poster-fixtures';
import { DEFAULT_RENDER_LIMITS, renderPosterFile } from '@server/media';
import {
  dziSize,
  filesUnder,
  grayPrint,
  imageSize,
  inputFolder,
  printDifference,
  rejection,
  removeInputFolders,
  renderedOnce,
  renderFile,
} from '@server/media/render.test-kit';

// Renders of real files take seconds each; each file is rendered once and shared by its assertions.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 });
afterAll(removeInputFolders);

describe('an A0 poster from pdfTeX', () => {
  const r = renderedOnce({ file: posterFixture(POSTERS.a0PdfTex) }, 'a0-portrait');

  it('renders one page at least 6000 px on its long side, with no preflight remark', () => {
    expect(r.pages).toHaveLength(1);
    expect(Math.max(r.pages[0]!.width, r.pages[0]!.height)).toBeGreaterThanOrEqual(6000);
    expect(r.pages[0]!.height).toBeGreaterThan(r.pages[0]!.width);
    expect(r.preflight).toEqual([]);
  });

  it('writes a .dzi naming that size, with every tile of the deepest level', async () => {
    const { width, height } = r.pages[0]!;
    expect(dziSize(path.join(r.dir, 'page-1.dzi'))).toEqual({ width, height, tileSize: 256 });
    const deepest = Math.ceil(Math.log2(Math.max(width, height)));
    const levels = fs.readdirSync(path.join(r.dir, 'page-1_files')).map(Number);
    expect(Math.max(...levels)).toBe(deepest);
    const tiles = fs.readdirSync(path.join(r.dir, 'page-1_files', String(deepest)));
    expect(tiles).toHaveLength(Math.ceil(width / 256) * Math.ceil(height / 256));
    const last = `${Math.ceil(width / 256) - 1}_${Math.ceil(height / 256) - 1}.jpeg`;
    expect(tiles).toContain(last);
    expect(await imageSize(path.join(r.dir, 'page-1_files', String(deepest), '0_0.jpeg'))).toEqual({
      width: 256,
      height: 256,
    });
  });

  it('writes WebP sizes of 400, 800 and 1600 px on the long side, and nothing else beside the tiles', async () => {
    for (const size of [400, 800, 1600]) {
      const { width, height } = await imageSize(path.join(r.dir, `page-1-${size}.webp`));
      expect(Math.max(width, height)).toBe(size);
    }
    const loose = filesUnder(r.dir).filter((f) => !f.startsWith('page-1_files'));
    expect(loose.sort()).toEqual(
      ['original.pdf', 'page-1-1600.webp', 'page-1-400.webp', 'page-1-800.webp', 'page-1.dzi'].sort(),
    );
    expect(filesUnder(r.dir).filter((f) => f.endsWith('.xml') || f.endsWith('.tif'))).toEqual([]);
  });

  it('answers the poster text for search', () => {
    expect(r.text).toMatch(/MSAT|SAT/);
  });
});

describe('the Korean poster (PowerPoint 365, A4-sized, judged at A0)', () => {
  const r = renderedOnce({ file: posterFixture(POSTERS.koreanPoster) }, 'a0-portrait');

  it('gives its Korean text', () => {
    expect(r.text).toContain('RNA 2차 구조 예측');
    expect(r.text).toContain('염기 서열');
  });

  it('renders a small page at no fewer than 3000 px, and takes any ISO A portrait page as A0', () => {
    expect(r.pages[0]!.height).toBe(3000);
    expect(r.preflight.map((p) => p.code)).not.toContain('FORMAT_MISMATCH');
  });

  it('finds its screen images too soft for A0 print', () => {
    const low = r.preflight.find((p) => p.code === 'LOW_RESOLUTION_IMAGE');
    expect(low?.params.dpi).toBeLessThan(100);
    expect(low?.params.count).toBeGreaterThan(0);
  });
});

describe('the 15-page Korean deck', () => {
  const r = renderedOnce({ file: posterFixture(POSTERS.koreanSlides15) }, 'a0-portrait');

  it('gives 15 pages in order, each its own picture', async () => {
    expect(r.pages.map((p) => p.number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const file = posterFixture(POSTERS.koreanSlides15);
    const ours = await Promise.all(
      r.pages.map((p) => grayPrint(path.join(r.dir, `page-${p.number}-400.webp`))),
    );
    for (const page of r.pages) {
      // The page as poppler draws it on its own: of our 15 pictures, the closest must be the one with its number.
      const n = String(page.number);
      const own = await grayPrint(
        execFileSync('pdftoppm', ['-f', n, '-l', n, '-scale-to', '400', '-png', file]),
      );
      const differences = ours.map((print) => printDifference(own, print));
      expect(differences.indexOf(Math.min(...differences)) + 1).toBe(page.number);
    }
  });

  it('warns that 15 landscape pages are not an A0 portrait poster', () => {
    expect(r.preflight).toContainEqual({
      code: 'FORMAT_MISMATCH',
      level: 'warning',
      params: { pages: 15, orientation: 'landscape', aspect: expect.any(Number), expected: 'a0-portrait' },
    });
  });

  it('gives the text of every page, Korean and English', () => {
    expect(r.text.split('\f').filter((t) => t.trim())).toHaveLength(15);
    expect(r.text).toContain('RNA secondary structure prediction');
    expect(r.text).toContain('자기주도연구');
  });
});

describe('a LuaLaTeX poster with fonts not embedded', () => {
  const r = renderedOnce({ file: posterFixture(POSTERS.fontsNotEmbedded) }, 'free');

  it('names the fonts not embedded, Helvetica among them, and counts all nine', () => {
    const item = r.preflight.find((p) => p.code === 'FONT_NOT_EMBEDDED');
    expect(item?.level).toBe('warning');
    expect(item?.params.fonts).toContain('Helvetica');
    expect(item?.params.fonts).not.toContain('Raleway-Bold');
    expect(item?.params.count).toBe(9);
  });

  it('does not mistake a free-format landscape poster for a wrong format', () => {
    expect(r.preflight.map((p) => p.code)).not.toContain('FORMAT_MISMATCH');
  });
});

describe('a 48 x 24 in poster (PowerPoint for Mac)', () => {
  it('is within the page bound and renders in proportion to its size (130 px an inch: 6240 px for 48 in)', async () => {
    const r = await renderFile({ file: posterFixture(POSTERS.wideMac) }, 'free');
    expect(r.pages).toEqual([{ number: 1, width: 6240, height: 3120 }]);
  });
});

describe('an A0 poster with all fonts embedded (Keynote)', () => {
  it('has no FONT_NOT_EMBEDDED', async () => {
    const r = await renderFile({ file: posterFixture(POSTERS.a0Keynote) }, 'a0-portrait');
    expect(r.preflight).toEqual([]);
    expect(r.pages[0]).toMatchObject({ number: 1 });
    expect(Math.max(r.pages[0]!.width, r.pages[0]!.height)).toBeGreaterThanOrEqual(6000);
  });
});

describe('the total time of one file', () => {
  it('ends a 15-page file past a tiny total budget with RENDER_FAILED, leaving no page behind', async () => {
    const { dir, input } = inputFolder({ file: posterFixture(POSTERS.koreanSlides15) });
    // Each program keeps its own 60 s bound; the whole file gets 800 ms, far less than its 15 pages need.
    const limits = { ...DEFAULT_RENDER_LIMITS, totalMs: 800 };
    const err = await rejection(renderPosterFile(input, 'pdf', dir, { format: 'free', limits }));
    expect(err).toMatchObject({
      code: 'RENDER_FAILED',
      message: 'The rendering ran past its total of 800 ms',
    });
    expect(filesUnder(dir)).toEqual([path.basename(input)]);
  });
});
