// What a poster file is, told by its content, never by its name (docs/decisions/041-poster-files.md).
import fs from 'node:fs/promises';
import type { SubmissionFileKind } from '@shared/contracts/submissions';
import { zipEntryNames, zipStoredText } from '@server/modules/submissions/render/zip-names';

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

async function zipKind(file: string): Promise<SubmissionFileKind | null> {
  const names = await zipEntryNames(file);
  if (!names) return null;
  if (names.includes('ppt/presentation.xml')) return 'pptx';
  if (names.includes('mimetype') && (await zipStoredText(file, 'mimetype'))?.trim() === ODP_MIMETYPE)
    return 'odp';
  return null;
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
