// The behaviour every MediaStorage owes, run on each implementation: the uploads folder, and an S3-compatible
// bucket on a server this file starts (s3-server.test-kit.ts), with conditional writes and with the checked
// head-then-put that stands in for them (docs/decisions/080-object-storage.md).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { LocalStorage, STAGING } from '@server/media/local-storage';
import { mediaStorage, openStorage } from '@server/media/open-storage';
import { parseStorageUrl } from '@server/media/s3-client';
import { S3Storage } from '@server/media/s3-storage';
import { startTestS3, type TestS3 } from '@server/media/s3-server.test-kit';
import type { MediaStorage } from '@server/media/storage';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.stop();
});

type Made = { storage: MediaStorage; scratch: string };
let run = 0;

/** Each test gets a storage of its own: a new folder, or a new prefix in the test server's bucket. */
const kinds: [string, (dir: string) => Made, boolean][] = [
  ['the uploads folder', (dir) => ({ storage: new LocalStorage(dir), scratch: dir }), false],
  [
    'an S3 bucket (conditional writes)',
    (dir) => ({
      // Listings paged two names at a time, so that every listing here crosses pages.
      storage: new S3Storage(parseStorageUrl(`${s3.storageUrl()}`.replace('?', `/t${++run}?`)), dir, {
        pageSize: 2,
      }),
      scratch: dir,
    }),
    true,
  ],
  [
    'an S3 bucket (head then put)',
    (dir) => ({
      storage: new S3Storage(
        parseStorageUrl(s3.storageUrl({ conditional_writes: 'false' }).replace('?', `/t${++run}?`)),
        dir,
        { pageSize: 2 },
      ),
      scratch: dir,
    }),
    true,
  ],
];

const text = async (storage: MediaStorage, key: string) => (await storage.get(key))?.toString() ?? null;
const streamed = async (storage: MediaStorage, key: string) => {
  const s = await storage.stream(key);
  if (!s) return null;
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe.each(kinds)('%s', (_name, make, onS3) => {
  let dir: string;
  let storage: MediaStorage;
  let scratch: string;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
    ({ storage, scratch } = make(dir));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes a file whole and reads it back, as bytes and as a stream; overwrites whole', async () => {
    await storage.put('1/images/a.webp', Buffer.from('first'));
    expect(await text(storage, '1/images/a.webp')).toBe('first');
    expect(await streamed(storage, '1/images/a.webp')).toBe('first');
    expect(await storage.has('1/images/a.webp')).toBe(true);
    await storage.put('1/images/a.webp', Buffer.from('second, longer'));
    expect(await text(storage, '1/images/a.webp')).toBe('second, longer');
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    await storage.put('1/big.bin', big);
    expect((await storage.get('1/big.bin'))?.equals(big)).toBe(true);
  });

  it('is reachable: the folder written to, the bucket listed', async () => {
    await storage.put('1/a.txt', Buffer.from('x'));
    expect(await storage.reachable()).toBe(true);
  });

  it('answers null and false for what is not stored', async () => {
    expect(await storage.get('1/none.webp')).toBeNull();
    expect(await storage.stream('1/none.webp')).toBeNull();
    expect(await storage.has('1/none.webp')).toBe(false);
  });

  it('an exclusive write fails on an existing key (EEXIST) and leaves it as it was', async () => {
    await storage.put('1/posters/2/a.png', Buffer.from('one'), { exclusive: true });
    await expect(
      storage.put('1/posters/2/a.png', Buffer.from('two'), { exclusive: true }),
    ).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await text(storage, '1/posters/2/a.png')).toBe('one');
  });

  it.runIf(onS3)(
    'an S3 exclusive write asks the server to refuse an existing key (If-None-Match: *) where it may',
    async () => {
      const s = storage as S3Storage;
      const sent: (string | undefined)[] = [];
      s.client.middlewareStack.add(
        (next) => async (args) => {
          const request = args.request as { method?: string; headers?: Record<string, string> };
          if (request.method === 'PUT') sent.push(request.headers?.['if-none-match']);
          return next(args);
        },
        { step: 'finalizeRequest', name: 'recordConditionalHeader' },
      );
      await storage.put('1/posters/2/b.png', Buffer.from('one'), { exclusive: true });
      await storage.put('1/posters/2/c.png', Buffer.from('one'));
      expect(sent).toEqual([s.settings.conditionalWrites ? '*' : undefined, undefined]);
    },
  );

  it('deletes a file (nothing if absent) and a folder with all in it, not its namesakes', async () => {
    for (const key of ['1/p/a', '1/p/sub/b', '1/pp/c', '1/p.txt']) await storage.put(key, Buffer.from(key));
    await storage.delete('1/p.txt');
    await storage.delete('1/p.txt');
    expect(await storage.has('1/p.txt')).toBe(false);
    await storage.deleteFolder('1/p');
    await storage.deleteFolder('1/never');
    expect((await storage.list('1/')).map((f) => f.key)).toEqual(['1/pp/c']);
  });

  it('lists by prefix with sizes and times, across pages; a folder with a trailing slash', async () => {
    const keys = ['2/images/aa-400.webp', '2/images/aa-800.webp', '2/images/ab.png', '2/plan.webp', '3/x'];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    const sorted = async (prefix: string) => (await storage.list(prefix)).map((f) => f.key).sort();
    expect(await sorted('2/images/')).toEqual(keys.slice(0, 3));
    expect(await sorted('2/images/aa')).toEqual(keys.slice(0, 2));
    expect(await sorted('2/')).toEqual(keys.slice(0, 4));
    expect(await sorted('4/')).toEqual([]);
    const [file] = await storage.list('2/plan');
    expect(file).toMatchObject({ key: '2/plan.webp', size: Buffer.byteLength('2/plan.webp') });
    expect(file!.modifiedMs).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('names the folders directly inside a prefix, and at the top', async () => {
    for (const key of ['1/images/a', '1/posters/2/b', '1/top.txt', '2/images/c', '.originals/1/x'])
      await storage.put(key, Buffer.from(key));
    expect((await storage.folders('')).sort()).toEqual(['.originals', '1', '2']);
    expect((await storage.folders('1')).sort()).toEqual(['images', 'posters']);
    expect(await storage.folders('1/posters/2')).toEqual([]);
    expect(await storage.folders('9')).toEqual([]);
  });

  it('gives a program a local file to read, named as the key, and releases it', async () => {
    await storage.put('.originals/1/posters/2/original.pdf', Buffer.from('%PDF-1.7'));
    const local = await storage.localFile('.originals/1/posters/2/original.pdf');
    expect(path.basename(local.path)).toBe('original.pdf');
    expect(await fs.readFile(local.path, 'utf8')).toBe('%PDF-1.7');
    await local.release();
    expect(await text(storage, '.originals/1/posters/2/original.pdf')).toBe('%PDF-1.7');
    await expect(
      storage.localFile('.originals/none.pdf').then((f) => fs.readFile(f.path)),
    ).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('gives a program a folder to write into, stores it under the prefix on save, keeps it after release', async () => {
    const folder = await storage.localFolder('1/posters/2/submissions/3-abc');
    await fs.mkdir(path.join(folder.path, 'page-1_files', '12'), { recursive: true });
    await fs.writeFile(path.join(folder.path, 'page-1.dzi'), '<Image/>');
    await fs.writeFile(path.join(folder.path, 'page-1_files', '12', '0_0.jpeg'), 'tile');
    await folder.save();
    await folder.release();
    expect((await storage.list('1/posters/2/submissions/3-abc/')).map((f) => f.key).sort()).toEqual([
      '1/posters/2/submissions/3-abc/page-1.dzi',
      '1/posters/2/submissions/3-abc/page-1_files/12/0_0.jpeg',
    ]);
    expect(await text(storage, '1/posters/2/submissions/3-abc/page-1_files/12/0_0.jpeg')).toBe('tile');
  });

  it('stages a received file and adopts it under its key; neither local file is left', async () => {
    const received = path.join(dir, 'received.bin');
    await fs.writeFile(received, 'upload');
    const staged = await storage.stage(received);
    expect(await exists(received)).toBe(false);
    expect(staged.startsWith(path.join(scratch, STAGING) + path.sep)).toBe(true);
    await storage.adopt('.originals/1/posters/2/s/original.pdf', staged);
    expect(await exists(staged)).toBe(false);
    expect(await text(storage, '.originals/1/posters/2/s/original.pdf')).toBe('upload');

    const written = await storage.stagingFile();
    expect(path.dirname(written)).toBe(path.join(scratch, STAGING));
    await fs.writeFile(written, 'streamed in');
    await storage.adopt('1/x.bin', written);
    expect(await text(storage, '1/x.bin')).toBe('streamed in');
    // Staging holds nothing once everything is adopted and every local copy released.
    expect(await fs.readdir(path.join(scratch, STAGING))).toEqual([]);
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['', '/etc/passwd', '../x', '1/../../x', 'a\\b', 'a\u0000b']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.has(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.localFile(key)).rejects.toThrow(/Not a storage key/);
    }
    await expect(storage.deleteFolder('..')).rejects.toThrow(/Not a storage key/);
    await expect(storage.localFolder('../x')).rejects.toThrow(/Not a storage key/);
  });
});

describe('STORAGE_URL', () => {
  it('reads the bucket, a prefix and the settings', () => {
    expect(
      parseStorageUrl(
        's3://posters/site-a?endpoint=http://127.0.0.1:9000&region=kr-standard&force_path_style=true',
      ),
    ).toEqual({
      bucket: 'posters',
      prefix: 'site-a/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'kr-standard',
      forcePathStyle: true,
      conditionalWrites: true,
    });
    expect(parseStorageUrl('s3://posters?conditional_writes=false')).toMatchObject({
      prefix: '',
      endpoint: undefined,
      forcePathStyle: false,
      conditionalWrites: false,
    });
  });

  it('is read by the configuration and chosen by openStorage, which mediaStorage answers after; unset, the folder', async () => {
    expect(loadConfig({ DATA_DIR: '/srv/posters', STORAGE_URL: 's3://b?region=r' }).storageUrl).toBe(
      's3://b?region=r',
    );
    expect(loadConfig({ DATA_DIR: '/srv/posters' }).storageUrl).toBeUndefined();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-open-'));
    try {
      expect(openStorage(dir, undefined)).toBeInstanceOf(LocalStorage);
      const bucket = openStorage(dir, s3.storageUrl());
      expect(bucket).toBeInstanceOf(S3Storage);
      expect(mediaStorage(dir)).toBe(bucket);
      expect(mediaStorage(`${dir}-other`)).toBeInstanceOf(LocalStorage);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses anything but an s3 URL with a bucket', () => {
    for (const url of ['posters', 'https://posters', 's3://', 'file:///data'])
      expect(() => parseStorageUrl(url)).toThrow(/STORAGE_URL/);
    expect(() => parseStorageUrl('s3://posters/a%2F..%2Fb')).toThrow();
  });
});
