// Pictures for tests, made (and measured) with the library the server reads them with.
import sharp from 'sharp';

export type TestImageOptions = {
  width: number;
  height: number;
  format?: 'png' | 'jpeg' | 'webp' | 'gif';
  /** EXIF orientation (1-8) written into a JPEG: 6 means "turn 90 degrees clockwise to show". */
  orientation?: number;
};

/**
 * A picture in any format the server takes, made with the library the server reads it with: a colour field with
 * a white bar across its top, so rotation is visible.
 */
export async function testImage({
  width,
  height,
  format = 'png',
  orientation,
}: TestImageOptions): Promise<Buffer> {
  const bar = await sharp({
    create: { width, height: Math.max(1, Math.round(height / 8)), channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).composite([
    { input: bar, top: 0, left: 0 },
  ]);
  if (orientation) return image.jpeg().withMetadata({ orientation }).toBuffer();
  return image.toFormat(format).toBuffer();
}

/** Width and height of an image file as stored (no rotation applied). */
export async function sizeOf(data: Buffer): Promise<{ width: number; height: number; format: string }> {
  const meta = await sharp(data).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

/** A field of one colour (or a transparent ground), in any format the server takes. */
export async function plainImage({
  width,
  height,
  format = 'png',
  background = '#2b6cb0',
  transparent = false,
}: {
  width: number;
  height: number;
  format?: 'png' | 'jpeg' | 'webp';
  background?: string;
  transparent?: boolean;
}): Promise<Buffer> {
  const ground = transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : background;
  return sharp({ create: { width, height, channels: transparent ? 4 : 3, background: ground } })
    .toFormat(format)
    .toBuffer();
}

/** An SVG drawing made into a PNG (its ground stays transparent where nothing is drawn). */
export async function drawnImage(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The same picture written again in another format. */
export async function convertedImage(data: Buffer, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp(data).toFormat(format).toBuffer();
}

/** What a stored image file says of itself: format, size and whether it keeps transparency. */
export async function imageFacts(
  input: Buffer | string,
): Promise<{ format: string; width: number; height: number; hasAlpha: boolean }> {
  const meta = await sharp(input).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha };
}

/** An image's pixels, row by row (RGBA when `alpha`, else as stored), to look at what was drawn. */
export async function imagePixels(
  input: Buffer | string,
  { alpha = false }: { alpha?: boolean } = {},
): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const image = alpha ? sharp(input).ensureAlpha() : sharp(input);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
