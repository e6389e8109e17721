// What a file is, by content: real posters, made images and zips, junk.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTERS, posterFixture } from '@server/test/poster-fixtures';
import { detectPosterFile } from '@server/media';
import { handZip } from '@server/media/hand-zips.test-kit';
import { textPdf } from '@server/media/made-pdfs.test-kit';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'detect-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes bytes under a name that says nothing (detection never reads the name). */
function file(bytes: Buffer): string {
  const f = path.join(dir, `${crypto.randomUUID()}.bin`);
  fs.writeFileSync(f, bytes);
  return f;
}

/** A zip holding these entries, each name with its text. */
const zip = (entries: Record<string, string>): Buffer =>
  handZip(Object.entries(entries).map(([name, text]) => ({ name, raw: Buffer.from(text) })));

describe('detectPosterFile', () => {
  it('tells real PDFs and the real .pptx files', async () => {
    for (const name of [POSTERS.a0PdfTex, POSTERS.koreanPoster, POSTERS.koreanSlides15, POSTERS.a0Keynote])
      expect(await detectPosterFile(posterFixture(name))).toBe('pdf');
    expect(await detectPosterFile(posterFixture(POSTERS.koreanPptx))).toBe('pptx');
    expect(await detectPosterFile(posterFixture(POSTERS.englishPptx))).toBe('pptx');
  });

  it('allows up to 1 KB of junk before %PDF-, as PDF readers do, and no more', async () => {
    const pdf = textPdf(20);
    expect(await detectPosterFile(file(Buffer.concat([Buffer.alloc(1000, 'x'), pdf])))).toBe('pdf');
    expect(await detectPosterFile(file(Buffer.concat([Buffer.alloc(2000, 'x'), pdf])))).toBeNull();
  });

  it('tells PNG, JPEG and WebP by their signatures', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } });
    expect(await detectPosterFile(file(await image.clone().png().toBuffer()))).toBe('png');
    expect(await detectPosterFile(file(await image.clone().jpeg().toBuffer()))).toBe('jpeg');
    expect(await detectPosterFile(file(await image.clone().webp().toBuffer()))).toBe('webp');
    expect(await detectPosterFile(file(await image.clone().gif().toBuffer()))).toBeNull();
  });

  it('tells zips by their parts: pptx, odp, and neither', async () => {
    expect(
      await detectPosterFile(file(zip({ '[Content_Types].xml': '<x/>', 'ppt/presentation.xml': '<p/>' }))),
    ).toBe('pptx');
    const odp = 'application/vnd.oasis.opendocument.presentation';
    expect(await detectPosterFile(file(zip({ mimetype: odp, 'content.xml': '<c/>' })))).toBe('odp');
    const odt = 'application/vnd.oasis.opendocument.text';
    expect(await detectPosterFile(file(zip({ mimetype: odt, 'content.xml': '<c/>' })))).toBeNull();
    expect(await detectPosterFile(file(zip({ 'word/document.xml': '<w/>' })))).toBeNull();
    expect(await detectPosterFile(file(Buffer.from('PK\x03\x04 but cut here')))).toBeNull();
  });

  it('tells an OLE2 file as .ppt only with a "PowerPoint Document" stream in its directory', async () => {
    const cfb = (streamName: string, at: number) => {
      const buf = Buffer.alloc(2048);
      Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(buf, 0);
      const name = Buffer.from(`${streamName}\0`, 'utf16le');
      name.copy(buf, at);
      buf.writeUInt16LE(name.length, at + 0x40);
      buf[at + 0x42] = 2;
      return buf;
    };
    expect(await detectPosterFile(file(cfb('PowerPoint Document', 1024)))).toBe('ppt');
    expect(await detectPosterFile(file(cfb('WordDocument', 1024)))).toBeNull();
    // The name out of a directory entry's place (not 128-byte aligned) is a slide's text, not a stream.
    expect(await detectPosterFile(file(cfb('PowerPoint Document', 1030)))).toBeNull();
  });

  it('answers null for junk, text and an empty file', async () => {
    expect(await detectPosterFile(file(crypto.randomBytes(4096)))).toBeNull();
    expect(await detectPosterFile(file(Buffer.from('hello, this is a poster, honestly')))).toBeNull();
    expect(await detectPosterFile(file(Buffer.alloc(0)))).toBeNull();
  });
});
