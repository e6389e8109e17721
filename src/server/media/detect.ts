// What a file is, told by its content, never by its name: a poster file (docs/decisions/041-poster-files.md), a
// poster's image or audio file.
import fs from 'node:fs/promises';
import type { SubmissionFileKind } from '@shared/contracts/submissions';
import { DECK_ZIP_LIMITS } from '@server/media/limits';
import { openZip } from '@server/media/zip';

/** PDF readers accept junk before the header (mail gateways, some exporters add it); so do we, up to 1 KB. */
const PDF_HEADER_WITHIN = 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ODP_MIMETYPE = 'application/vnd.oasis.opendocument.presentation';

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buf, 0, length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The kind of a poster file from its bytes: PDF, PNG, JPEG, WebP, or a slide deck (.pptx, .odp: zip files told by
 * their parts; .ppt: an OLE2 compound file holding a "PowerPoint Document" stream). Anything else: null.
 */
export async function detectPosterFile(file: string): Promise<SubmissionFileKind | null> {
  const head = await readHead(file, PDF_HEADER_WITHIN + 8);
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (head.subarray(0, 8).equals(PNG)) return 'png';
  if (head.subarray(0, 3).equals(JPEG)) return 'jpeg';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.toString('latin1', 0, 2) === 'PK') return zipKind(file);
  if (head.subarray(0, 8).equals(CFB)) return (await hasPowerPointStream(file)) ? 'ppt' : null;
  // Checked last, so an image or a deck that carries "%PDF-" in its first kilobyte stays what its magic says.
  if (hasPdfHeader(head)) return 'pdf';
  return null;
}

/** Whether a file's first bytes hold a PDF's header ("%PDF-"), at the start or within its first kilobyte. */
export function hasPdfHeader(head: Buffer): boolean {
  return head.subarray(0, PDF_HEADER_WITHIN + 5).includes('%PDF-');
}

/** A deck's zip by its parts; a zip that is damaged, crafted or past its bounds is no deck (null). */
async function zipKind(file: string): Promise<SubmissionFileKind | null> {
  const zip = await openZip(file, DECK_ZIP_LIMITS).catch(() => null);
  if (!zip) return null;
  try {
    const names = new Set(zip.entries.map((e) => e.name));
    if (names.has('ppt/presentation.xml')) return 'pptx';
    if (names.has('mimetype') && (await zip.text('mimetype', 1024))?.trim() === ODP_MIMETYPE) return 'odp';
    return null;
  } finally {
    zip.close();
  }
}

/** "PowerPoint Document" in UTF-16LE, as a compound file's directory entry names it. */
const PPT_STREAM = Buffer.from('PowerPoint Document\0', 'utf16le');
const CHUNK = 1024 * 1024;

/**
 * Whether a compound file's directory holds a stream named "PowerPoint Document". Directory entries are 128 bytes,
 * aligned to 128 in the file (sectors are 512 or 4096 bytes after a header of the same size): an entry is the name
 * (UTF-16LE, zero-padded to 64 bytes), its byte length with the terminator at 0x40 (40 here), and its type at 0x42
 * (2: a stream). The file is read in chunks, never whole, and the match is exact, so a slide's text that happens to
 * say "PowerPoint Document" in UTF-16 at another offset does not count.
 */
async function hasPowerPointStream(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(CHUNK + 128);
    for (let offset = 0; ; offset += CHUNK) {
      const { bytesRead } = await handle.read(buf, 0, CHUNK + 128, offset);
      if (bytesRead === 0) return false;
      const view = buf.subarray(0, bytesRead);
      for (let at = view.indexOf(PPT_STREAM); at >= 0; at = view.indexOf(PPT_STREAM, at + 1)) {
        if (at >= CHUNK) break;
        const isEntry = (offset + at) % 128 === 0 && at + 0x43 <= view.length;
        if (isEntry && view.readUInt16LE(at + 0x40) === PPT_STREAM.length && view[at + 0x42] === 2)
          return true;
      }
      if (bytesRead < CHUNK + 128) return false;
    }
  } finally {
    await handle.close();
  }
}

/**
 * Files an admin uploads for a poster (images, audio). The type is decided by the file's first bytes, never by
 * its name, and the stored name is random with the extension of the detected type, so an uploaded file can only
 * ever be served as the image or audio it really is. Files live in uploadsDir/<projectId>/posters/<posterId>/.
 */
export type FileKind = { ext: string; mime: string };

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

export function detectImage(buf: Buffer): FileKind | null {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a'))
    return { ext: 'gif', mime: 'image/gif' };
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

// ISO base media brands used by AAC/ALAC audio in an .m4a container.
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'mp42', 'mp41', 'isom', 'iso2', 'iso5', 'iso6', 'dash']);

export function detectAudio(buf: Buffer): FileKind | null {
  if (buf.length >= 3 && ascii(buf, 0, 3) === 'ID3') return { ext: 'mp3', mime: 'audio/mpeg' };
  // An MPEG audio frame header: 11 sync bits, a valid version and layer III.
  if (
    buf.length >= 2 &&
    buf[0] === 0xff &&
    (buf[1]! & 0xe0) === 0xe0 &&
    (buf[1]! & 0x18) !== 0x08 &&
    (buf[1]! & 0x06) === 0x02
  ) {
    return { ext: 'mp3', mime: 'audio/mpeg' };
  }
  if (buf.length >= 12 && ascii(buf, 4, 8) === 'ftyp' && M4A_BRANDS.has(ascii(buf, 8, 12)))
    return { ext: 'm4a', mime: 'audio/mp4' };
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WAVE')
    return { ext: 'wav', mime: 'audio/wav' };
  if (buf.length >= 4 && ascii(buf, 0, 4) === 'OggS') return { ext: 'ogg', mime: 'audio/ogg' };
  return null;
}
