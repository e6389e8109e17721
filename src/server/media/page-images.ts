// A rendered page's files: deep-zoom tiles and WebP sizes, made by sharp on its own threads.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PAGE_SIZES, pageBaseName } from '@server/media/sizes';

/**
 * From one full-resolution raster of page `number` (an intermediate file, removed after): `page-<n>.dzi` with
 * `page-<n>_files/<level>/<col>_<row>.jpeg` (256 px tiles), and `page-<n>-<size>.webp` for each of PAGE_SIZES
 * (long side at most that size; a smaller page is not enlarged). Answers the full-resolution size.
 */
export async function writePageImages(
  raster: string,
  outDir: string,
  number: number,
  limitInputPixels: number,
): Promise<{ width: number; height: number }> {
  const base = path.join(outDir, pageBaseName(number));
  const open = (file: string) => sharp(file, { limitInputPixels, sequentialRead: true });
  try {
    const { width, height } = await open(raster).metadata();
    if (!width || !height) throw new Error(`The rendered page ${number} has no size`);
    // `.dz` names the output: sharp writes `<base>.dzi` and `<base>_files/` (with `.dzi` it writes `.dzi.dzi`).
    await open(raster).jpeg({ quality: 85 }).tile({ size: 256, layout: 'dz' }).toFile(`${base}.dz`);
    // libvips leaves its metadata beside the tiles; it is not for anyone to read.
    await fs.rm(path.join(`${base}_files`, 'vips-properties.xml'), { force: true });
    const sizes = [...PAGE_SIZES].sort((a, b) => b - a);
    let from = raster;
    for (const size of sizes) {
      const file = `${base}-${size}.webp`;
      await open(from)
        .resize(size, size, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toFile(file);
      // Each smaller size comes from the one above it: a 1600 px image, not the 40 Mpx page, is read again.
      from = file;
    }
    return { width, height };
  } finally {
    await fs.rm(raster, { force: true });
  }
}
