// Two instances of the server sharing one database and one S3 bucket, each with a folder of its own on its own
// machine (nothing shared but the database and the bucket, no routing by address): a resumable upload whose
// requests alternate between them completes, and its file becomes the poster's submission.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import { openDatabase, type Database } from '@server/db/database';
import { mediaStorage } from '@server/media';
import { startTestS3, type TestS3 } from '@server/media/s3-server.test-kit';
import { makePoster } from '@server/test/fixture-rows';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { onPostgres, type Client } from '@server/test/test-app';
import { removeExpiredUploads } from './tus-store';
import { tusCreate, tusHead, tusPatch } from './tus.test-kit';
import { presenterClient, storedSubmission } from './uploads.test-kit';

let s3: TestS3;
const config: Partial<Config> = {};
beforeAll(async () => {
  s3 = await startTestS3();
  config.storageUrl = s3.storageUrl();
});
const w = useProjectAdminWorld({ config });

/** The second instance: the same database (its own pool on PostgreSQL) and bucket, its own DATA_DIR. */
let second: { app: FastifyInstance; database: Database | null; dir: string };
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-second-'));
  const database = onPostgres ? openDatabase({ databaseUrl: w.t.databaseUrl }) : null;
  const app = await buildApp({
    config: { ...w.t.config, dataDir: dir, uploadsDir: path.join(dir, 'uploads') },
    database: database ?? w.t.database,
  });
  await app.ready();
  second = { app, database, dir };
});
afterAll(async () => {
  await second?.app.close();
  await second?.database?.close();
  if (second) fs.rmSync(second.dir, { recursive: true, force: true });
  await s3?.stop();
});

/** The presenter's one session, sent to either instance (the session is a row of the shared database). */
const on = (app: FastifyInstance, client: Client): Client => ({
  cookie: client.cookie,
  inject: (opts) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: client.cookie } }),
});

describe('a resumable upload across two instances on one bucket', () => {
  it('completes with its requests alternating between the instances, and leaves no part behind', async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    const presenter = await presenterClient(w.t.app, poster.id, w.projectId);
    const [one, two] = [on(w.t.app, presenter), on(second.app, presenter)];
    const file = fs.readFileSync(posterFixture(POSTERS.koreanPoster));
    const cuts = [0, Math.floor(file.length / 3), Math.floor((2 * file.length) / 3), file.length];

    const created = await tusCreate(one, `/api/projects/${w.projectId}/presenter/uploads`, file.length, {
      filename: 'poster.pdf',
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/\/uploads\/[0-9a-f]{32}$/);

    // Part 1 on the second instance, part 2 on the first, part 3 on the second; each asks the offset first.
    const by = [two, one, two];
    for (const [i, client] of by.entries()) {
      const offset = await tusHead(client, location);
      expect(offset.statusCode).toBe(200);
      expect(offset.headers['upload-offset']).toBe(String(cuts[i]));
      const sent = await tusPatch(client, location, cuts[i]!, file.subarray(cuts[i], cuts[i + 1]));
      expect(sent.statusCode, sent.body).toBe(i < 2 ? 204 : 200);
      if (i === 2) {
        const submission = sent.json();
        expect(submission).toMatchObject({
          file_kind: 'pdf',
          file_size: file.length,
          uploaded_by: 'presenter',
        });
        await second.app.jobs.idle('poster-render');
        await w.t.app.jobs.idle('poster-render');
        const stored = await storedSubmission(w.t.db, submission.id);
        expect(stored).toMatchObject({ poster_id: poster.id, page_count: 1 });
        const original = await mediaStorage(w.t.config.uploadsDir).get(
          `.originals/${stored.folder}/original.pdf`,
        );
        expect(original?.equals(file)).toBe(true);
      }
    }

    // The upload is consumed on both: its objects are gone from the bucket, and neither instance finds it.
    expect(await mediaStorage(w.t.config.uploadsDir).list('.tus/')).toEqual([]);
    expect((await tusHead(one, location)).statusCode).toBe(404);
    expect((await tusHead(two, location)).statusCode).toBe(404);
    // Neither instance kept a part in a folder of its own.
    for (const dir of [w.t.config.dataDir, second.dir])
      expect(fs.existsSync(path.join(dir, 'tus'))).toBe(false);
  });

  it('removes from the bucket an unfinished upload begun more than a day ago; a younger one stays', async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    const presenter = on(second.app, await presenterClient(w.t.app, poster.id, w.projectId));
    const url = `/api/projects/${w.projectId}/presenter/uploads`;
    const [old, young] = [await tusCreate(presenter, url, 1000), await tusCreate(presenter, url, 1000)];
    const [oldId, youngId] = [old, young].map((r) => `.tus/${String(r.headers.location).split('/').pop()}`);
    expect(
      (await tusPatch(presenter, old.headers.location as string, 0, Buffer.alloc(10, 1))).statusCode,
    ).toBe(204);
    const media = mediaStorage(w.t.config.uploadsDir);
    const info = JSON.parse((await media.get(`${oldId}/info.json`))!.toString('utf8'));
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    await media.put(`${oldId}/info.json`, Buffer.from(JSON.stringify({ ...info, creation_date: dayAgo })));

    expect(await removeExpiredUploads(w.t.config)).toBe(1);
    expect(await media.list(`${oldId}/`)).toEqual([]);
    expect((await tusHead(presenter, old.headers.location as string)).statusCode).toBe(404);
    expect((await tusHead(presenter, young.headers.location as string)).headers['upload-offset']).toBe('0');
    expect((await media.list(`${youngId}/`)).length).toBe(1);
  });
});
