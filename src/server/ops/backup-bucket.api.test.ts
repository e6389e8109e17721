import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../media';
import { startTestS3, type TestS3 } from '../media/s3-server.test-kit';
import * as fx from '../test/fixture-rows';
import { png as fixturePng, testImage } from '../test/fixture-files';
import { posterUpload } from '../modules/submissions/uploads.test-kit';
import { form } from '../modules/imports/import-files.test-kit';
import { filesOf, judgingDay, runOps, startApp, usePlaces, type Place } from './backup-places.test-kit';

/**
 * Backups of a server whose files are in a bucket (STORAGE_URL): the archive holds the bucket's objects as the
 * folder's files, and a restore puts them into an empty bucket, byte for byte; a bucket with objects in it is
 * refused before anything is written. Each place has a bucket on an S3 server of its own.
 */
const servers: TestS3[] = [];
beforeAll(async () => {
  for (let i = 0; i < 3; i++) servers.push(await startTestS3());
});
afterAll(async () => {
  for (const s of servers) await s.stop();
});
const place = usePlaces();
const onBucket = async (i: number): Promise<Place> => ({
  ...(await place()),
  storageUrl: servers[i]!.storageUrl(),
});
/** Every object of a place's bucket by key, with its bytes. */
async function objectsOf(p: Place): Promise<Map<string, string>> {
  const storage = openStorage(p.uploadsDir, p.storageUrl);
  const out = new Map<string, string>();
  for (const { key } of await storage.list('')) out.set(key, (await storage.get(key))!.toString('base64'));
  return out;
}

describe('a backup of a server on a bucket', () => {
  it("holds the bucket's objects and restores them into an empty bucket, served by the restored server", async () => {
    const source = await onBucket(0);
    const s = await startApp(source);
    const { project, admin, judges } = await judgingDay(s, 1, 2);
    const organiser = await fx.sessionFor(s.app, 'admin', admin.id);
    const [posterId, filed] = judges[0]!.posterIds;
    const png = await testImage({ width: 60, height: 80, format: 'png' });
    const uploaded = await organiser.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/posters/${posterId}/images`,
      payload: form([{ name: 'poster.png', data: png }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageUrl = (uploaded.json().image_urls as string[])[0]!;
    const file = await organiser.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/posters/${filed}/submission/file?admin_id=${admin.id}`,
      ...posterUpload(fixturePng(300, 420), 'poster.png', 'image/png'),
    });
    expect(file.statusCode, file.body).toBe(202);
    await s.app.jobs.idle('poster-render');
    // A resumable upload's part still arriving: not part of the backup.
    await openStorage(source.uploadsDir, source.storageUrl).put('.tus/half/info.json', Buffer.from('{}'));
    const before = await objectsOf(source);
    before.delete('.tus/half/info.json');
    expect([...before.keys()].some((k) => k.startsWith('.originals/'))).toBe(true);
    expect([...before.keys()].some((k) => k.endsWith('.jpeg'))).toBe(true);

    const archive = path.join(source.root, 'backups', 'bucket.tar.gz');
    const run = await runOps('backup', source, archive);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${before.size} upload files`);
    await s.close();

    // Refused into a bucket that has an object, and nothing written there or in the data folder.
    const taken = await onBucket(1);
    await openStorage(taken.uploadsDir, taken.storageUrl).put('left-over.png', png);
    const refused = await runOps('restore', taken, archive);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('The bucket of STORAGE_URL is not empty (left-over.png)');
    expect([...(await objectsOf(taken)).keys()]).toEqual(['left-over.png']);

    const target = await onBucket(2);
    const restored = await runOps('restore', target, archive);
    expect(restored.code, restored.stderr).toBe(0);
    expect(await objectsOf(target)).toEqual(before);
    expect(filesOf(target.uploadsDir)).toEqual(new Map());
    const r = await startApp(target);
    try {
      const served = await r.app.inject({ url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
    } finally {
      await r.close();
    }
  });
});
