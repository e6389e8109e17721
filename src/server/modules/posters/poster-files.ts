// Uploaded poster files (images, audio; their kind told by content: media's detect), stored under random names in
// the poster's folder through media's storage.
import crypto from 'node:crypto';
import { mediaStorage, originalsKey, type FileKind } from '@server/media';

/** The folder of one poster's uploaded files, relative to the uploads folder (posix separators). */
export const posterFolder = (projectId: number, posterId: number) => `${projectId}/posters/${posterId}`;

/**
 * Writes the file under the poster's folder and answers its site path (/uploads/...). The stored name is random
 * with the extension of the detected kind, so an uploaded file can only ever be served as what it really is.
 */
export async function storePosterFile(
  uploadsDir: string,
  projectId: number,
  posterId: number,
  prefix: string,
  kind: FileKind,
  data: Buffer,
): Promise<string> {
  const key = `${posterFolder(projectId, posterId)}/${prefix}-${crypto.randomBytes(12).toString('hex')}.${kind.ext}`;
  await mediaStorage(uploadsDir).put(key, data, { exclusive: true });
  return `/uploads/${key}`;
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
  await mediaStorage(uploadsDir).delete(`${posterFolder(projectId, posterId)}/${name}`);
}

/** Removes the whole folder of a deleted poster, and its submissions' originals kept aside. */
export async function removePosterFolder(
  uploadsDir: string,
  projectId: number,
  posterId: number,
): Promise<void> {
  const storage = mediaStorage(uploadsDir);
  await storage.deleteFolder(posterFolder(projectId, posterId));
  await storage.deleteFolder(originalsKey(posterFolder(projectId, posterId)));
}
