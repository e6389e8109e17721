// Preflight on files made to trigger one check each (and their passing twins), and images as posters.
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  blankPdf,
  lowResolutionImagePdf,
  A4_PT,
  sharpImagePdf,
  textPdf,
} from '@server/media/made-pdfs.test-kit';
import {
  dziSize,
  filesUnder,
  imageSize,
  removeInputFolders,
  renderFile,
} from '@server/media/render.test-kit';

vi.setConfig({ testTimeout: 120_000 });
afterAll(removeInputFolders);

const codes = (r: { preflight: { code: string }[] }) => r.preflight.map((p) => p.code);

describe('preflight of made PDFs', () => {
  it('TEXT_TOO_SMALL: 6 pt body text on an A0 page', async () => {
    const r = await renderFile({ bytes: textPdf(6), name: 'original.pdf' }, 'a0-portrait');
    const item = r.preflight.find((p) => p.code === 'TEXT_TOO_SMALL');
    expect(item).toEqual({
      code: 'TEXT_TOO_SMALL',
      level: 'warning',
      params: { pt: expect.any(Number), min: 18 },
    });
    // A word box spans Helvetica's ascent to descent: 0.925 of the size.
    expect(item?.params.pt).toBeCloseTo(5.6, 1);
    expect(codes(r)).toContain('FONT_NOT_EMBEDDED');
    expect(codes(r)).not.toContain('BLANK_PAGE');
    expect(r.text).toContain('Line 60: body text of a poster');
  });

  it('no TEXT_TOO_SMALL for 28 pt body text on A0', async () => {
    const r = await renderFile({ bytes: textPdf(28), name: 'original.pdf' }, 'a0-portrait');
    expect(codes(r)).not.toContain('TEXT_TOO_SMALL');
  });

  it('TEXT_TOO_SMALL judges a free page at its own size: on A4, 6 pt is small (under 8 pt), 10 pt is not', async () => {
    const small = await renderFile({ bytes: textPdf(6, A4_PT), name: 'original.pdf' }, 'free');
    expect(small.preflight.find((p) => p.code === 'TEXT_TOO_SMALL')?.params).toEqual({ pt: 5.6, min: 8 });
    const fine = await renderFile({ bytes: textPdf(10, A4_PT), name: 'original.pdf' }, 'free');
    expect(codes(fine)).not.toContain('TEXT_TOO_SMALL');
    // The same 10 pt A4 page judged as printed at A0 (scaled 4x): 37 pt, fine too.
    const asA0 = await renderFile({ bytes: textPdf(10, A4_PT), name: 'original.pdf' }, 'a0-portrait');
    expect(codes(asA0)).not.toContain('TEXT_TOO_SMALL');
  });

  it('TEXT_TOO_SMALL for a 16:9 slide: 8 pt on a 13.33 x 7.5 in slide is under 12 pt', async () => {
    const slide = { width: 960, height: 540 };
    const r = await renderFile({ bytes: textPdf(8, slide), name: 'original.pdf' }, '16:9-landscape');
    expect(r.preflight.find((p) => p.code === 'TEXT_TOO_SMALL')?.params).toEqual({ pt: 7.4, min: 12 });
    expect(codes(r)).not.toContain('FORMAT_MISMATCH');
    const big = await renderFile({ bytes: textPdf(14, slide), name: 'original.pdf' }, '16:9-landscape');
    expect(codes(big)).not.toContain('TEXT_TOO_SMALL');
  });

  it('LOW_RESOLUTION_IMAGE: a 60 x 85 px image stretched over an A0 page', async () => {
    const r = await renderFile({ bytes: lowResolutionImagePdf(), name: 'original.pdf' }, 'a0-portrait');
    expect(r.preflight).toContainEqual({
      code: 'LOW_RESOLUTION_IMAGE',
      level: 'warning',
      params: { dpi: 2, count: 1 },
    });
  });

  it('no LOW_RESOLUTION_IMAGE for a 4000 x 5660 px image over the same page (~120 dpi)', async () => {
    const r = await renderFile({ bytes: sharpImagePdf(), name: 'original.pdf' }, 'a0-portrait');
    expect(codes(r)).not.toContain('LOW_RESOLUTION_IMAGE');
    expect(codes(r)).not.toContain('BLANK_PAGE');
  });

  it('BLANK_PAGE: an empty A0 page, and nothing else to say of it', async () => {
    const r = await renderFile({ bytes: blankPdf(), name: 'original.pdf' }, 'a0-portrait');
    expect(r.preflight).toEqual([{ code: 'BLANK_PAGE', level: 'warning', params: { page: 1 } }]);
    expect(r.text.trim()).toBe('');
  });
});

/** A 1000 x 1414 (A-ratio portrait) picture with shapes, so it is not blank. */
function posterPicture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1414">
    <rect width="1000" height="1414" fill="#fff"/><rect x="100" y="100" width="800" height="300" fill="#036"/>
    <circle cx="500" cy="900" r="350" fill="#c33"/></svg>`;
  return sharp(Buffer.from(svg));
}

describe('images as posters', () => {
  for (const [kind, encode] of [
    ['png', (s: Sharp) => s.png()],
    ['jpeg', (s: Sharp) => s.jpeg()],
    ['webp', (s: Sharp) => s.webp()],
  ] as const) {
    it(`renders a ${kind} as one page, tiles and sizes, no text`, async () => {
      const bytes = await encode(posterPicture()).toBuffer();
      const r = await renderFile({ bytes, name: `original.${kind}` }, 'a0-portrait');
      expect(r.pages).toEqual([{ number: 1, width: 1000, height: 1414 }]);
      expect(r.text).toBe('');
      expect(r.preflight).toEqual([]);
      expect(dziSize(path.join(r.dir, 'page-1.dzi'))).toEqual({ width: 1000, height: 1414, tileSize: 256 });
      // Smaller than 1600 px: not enlarged.
      expect(await imageSize(path.join(r.dir, 'page-1-1600.webp'))).toEqual({ width: 1000, height: 1414 });
      expect(Math.max(...Object.values(await imageSize(path.join(r.dir, 'page-1-400.webp'))))).toBe(400);
      expect(filesUnder(r.dir).filter((f) => f.endsWith('.tif') || f.endsWith('.xml'))).toEqual([]);
    });
  }

  it('applies EXIF rotation: a landscape JPEG tagged "rotate 90" is a portrait page', async () => {
    const bytes = await posterPicture().rotate(270).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(bytes).metadata()).width).toBe(1414);
    const r = await renderFile({ bytes, name: 'original.jpeg' }, 'a0-portrait');
    expect(r.pages).toEqual([{ number: 1, width: 1000, height: 1414 }]);
    expect(codes(r)).not.toContain('FORMAT_MISMATCH');
  });

  it('scales an image past maxPagePixels down to it', async () => {
    const bytes = await posterPicture().png().toBuffer();
    const r = await renderFile({ bytes, name: 'original.png' }, 'free', {
      maxPages: 60,
      maxPageMm: 3000,
      maxPagePixels: 1_000_000,
      timeoutMs: 60_000,
      totalMs: 600_000,
      memoryMb: 1536,
    });
    const { width, height } = r.pages[0]!;
    expect(width * height).toBeLessThanOrEqual(1_000_000);
    expect(width * height).toBeGreaterThan(950_000);
  });

  it('FORMAT_MISMATCH and BLANK_PAGE for a blank 16:9 image in A0 portrait', async () => {
    const bytes = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#fafafa' } })
      .png()
      .toBuffer();
    const r = await renderFile({ bytes, name: 'original.png' }, 'a0-portrait');
    expect(r.preflight).toEqual([
      {
        code: 'FORMAT_MISMATCH',
        level: 'warning',
        params: { pages: 1, orientation: 'landscape', aspect: 1.778, expected: 'a0-portrait' },
      },
      { code: 'BLANK_PAGE', level: 'warning', params: { page: 1 } },
    ]);
    const slide = await renderFile({ bytes, name: 'original.png' }, '16:9-landscape');
    expect(codes(slide)).toEqual(['BLANK_PAGE']);
  });
});

describe('a transparent PNG', () => {
  it('is laid on white, as on a page: its tiles are not black', async () => {
    const bytes = await sharp({ create: { width: 600, height: 848, channels: 4, background: '#0000' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="848"><rect x="100" y="100" width="400" height="200" fill="#036"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const r = await renderFile({ bytes, name: 'original.png' }, 'a0-portrait');
    const { channels } = await sharp(path.join(r.dir, 'page-1_files', '10', '0_3.jpeg')).stats();
    // The bottom left tile is all transparent area: white, not black.
    expect(channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
  });
});
