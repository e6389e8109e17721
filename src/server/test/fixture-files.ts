// The bytes of the files tests upload, built here once for the API tests, the proofs, the browser journeys
// (e2e/media.ts) and the bench: pictures, a short sound and spreadsheets. Nothing here may use a path alias:
// Playwright and the bench load this file too.
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/** A PNG chunk: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of these raw pixel rows (8-bit RGB, each row led by its filter byte). Rows that cannot fill the picture
 * make the shape of a decompression bomb: a header that claims a huge picture, almost nothing behind it.
 */
export function pngFile(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8 bits a channel, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid PNG built by hand (no image library, the same bytes every time): a coloured rectangle with a diagonal
 * stripe. `noise` (0-255) scatters each pixel's colour by up to that much (a fixed pseudo-random sequence), so
 * the file weighs like a photographed poster, not a few KB.
 */
export function png(
  width: number,
  height: number,
  rgb: [number, number, number] = [29, 78, 216],
  noise = 0,
): Buffer {
  const stride = 1 + width * 3;
  const rows = Buffer.alloc(stride * height);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(y - x / 2) < 3;
      for (let c = 0; c < 3; c++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const jitter = noise ? ((seed >>> 16) % (noise + 1)) - (noise >> 1) : 0;
        const v = stripe ? 255 : rgb[c]! + jitter;
        rows[y * stride + 1 + x * 3 + c] = Math.max(0, Math.min(255, v));
      }
    }
  }
  return pngFile(width, height, rows);
}

/** A quarter second of a 440 Hz tone as an 8 kHz, 8-bit mono WAV. */
export function wav(): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate / 4);
  for (let i = 0; i < samples.length; i++)
    samples[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + samples.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // the format block's size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28); // bytes a second
  h.writeUInt16LE(1, 32); // bytes a sample
  h.writeUInt16LE(8, 34); // bits a sample
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(samples.length, 40);
  return Buffer.concat([h, samples]);
}

export {
  convertedImage,
  drawnImage,
  imageFacts,
  imagePixels,
  plainImage,
  sizeOf,
  testImage,
  type TestImageOptions,
} from '@server/media/test-pictures.test-kit';

/**
 * A spreadsheet of these rows (the first one its header) in one sheet, made with the library the server reads
 * it with: .xlsx by default, a legacy .xls, or CSV text in UTF-8.
 */
export function spreadsheet(
  rows: unknown[][],
  opts: { book?: 'xlsx' | 'xls' | 'csv'; sheet?: string } = {},
): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), opts.sheet ?? 'Sheet1');
  if (opts.book === 'csv')
    return Buffer.from(XLSX.write(wb, { type: 'string', bookType: 'csv' }) as string, 'utf8');
  return Buffer.from(
    XLSX.write(wb, { type: 'buffer', bookType: opts.book === 'xls' ? 'biff8' : 'xlsx' }) as Buffer,
  );
}
