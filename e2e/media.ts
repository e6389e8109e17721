/** Small valid media files for uploads in the browser tests. */
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/**
 * A valid PNG: a coloured rectangle with a diagonal stripe. `noise` (0-255) scatters each pixel's colour by up
 * to that much (a fixed pseudo-random sequence), so the file weighs like a photographed poster, not a few KB.
 */
export function png(width: number, height: number, rgb: [number, number, number], noise = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
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
  const idat = zlib.deflateSync(rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(samples.length, 40);
  return Buffer.concat([h, samples]);
}

/** A conference logo as another host would serve it. */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" rx="12" fill="#0f766e"/><text x="120" y="52" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">ONCO</text></svg>';

/** A CSV spreadsheet of this text, as a file for an upload. */
export function csvFile(name: string, text: string) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

/** A spreadsheet (.xlsx) of these rows, the first row's keys its header, as a file for an upload. */
export function xlsxFile(name: string, rows: Record<string, string | number>[]) {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(rows), 'Sheet1');
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}
