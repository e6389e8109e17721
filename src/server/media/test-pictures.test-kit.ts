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
