// Where the parts of a resumable upload wait (decision 085): this machine's `<dataDir>/tus` when the media are in
// the uploads folder, the media's bucket (bucket-upload-store.ts, under `.tus/`, never served) when they are on
// object storage, so that any instance takes the next request of an upload, with no routing by address.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { mediaStorage } from '@server/media';
import { BUCKET_FOLDER, BucketUploadStore } from './bucket-upload-store';

/** An unfinished upload is removed a day after it began (by the hourly chore, submissions.jobs.ts). */
const EXPIRES_MS = 24 * 3600_000;

type Settings = { dataDir: string; uploadsDir: string; storageUrl: string | undefined };

export type UploadStore = {
  datastore: FileStore | BucketUploadStore;
  /** A new upload's id in the store. */
  newId(): string;
  /** The store's id of the upload named in its URL by 32 hex characters, and back. */
  idOf(hex: string): string;
  hexOf(id: string): string;
  /** The finished upload's file as a local path for the submission; `release` removes the upload. */
  file(id: string): Promise<{ path: string; release(): Promise<void> }>;
};

/** Where the parts of the uploads of this server wait. */
export async function openUploadStore(settings: Settings): Promise<UploadStore> {
  const hex = () => crypto.randomBytes(16).toString('hex');
  if (settings.storageUrl) {
    const media = mediaStorage(settings.uploadsDir);
    const datastore = new BucketUploadStore(media, EXPIRES_MS);
    const folder = `${BUCKET_FOLDER}/`;
    return {
      datastore,
      newId: () => folder + hex(),
      idOf: (h) => folder + h,
      hexOf: (id) => id.slice(folder.length),
      file: async (id) => {
        const file = await media.stagingFile();
        await datastore.joined(id, file);
        return {
          path: file,
          release: async () => {
            await fs.rm(file, { force: true });
            await datastore.remove(id);
          },
        };
      },
    };
  }
  const directory = tusDir(settings.dataDir);
  // The store creates its folder in the background when made, throwing outside any promise if that fails.
  await fs.mkdir(directory, { recursive: true });
  const datastore = folderStore(directory);
  return {
    datastore,
    newId: hex,
    idOf: (h) => h,
    hexOf: (id) => id,
    file: async (id) => {
      const file = path.join(directory, id);
      return {
        path: file,
        release: async () => {
          await fs.rm(file, { force: true });
          await fs.rm(`${file}.json`, { force: true });
        },
      };
    },
  };
}

/** Where upload parts wait on this machine (never the served uploads folder). */
export const tusDir = (dataDir: string) => path.join(dataDir, 'tus');
const folderStore = (directory: string) =>
  new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRES_MS });

/** Removes the unfinished uploads begun more than a day ago (the chore tus-uploads-sweep). */
export async function removeExpiredUploads(settings: Settings): Promise<number> {
  return (await openUploadStore(settings)).datastore.deleteExpired();
}
