// Poster images: checked by content, their derived WebP sizes made once, named by the original's hash. Each keeps
// its original and gets the ladder's three WebP sizes (sizes.ts; docs/decisions/025-image-pipeline.md), EXIF
// rotation applied, aspect ratio kept, in uploads/<project>/images/<hash>-<size>.webp: the hash is the original's,
// so a URL always means the same bytes and is cached for a year, and a picture named twice is made once.
import crypto from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { MediaRefused } from '@server/media/errors';
import { imagesFolder } from '@server/media/layout';
import { MAX_INPUT_PIXELS } from '@server/media/limits';
import { IMAGE_SIZES, PAGE_SIZES } from '@server/media/sizes';
import type { MediaStorage } from '@server/media/storage';

// libvips threads per image: one core stays for requests (the machine this runs on has two).
sharp.concurrency(1);
// Decoded images are not kept between jobs: each original is seen once.
sharp.cache(false);

/** What the pipeline accepts: the four kinds the upload endpoints accept, by content. */
const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

export type ImageFacts = { ext: string; width: number; height: number; hash: string };

/** A picture refused: not an image media takes (NOT_AN_IMAGE), or too many pixels (IMAGE_TOO_MANY_PIXELS). */
const notAnImage = (why: string) => new MediaRefused('NOT_AN_IMAGE', why);

const hashOf = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 24);

/**
 * Reads the header only (no pixels are decoded): the kind, and the size as shown (after EXIF rotation). Throws
 * MediaRefused (NOT_AN_IMAGE, IMAGE_TOO_MANY_PIXELS) with a person's reason for anything else.
 */
export async function inspectImage(data: Buffer): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    // The header only: a bomb's claimed size is read here and refused below, before any pixel is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage('not an image');
  }
  const ext = meta.format ? FORMATS[meta.format] : undefined;
  if (!ext) throw notAnImage(`not a PNG, JPEG, WebP or GIF image${meta.format ? ` (${meta.format})` : ''}`);
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw notAnImage('an image without a size');
  if (width * height > MAX_INPUT_PIXELS)
    throw new MediaRefused(
      'IMAGE_TOO_MANY_PIXELS',
      `too large (${width} x ${height} pixels; at most ${MAX_INPUT_PIXELS / 1e6} million)`,
      { width, height, max: MAX_INPUT_PIXELS / 1e6 },
    );
  return { ext, width, height, hash: hashOf(data) };
}

/**
 * Stores an original the server fetched (not uploaded) as uploads/<project>/images/<hash>.<ext>; answers its
 * site path. The same bytes fetched again land on the same file.
 */
export async function storeOriginal(
  storage: MediaStorage,
  projectId: number,
  facts: ImageFacts,
  data: Buffer,
): Promise<string> {
  const key = `${imagesFolder(projectId)}/${facts.hash}.${facts.ext}`;
  if (!(await storage.has(key))) await storage.put(key, data);
  return `/uploads/${key}`;
}

/**
 * Makes the three WebP sizes of one original (skipped when they exist). The original is decoded once, shrunk to
 * the screen size, and the smaller sizes are made from those pixels. sharp works on its own threads; the
 * caller's queue keeps it to one image at a time.
 */
export async function deriveSizes(
  storage: MediaStorage,
  projectId: number,
  hash: string,
  data: Buffer,
): Promise<void> {
  const keys = PAGE_SIZES.map((size) => `${imagesFolder(projectId)}/${hash}-${size}.webp`);
  if ((await Promise.all(keys.map((k) => storage.has(k)))).every(Boolean)) return;
  const largest = IMAGE_SIZES.screen;
  const base = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  for (const [i, size] of PAGE_SIZES.entries()) {
    // effort 2: a fifth of the default's time for a file about 5% larger (measured, decision 025).
    const out = await sharp(base.data, { raw })
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
    await storage.put(keys[i]!, out);
  }
}

/** A drawing (SVG text) as a PNG: the demo's hall plan and posters are drawn this way. */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}
