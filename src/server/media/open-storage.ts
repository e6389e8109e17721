// Which storage an uploads folder is: the one place that chooses (docs/decisions/073-media.md, 080-object-storage.md).
import { LocalStorage } from '@server/media/local-storage';
import { parseStorageUrl } from '@server/media/s3-client';
import { S3Storage } from '@server/media/s3-storage';
import type { MediaStorage } from '@server/media/storage';

const opened = new Map<string, MediaStorage>();

/**
 * Opens the configured storage of an uploads folder (the server's start, from STORAGE_URL): an S3-compatible
 * bucket when the URL names one, with the folder kept for temporary copies and staged uploads; the folder itself
 * otherwise. Every later `mediaStorage(uploadsDir)` answers it.
 */
export function openStorage(uploadsDir: string, storageUrl: string | undefined): MediaStorage {
  const storage = storageUrl
    ? new S3Storage(parseStorageUrl(storageUrl), uploadsDir)
    : new LocalStorage(uploadsDir);
  opened.set(uploadsDir, storage);
  return storage;
}

/**
 * Where an uploads folder's files are: the folder itself, or a bucket (STORAGE_URL). A check that reads the disk
 * (a path an organiser typed) runs on the folder only; on a bucket the caller asks the storage.
 */
export const storageKind = (uploadsDir: string): 'folder' | 'bucket' =>
  mediaStorage(uploadsDir) instanceof S3Storage ? 'bucket' : 'folder';

/** The storage of an uploads folder: the one opened for it, or the folder itself when none was (tools, tests). */
export function mediaStorage(uploadsDir: string): MediaStorage {
  let storage = opened.get(uploadsDir);
  if (!storage) {
    storage = new LocalStorage(uploadsDir);
    opened.set(uploadsDir, storage);
  }
  return storage;
}
