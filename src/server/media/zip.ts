// The one zip reader (yauzl): a zip's entries from its central directory, bounded before anything is inflated,
// and proof that entries inflate to no more than they claim. Kept free of heavy imports: the spreadsheet parsing
// worker loads it.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MediaRefused } from '@server/media/errors';
import type { ZipLimits } from '@server/media/limits';

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number };

/** A zip read by its directory: the entries (bounded by the limits), one small entry's text, and closing it. */
export type OpenZip = {
  entries: ZipEntry[];
  /** The text of entry `name` if it inflates to at most maxBytes; null if there is none or it is larger. */
  text(name: string, maxBytes: number): Promise<string | null>;
  /** Inflates every entry, each held to its stated size: a directory that lies is ZIP_DAMAGED. */
  verifySizes(): Promise<void>;
  close(): void;
};

const damaged = (why: string) => new MediaRefused('ZIP_DAMAGED', `The zip is damaged: ${why}`);

/** yauzl's refusals as ours: a split archive has its own code, anything else is damaged. */
function refusal(err: unknown): MediaRefused {
  if (err instanceof MediaRefused) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/multi-disk/i.test(message))
    return new MediaRefused('ZIP_SPLIT', 'Split (multi-part) zip files are not supported');
  return damaged(message);
}

/**
 * Options: entries read one at a time (the directory is never held whole), sizes validated while inflating, names
 * with backslashes taken as folders (some Windows tools write them).
 */
const OPTIONS = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false };

const openSource = (source: Buffer | string): Promise<ZipFile> =>
  typeof source === 'string' ? yauzl.openPromise(source, OPTIONS) : yauzl.fromBufferPromise(source, OPTIONS);

/** The directory's entries in order, refused on the way past the limits (each entry's ratio, then the total). */
function readDirectory(zip: ZipFile, limits: ZipLimits): Promise<{ entries: ZipEntry[]; raw: Entry[] }> {
  if (zip.entryCount > limits.maxEntries)
    return Promise.reject(
      new MediaRefused(
        'ZIP_TOO_MANY_ENTRIES',
        `The zip has ${zip.entryCount} entries; at most ${limits.maxEntries}`,
        {
          entries: zip.entryCount,
          max: limits.maxEntries,
        },
      ),
    );
  return new Promise((resolve, reject) => {
    const entries: ZipEntry[] = [];
    const raw: Entry[] = [];
    let unpacked = 0;
    zip.on('error', (err) => reject(refusal(err)));
    zip.on('end', () => resolve({ entries, raw }));
    zip.on('entry', (e: Entry) => {
      const entry = {
        name: e.fileName,
        method: e.compressionMethod,
        compressedSize: e.compressedSize,
        size: e.uncompressedSize,
      };
      if (entry.size > limits.ratioCheckedFrom && entry.size > entry.compressedSize * limits.maxRatio) {
        const ratio = Math.round(entry.size / Math.max(1, entry.compressedSize));
        return reject(
          new MediaRefused(
            'ZIP_RATIO',
            `The entry "${entry.name}" unpacks to ${ratio} times its packed size`,
            {
              name: entry.name,
              ratio,
              max: limits.maxRatio,
            },
          ),
        );
      }
      unpacked += entry.size;
      if (unpacked > limits.maxUnpackedBytes)
        return reject(
          new MediaRefused('ZIP_TOO_LARGE', `The zip unpacks to more than ${limits.maxUnpackedBytes} bytes`, {
            maxBytes: limits.maxUnpackedBytes,
          }),
        );
      entries.push(entry);
      raw.push(e);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Inflates one entry into nothing but a count (or into `keep`, up to its stated size). */
async function inflate(zip: ZipFile, entry: Entry, keep?: Buffer[]): Promise<void> {
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
    throw new MediaRefused(
      'ZIP_METHOD',
      `The entry "${entry.fileName}" uses compression method ${entry.compressionMethod}`,
    );
  const stream = await zip.openReadStreamPromise(entry);
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        keep?.push(chunk);
        done();
      },
    }),
  );
}

/**
 * Opens a zip (a file, read from its end without loading it; or bytes in memory) and reads its directory within
 * `limits`. Refusals are MediaRefused: ZIP_DAMAGED (not a zip, or a crafted directory), ZIP_SPLIT,
 * ZIP_TOO_MANY_ENTRIES, ZIP_RATIO, ZIP_TOO_LARGE; ZIP_METHOD when inflating.
 */
export async function openZip(source: Buffer | string, limits: ZipLimits): Promise<OpenZip> {
  let zip: ZipFile;
  try {
    zip = await openSource(source);
  } catch (err) {
    throw refusal(err);
  }
  try {
    const { entries, raw } = await readDirectory(zip, limits);
    return {
      entries,
      async text(name, maxBytes) {
        const entry = raw.find((e) => e.fileName === name);
        if (!entry || entry.uncompressedSize > maxBytes || entry.compressedSize > maxBytes) return null;
        const chunks: Buffer[] = [];
        try {
          await inflate(zip, entry, chunks);
        } catch {
          return null;
        }
        return Buffer.concat(chunks).toString('utf8');
      },
      async verifySizes() {
        try {
          for (const entry of raw) await inflate(zip, entry);
        } catch (err) {
          throw refusal(err);
        }
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw refusal(err);
  }
}
