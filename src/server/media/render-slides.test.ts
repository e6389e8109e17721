// Slide decks through LibreOffice: the real Korean and English .pptx, and .ppt and .odp made from the English one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POSTERS, posterFixture } from '@server/test/poster-fixtures';
import { DEFAULT_RENDER_LIMITS, detectPosterFile, slidesSupported } from '@server/media';
import {
  dziSize,
  filesUnder,
  rejection,
  removeInputFolders,
  renderedOnce,
  renderFile,
  type Rendered,
} from '@server/media/render.test-kit';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 600_000 });
afterAll(removeInputFolders);

it('finds LibreOffice on this machine', async () => {
  expect(await slidesSupported()).toBe(true);
});

describe('the Korean poster as PowerPoint made it (.pptx)', () => {
  const r = renderedOnce({ file: posterFixture(POSTERS.koreanPptx) }, 'a0-portrait');

  it('converts to one page with its Korean text', () => {
    expect(r.pages).toHaveLength(1);
    // LibreOffice sets the title with substitute fonts (Noto CJK for Malgun Gothic): "RNA 2 차 구조 예측".
    expect(r.text).toMatch(/RNA 2 ?차 구조 예측/);
    expect(r.text).toContain('염기 서열');
  });

  it('keeps converted.pdf beside the pages, and no LibreOffice profile anywhere in the folder', () => {
    const files = filesUnder(r.dir);
    expect(files).toContain('converted.pdf');
    expect(files).toContain('page-1.dzi');
    expect(files.filter((f) => !f.startsWith('page-1'))).toEqual(
      expect.arrayContaining(['original.pptx', 'converted.pdf']),
    );
    expect(files.filter((f) => !f.startsWith('page-1')).length).toBe(2);
    const { width, height } = r.pages[0]!;
    expect(dziSize(path.join(r.dir, 'page-1.dzi'))).toEqual({ width, height, tileSize: 256 });
  });
});

describe('the English template (.pptx), and the same deck as .ppt and .odp', () => {
  const made: Record<'ppt' | 'odp', string> = { ppt: '', odp: '' };
  let pptx: Rendered;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'render-decks-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  beforeAll(async () => {
    pptx = await renderFile({ file: posterFixture(POSTERS.englishPptx) }, 'free');
    for (const kind of ['ppt', 'odp'] as const) {
      // LibreOffice itself makes the other two kinds (a test's own tool, outside the renderer).
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${work}/profile`,
          '--headless',
          '--convert-to',
          kind,
          '--outdir',
          work,
          posterFixture(POSTERS.englishPptx),
        ],
        { stdio: 'ignore' },
      );
      made[kind] = path.join(work, `${path.basename(POSTERS.englishPptx, '.pptx')}.${kind}`);
    }
  });

  it('converts the .pptx with its English text at its size (47.49 in wide at 130 px an inch: 6173 px)', () => {
    expect(pptx.pages).toEqual([{ number: 1, width: 6173, height: expect.any(Number) }]);
    expect(pptx.text.length).toBeGreaterThan(100);
    expect(pptx.text).toMatch(/[A-Za-z]{4,}/);
  });

  it('tells .ppt and .odp by their content, and renders them with the same text', async () => {
    for (const kind of ['ppt', 'odp'] as const) {
      const bytes = fs.readFileSync(made[kind]);
      const r = await renderFile({ bytes, name: `deck.${kind}` });
      expect(r.pages).toHaveLength(1);
      // The same words; text boxes may come out in another order after the round trip.
      const words = (t: string) =>
        [...new Set(t.split(/\s+/).filter((w) => /^[A-Za-z]{5,}$/.test(w)))].sort();
      expect(words(r.text).length).toBeGreaterThan(10);
      expect(words(r.text)).toEqual(words(pptx.text));
    }
  });

  it('detects each made deck as its kind even when named otherwise', async () => {
    for (const kind of ['ppt', 'odp'] as const) {
      const renamed = `${made[kind]}.pdf`;
      fs.copyFileSync(made[kind], renamed);
      expect(await detectPosterFile(renamed)).toBe(kind);
    }
  });
});

describe('a conversion past its time bound', () => {
  it('is RENDER_FAILED, and leaves no LibreOffice process nor profile behind', async () => {
    // Its own temporary folder, so that its processes are told from any other conversion on the machine. At
    // 1.5 s soffice.bin (started by the soffice launcher) is running: the whole process group is killed.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-soffice-'));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const limits = { ...DEFAULT_RENDER_LIMITS, timeoutMs: 1500 };
      const err = await rejection(renderFile({ file: posterFixture(POSTERS.koreanPptx) }, 'free', limits));
      expect(err).toMatchObject({ code: 'RENDER_FAILED', message: 'soffice ran past 1500 ms' });
    } finally {
      process.env.TMPDIR = saved;
    }
    const processes = execFileSync('ps', ['-eo', 'args']).toString();
    expect(processes).not.toContain(tmp);
    expect(fs.readdirSync(tmp).filter((f) => f.startsWith('poster-soffice-'))).toEqual([]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });
});
