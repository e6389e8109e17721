// Poster images: checked by content, their derived WebP sizes made once, named by the original's hash.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';

/**
 * Each poster image keeps its original and gets three WebP sizes (docs/decisions/025-image-pipeline.md): the
 * long side at most 400 px (cards), 800 px (cards on dense screens) and 1600 px (the poster page), never
 * enlarged, EXIF rotation applied, aspect ratio kept. They live in uploads/<project>/images/<hash>-<size>.webp,
 * the hash being the original's, so a URL always means the same bytes and is cached for a year, and the same
 * picture named twice in a project is made once.
 */
export const IMAGE_SIZES = { thumb: 400, medium: 800, screen: 1600 } as const;
const SIZES = Object.values(IMAGE_SIZES);

/**
 * Larger pictures are refused before they are decoded (a decompression bomb is a small file that claims
 * billions of pixels). 100 million pixels is an A0 poster scanned at 220 dpi.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

// libvips threads per image: one core stays for requests (the machine this runs on has two).
sharp.concurrency(1);
// Decoded images are not kept between jobs: each original is seen once.
sharp.cache(false);

/** What the pipeline accepts: the four kinds the upload endpoints accept, by content. */
const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

export type ImageFacts = { ext: string; width: number; height: number; hash: string };

/** Why the bytes are not an image the pipeline takes: words that follow "is". */
export class NotAnImage extends Error {}

/** An image, but with more pixels than the pipeline decodes (a decompression bomb's shape, or a huge scan). */
export class TooManyPixels extends NotAnImage {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`too large (${width} x ${height} pixels; at most ${MAX_INPUT_PIXELS / 1e6} million)`);
  }
}

const hashOf = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 24);

/**
 * Reads the header only (no pixels are decoded): the kind, and the size as shown (after EXIF rotation). Throws
 * NotAnImage with a person's reason for anything else.
 */
export async function inspectImage(data: Buffer): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    // The header only: a bomb's claimed size is read here and refused below, before any pixel is decoded.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImage('not an image');
  }
  const ext = meta.format ? FORMATS[meta.format] : undefined;
  if (!ext)
    throw new NotAnImage(`not a PNG, JPEG, WebP or GIF image${meta.format ? ` (${meta.format})` : ''}`);
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new NotAnImage('an image without a size');
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixels(width, height);
  return { ext, width, height, hash: hashOf(data) };
}

/** The folder of a project's derived sizes and fetched originals, relative to the uploads folder. */
export const imagesFolder = (projectId: number) => `${projectId}/images`;

export const derivedUrl = (projectId: number, hash: string, size: number) =>
  `/uploads/${imagesFolder(projectId)}/${hash}-${size}.webp`;

/**
 * Site paths of files the server names by content, or writes once under a random name (a rendered submission's
 * pages: its folder is new for every upload, and a rendering repeated after a crash writes the same bytes): a
 * year of caching is safe for them.
 */
export const IMMUTABLE_UPLOAD =
  /^\/uploads\/\d+\/(images\/[0-9a-f]{24}(-\d+)?\.[a-z]+|posters\/\d+\/[a-z]+-[0-9a-f]{24}\.[a-z0-9]+|posters\/\d+\/submissions\/\d+-[0-9a-f]{24}\/page-\d+(\.dzi|-\d+\.webp|_files\/\d+\/\d+_\d+\.jpeg))$/;

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Writes beside the target and renames, so a reader never sees half a file. */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/**
 * Stores an original the server fetched (not uploaded) as uploads/<project>/images/<hash>.<ext>; answers its
 * site path. The same bytes fetched again land on the same file.
 */
export async function storeOriginal(
  uploadsDir: string,
  projectId: number,
  facts: ImageFacts,
  data: Buffer,
): Promise<string> {
  const rel = `${imagesFolder(projectId)}/${facts.hash}.${facts.ext}`;
  const file = path.join(uploadsDir, rel);
  if (!(await exists(file))) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeWhole(file, data);
  }
  return `/uploads/${rel}`;
}

/**
 * Makes the three WebP sizes of one original (skipped when they exist). The original is decoded once, shrunk to
 * the screen size, and the smaller sizes are made from those pixels. sharp works on its own threads; the
 * caller's queue keeps it to one image at a time.
 */
export async function deriveSizes(
  uploadsDir: string,
  projectId: number,
  hash: string,
  data: Buffer,
): Promise<void> {
  const files = SIZES.map((size) => path.join(uploadsDir, `${imagesFolder(projectId)}/${hash}-${size}.webp`));
  if ((await Promise.all(files.map(exists))).every(Boolean)) return;
  await fs.mkdir(path.dirname(files[0]!), { recursive: true });
  const largest = Math.max(...SIZES);
  const base = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  for (const [i, size] of SIZES.entries()) {
    // effort 2: a fifth of the default's time for a file about 5% larger (measured, decision 025).
    const out = await sharp(base.data, { raw })
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
    await writeWhole(files[i]!, out);
  }
}
