// Uploaded poster files: their type by content, stored under random names in the poster's folder.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { originalsDir } from '@server/modules/submissions/page-urls';

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

/** The folder of one poster's uploaded files, relative to the uploads folder (posix separators). */
export const posterFolder = (projectId: number, posterId: number) => `${projectId}/posters/${posterId}`;

/** Writes the file under the poster's folder and answers its site path (/uploads/...). */
export async function storePosterFile(
  uploadsDir: string,
  projectId: number,
  posterId: number,
  prefix: string,
  kind: FileKind,
  data: Buffer,
): Promise<string> {
  const folder = posterFolder(projectId, posterId);
  await fs.mkdir(path.join(uploadsDir, folder), { recursive: true });
  const name = `${prefix}-${crypto.randomBytes(12).toString('hex')}.${kind.ext}`;
  await fs.writeFile(path.join(uploadsDir, folder, name), data, { flag: 'wx' });
  return `/uploads/${folder}/${name}`;
}

/** Removes a file this poster owns (one the upload endpoints stored); other URLs are left alone. */
export async function removeOwnedFile(
  uploadsDir: string,
  projectId: number,
  posterId: number,
  url: string | null,
): Promise<void> {
  const prefix = `/uploads/${posterFolder(projectId, posterId)}/`;
  if (!url || !url.startsWith(prefix)) return;
  const name = url.slice(prefix.length);
  if (!/^[a-z]+-[0-9a-f]{24}\.[a-z0-9]+$/.test(name)) return;
  await fs.rm(path.join(uploadsDir, posterFolder(projectId, posterId), name), { force: true });
}

/** Removes the whole folder of a deleted poster, and its submissions' originals kept aside. */
export async function removePosterFolder(
  uploadsDir: string,
  projectId: number,
  posterId: number,
): Promise<void> {
  await fs.rm(path.join(uploadsDir, posterFolder(projectId, posterId)), { recursive: true, force: true });
  await fs.rm(originalsDir(uploadsDir, posterFolder(projectId, posterId)), { recursive: true, force: true });
}
