// Test helper: PDFs made to be refused, written by hand and kept tiny on disk (docs/decisions/041-poster-files.md).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {
  A0_PT,
  buildPdf,
  onePageObjects,
  onePagePdf,
  stream,
  textLines,
} from '@server/media/pdf-writer.test-kit';

/** A 5 x 5 m page (14,173 pt a side): PAGE_TOO_LARGE. */
export function hugePagePdf(): Buffer {
  const side = Math.round((5000 / 25.4) * 72);
  return onePagePdf(side, side, textLines(['Five metres'], 400, side));
}

/** `count` pages, every one drawing the same content stream: TOO_MANY_PAGES. */
export function manyPagesPdf(count: number): Buffer {
  const first = 4;
  const kids = Array.from({ length: count }, (_, i) => `${first + i} 0 R`).join(' ');
  const pages = Array.from(
    { length: count },
    () => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>`,
  );
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    stream('', '0 0 1 rg 100 100 200 200 re f'),
    ...pages,
  ]);
}

/**
 * One A0 page whose Flate content stream inflates to `gigabytes` GB of path construction (`l` operators never
 * painted, so the path only grows): ~1 MB on disk. Built without inflating anything: one deflate block of 1 MB of
 * operators, ended by a full flush (so it depends on no earlier data), is repeated, then a final empty block.
 */
export function decompressionBombPdf(gigabytes = 1.1): Buffer {
  const ops = Buffer.from('1 1 l 2 2 l 3 1 l 4 2 l\n'.repeat(Math.floor((1024 * 1024) / 24)), 'latin1');
  const block = zlib.deflateRawSync(ops, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const repeats = Math.ceil((gigabytes * 1024 ** 3) / ops.length);
  const body = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    zlib.deflateRawSync('0 0 m\n', { finishFlush: zlib.constants.Z_FULL_FLUSH }),
    ...Array.from({ length: repeats }, () => block),
    Buffer.from([0x03, 0x00]),
    // The Adler-32 of 1 GB is not computed here; readers inflate the blocks before they could check it.
    Buffer.from([0, 0, 0, 0]),
  ]);
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A0_PT.width} ${A0_PT.height}] /Contents 4 0 R >>`,
    stream('/Filter /FlateDecode', body),
  ]);
}

/**
 * An A0 page drawing one JBIG2 image whose dictionary and page information claim 65535 x 65535 pixels (4.3 billion)
 * in under 1 KB: its stream is a page-information segment and an end-of-page segment (ITU T.88, 7.2 and 7.4.8),
 * so a decoder allocates the whole page before it finds nothing to draw.
 */
export function jbig2BombPdf(side = 65535): Buffer {
  const segment = (number: number, type: number, data: Buffer) => {
    const header = Buffer.alloc(11);
    header.writeUInt32BE(number, 0);
    header.writeUInt8(type, 4); // the segment's type; no referred-to segments; page 1; the data's length
    header.writeUInt8(0, 5);
    header.writeUInt8(1, 6);
    header.writeUInt32BE(data.length, 7);
    return Buffer.concat([header, data]);
  };
  const pageInformation = Buffer.alloc(19);
  pageInformation.writeUInt32BE(side, 0);
  pageInformation.writeUInt32BE(side, 4);
  const jbig2 = Buffer.concat([segment(0, 48, pageInformation), segment(1, 49, Buffer.alloc(0))]);
  const image = stream(
    `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray ` +
      '/BitsPerComponent 1 /Filter /JBIG2Decode',
    jbig2,
  );
  const { width, height } = A0_PT;
  return buildPdf(onePageObjects(width, height, `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`, [image]));
}

/** A valid one-page PDF whose cross-reference table points every object 7 bytes off. */
export function brokenXrefPdf(): Buffer {
  const objects = onePageObjects(
    A0_PT.width,
    A0_PT.height,
    textLines(['Broken xref, readable body'], 72, A0_PT.height),
  );
  return buildPdf(objects, { xrefShift: 7 });
}

/** A PDF header followed by noise: nothing a reader can repair. */
export function garbagePdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), crypto.randomBytes(4096)]);
}

/** The 32 bytes the standard security handler pads passwords with (PDF 1.7, 7.6.3.3, algorithm 2). */
const PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => crypto.createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

/**
 * One A0 page encrypted by the standard security handler, revision 2 (RC4, 40-bit key), that needs the user
 * password `userPassword` to be opened: PDF_ENCRYPTED. Its content stream is encrypted with the object's key, so
 * the file opens and renders with the password (the test proves it with `pdfinfo -upw`).
 */
export function encryptedPdf(userPassword: string, ownerPassword = 'owner'): Buffer {
  const id = crypto.randomBytes(16);
  const permissions = -44;
  const ownerKey = md5(padded(ownerPassword)).subarray(0, 5);
  const o = rc4(ownerKey, padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), o, p, id).subarray(0, 5);
  const u = rc4(key, PAD);
  const objectKey = (num: number) =>
    md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);
  const content = Buffer.from(textLines(['Secret poster'], 120, A0_PT.height), 'latin1');
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A0_PT.width} ${A0_PT.height}] /Contents 4 0 R ` +
        '/Resources << /Font << /F1 5 0 R >> >> >>',
      stream('', rc4(objectKey(4), content)),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${permissions} >>`,
    ],
    { trailer: `/Encrypt 6 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>]` },
  );
}
