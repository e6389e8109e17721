// Hostile PDFs, made by hand: each refused with its code, within the library's own bounds (no test timeout is
// what ends them: the test's is far longer than the library's time bound).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RENDER_LIMITS, MediaRefused, renderPosterFile } from '@server/media';
import {
  brokenXrefPdf,
  decompressionBombPdf,
  encryptedPdf,
  garbagePdf,
  hugePagePdf,
  jbig2BombPdf,
  manyPagesPdf,
} from '@server/media/hostile-pdfs.test-kit';
import {
  filesUnder,
  inputFolder,
  rejection,
  removeInputFolders,
  renderFile,
} from '@server/media/render.test-kit';

vi.setConfig({ testTimeout: 600_000 });
afterAll(removeInputFolders);

const pdf = (bytes: Buffer) => ({ bytes, name: 'original.pdf' });

/** A valid black PNG of `width` x `height`, 1 bit a pixel: a few KB that decode to width x height pixels. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, grayscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter 0 and zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hostile PDFs', () => {
  it('PAGE_TOO_LARGE: a 5 x 5 m page, refused before anything is rendered', async () => {
    const err = await rejection(renderFile(pdf(hugePagePdf())));
    expect(err).toBeInstanceOf(MediaRefused);
    expect(err).toMatchObject({ code: 'PAGE_TOO_LARGE' });
    expect(err.message).toContain('5000 x 5000 mm');
  });

  it('TOO_MANY_PAGES: 10,000 pages sharing one content stream', async () => {
    const bytes = manyPagesPdf(10_000);
    const { input } = inputFolder(pdf(bytes));
    expect(execFileSync('pdfinfo', [input]).toString()).toMatch(/Pages:\s+10000/);
    const err = await rejection(renderFile(pdf(bytes)));
    expect(err).toMatchObject({ code: 'TOO_MANY_PAGES' });
    expect(err.message).toContain('10000 pages');
  });

  it('RENDER_FAILED: a content stream inflating to 1.1 GB of path, ended by the memory bound', async () => {
    const bytes = decompressionBombPdf(1.1);
    expect(bytes.length).toBeLessThan(4 * 1024 * 1024);
    const { dir, input } = inputFolder(pdf(bytes));
    const options = { format: 'a0-portrait' as const, limits: DEFAULT_RENDER_LIMITS };
    const err = await rejection(renderPosterFile(input, 'pdf', dir, options));
    // Nothing half-rendered is left beside the input.
    expect(fs.readdirSync(dir)).toEqual(['original.pdf']);
    expect(err).toBeInstanceOf(MediaRefused);
    expect(err).toMatchObject({ code: 'RENDER_FAILED' });
    // The first program to read the content stream (listing the page's images, before any rendering) meets it.
    expect(err.message).toMatch(/^pdfimages ended \(SIGABRT\) within 1536 MB/);
    // The process that ran the test is still here, and is no larger for it.
    expect(process.memoryUsage().rss).toBeLessThan(1024 * 1024 * 1024);
  });

  it('RENDER_FAILED: the same file with a short time bound is killed at that bound', async () => {
    const limits = { ...DEFAULT_RENDER_LIMITS, timeoutMs: 1500 };
    const err = await rejection(renderFile(pdf(decompressionBombPdf(1.1)), 'a0-portrait', limits));
    // Ended by the time bound (the runner's own flag names it), not by the memory bound it would reach later.
    expect(err).toMatchObject({ code: 'RENDER_FAILED', message: 'pdfimages ran past 1500 ms' });
  });

  it('PAGE_TOO_LARGE: an image past 60 Mpx (a few KB of PNG), refused without decoding it', async () => {
    const bytes = blackPng(8000, 7600); // 60.8 Mpx
    expect(bytes.length).toBeLessThan(64 * 1024);
    const { dir, input } = inputFolder({ bytes, name: 'original.png' });
    const options = { format: 'free' as const, limits: DEFAULT_RENDER_LIMITS };
    const err = await rejection(renderPosterFile(input, 'png', dir, options));
    expect(err).toMatchObject({
      code: 'PAGE_TOO_LARGE',
      message: 'The image has more than 60000000 pixels',
    });
    expect(fs.readdirSync(dir)).toEqual(['original.png']);
    // The same picture within the bound renders.
    const r = await renderFile({ bytes: blackPng(4000, 3000), name: 'original.png' });
    expect(r.pages).toEqual([{ number: 1, width: 4000, height: 3000 }]);
  });

  it('IMAGE_TOO_LARGE: a JBIG2 image claiming 65535 x 65535 pixels in 1 KB, refused before any page renders', async () => {
    const bytes = jbig2BombPdf();
    expect(bytes.length).toBeLessThan(1024);
    const { dir, input } = inputFolder(pdf(bytes));
    // poppler reads it as that image (from its dictionary, without decoding it).
    expect(execFileSync('pdfimages', ['-list', input]).toString()).toMatch(
      /\s65535\s+65535\s+gray\s+1\s+1\s+jbig2/,
    );
    const options = { format: 'a0-portrait' as const, limits: DEFAULT_RENDER_LIMITS };
    const err = await rejection(renderPosterFile(input, 'pdf', dir, options));
    expect(err).toBeInstanceOf(MediaRefused);
    expect(err).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'Page 1 draws an image of 65535 x 65535 pixels, more than 250000000',
    });
    expect(fs.readdirSync(dir)).toEqual(['original.pdf']);
    // The same page with an image within the bound (15,000 x 15,000 claimed) renders.
    const r = await renderFile(pdf(jbig2BombPdf(15_000)), 'a0-portrait');
    expect(r.pages).toHaveLength(1);
  });

  it('PDF_ENCRYPTED: a file that needs its user password (RC4 40-bit, revision 2)', async () => {
    const bytes = encryptedPdf('secret');
    const { input } = inputFolder(pdf(bytes));
    // A real encrypted file: with the password, poppler opens it and reads its text.
    expect(execFileSync('pdftotext', ['-upw', 'secret', input, '-']).toString()).toContain('Secret poster');
    const err = await rejection(renderFile(pdf(bytes)));
    expect(err).toMatchObject({ code: 'PDF_ENCRYPTED' });
  });

  it('a broken cross-reference table is repaired by poppler and renders', async () => {
    const r = await renderFile(pdf(brokenXrefPdf()), 'a0-portrait');
    expect(r.pages).toHaveLength(1);
    expect(r.text).toContain('Broken xref, readable body');
    expect(filesUnder(r.dir)).toContain('page-1.dzi');
  });

  it('PDF_UNREADABLE: a PDF header followed by noise, and a file cut after 2 KB', async () => {
    const garbage = await rejection(renderFile(pdf(garbagePdf())));
    expect(garbage).toMatchObject({ code: 'PDF_UNREADABLE' });
    const truncated = brokenXrefPdf().subarray(0, 200);
    expect(await rejection(renderFile(pdf(truncated)))).toMatchObject({ code: 'PDF_UNREADABLE' });
  });

  it('FILE_TYPE_NOT_ALLOWED: a file whose content is not the kind it was taken as', async () => {
    const { dir, input } = inputFolder({
      bytes: Buffer.from('just text, not a poster'),
      name: 'original.pdf',
    });
    const options = { format: 'free' as const, limits: DEFAULT_RENDER_LIMITS };
    const err = await rejection(renderPosterFile(input, 'pdf', dir, options));
    expect(err).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(fs.readdirSync(dir)).toEqual([path.basename(input)]);
  });
});
