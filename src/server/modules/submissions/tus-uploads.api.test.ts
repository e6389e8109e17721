import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePoster } from '@server/test/fixture-rows';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';
import { removeExpiredUploads } from './tus-store';
import { presenterOfNewPoster, processingPdf, storedSubmission } from './uploads.test-kit';
import { TUS, tusCreate, tusHead, tusPatch } from './tus.test-kit';

// Raw tus 1.0 requests (tus.test-kit.ts): creation, PATCH at an offset, HEAD for the offset.
const w = useProjectAdminWorld({ config: { maxPosterBytes: 1.5 * 1024 * 1024 } });
const presenterUploads = (projectId = w.projectId) => `/api/projects/${projectId}/presenter/uploads`;
const tusFiles = () => fs.readdirSync(path.join(w.t.config.dataDir, 'tus'));

const newPresenter = (projectId = w.projectId) => presenterOfNewPoster(w.t.app, projectId);

describe('resumable uploads (tus)', () => {
  it('resumes an upload after a HEAD, then makes the submission; no one else can see or add to it', async () => {
    const { poster, client } = await newPresenter();
    const other = await newPresenter();
    const file = fs.readFileSync(posterFixture(POSTERS.koreanPoster));
    const half = Math.floor(file.length / 2);

    // The client's metadata names another poster: the server binds the upload to the presenter's own.
    const created = await tusCreate(client, presenterUploads(), file.length, {
      filename: '포스터.pdf',
      poster: String(other.poster.id),
    });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^${presenterUploads()}/[0-9a-f]{32}$`));

    const first = await tusPatch(client, location, 0, file.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // The connection broke; a new HEAD tells where to go on.
    const resumed = await tusHead(client, location);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['upload-offset']).toBe(String(half));
    expect(resumed.headers['upload-length']).toBe(String(file.length));

    // Another presenter, another project's admin and nobody cannot see it or add to it.
    for (const stranger of [other.client, anonymous(w.t.app), w.otherProjectAdmin]) {
      const seen = await tusHead(stranger, location);
      const added = await tusPatch(stranger, location, half, Buffer.from('junk'));
      expect([401, 403, 404]).toContain(seen.statusCode);
      expect([401, 403, 404]).toContain(added.statusCode);
    }
    expect((await tusHead(other.client, location)).statusCode).toBe(404);
    expect((await tusHead(anonymous(w.t.app), location)).statusCode).toBe(401);
    expect((await tusHead(client, location)).headers['upload-offset']).toBe(String(half));

    const last = await tusPatch(client, location, half, file.subarray(half));
    expect(last.statusCode).toBe(200);
    const submission = last.json();
    expect(submission).toMatchObject(processingPdf('포스터.pdf', file.length));
    await w.t.app.jobs.idle('poster-render');
    const stored = await storedSubmission(w.t.db, submission.id);
    expect(stored).toMatchObject({ poster_id: poster.id, status: 'submitted', page_count: 1 });
    expect(stored.pages).toHaveLength(1);
    const original = path.join(w.t.config.uploadsDir, '.originals', stored.folder, 'original.pdf');
    expect(fs.readFileSync(original).equals(file)).toBe(true);

    // The upload is consumed: its parts are gone, and it is no longer found.
    expect(tusFiles()).toEqual([]);
    expect((await tusHead(client, location)).statusCode).toBe(404);
    expect(
      await w.t.db.selectFrom('submissions').where('poster_id', '=', other.poster.id).selectAll().execute(),
    ).toEqual([]);
  });

  it('refuses at creation a file over the limit, after the deadline, and without a session', async () => {
    const { id: projectId } = await w.freshProject();
    const { poster, client } = await newPresenter(projectId);
    const big = await tusCreate(client, presenterUploads(projectId), 2 * 1024 * 1024);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'FILE_TOO_LARGE', params: { limit: 1.5 } });
    expect((await tusCreate(client, presenterUploads(projectId), 0)).json().code).toBe('FILE_EMPTY');
    const deferred = await client.inject({
      method: 'POST',
      url: presenterUploads(projectId),
      headers: { ...TUS, 'upload-defer-length': '1' },
    });
    expect(deferred.statusCode).toBe(400);
    expect((await tusCreate(anonymous(w.t.app), presenterUploads(projectId), 100)).statusCode).toBe(401);
    expect((await tusCreate(w.projectAdmin, presenterUploads(), 100)).statusCode).toBe(403);

    const at = new Date(Date.now() - 1000).toISOString();
    await w.t.db
      .insertInto('submission_settings')
      .values({
        project_id: projectId,
        deadline: at,
        auto_approve: 0,
        poster_format: 'a0-portrait',
        updated_at: at,
      })
      .execute();
    const closed = await tusCreate(client, presenterUploads(projectId), 100);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SUBMISSION_CLOSED');
    expect(
      await w.t.db.selectFrom('submissions').where('poster_id', '=', poster.id).selectAll().execute(),
    ).toEqual([]);
    expect(tusFiles()).toEqual([]);
  });

  it('refuses a finished upload that is not a poster file with its code, and keeps nothing', async () => {
    const { poster, client } = await newPresenter();
    const text = Buffer.from('This is a text file, not a poster.\n'.repeat(20));
    const created = await tusCreate(client, presenterUploads(), text.length, { filename: 'notes.txt' });
    const res = await tusPatch(client, created.headers.location as string, 0, text);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(tusFiles()).toEqual([]);
    expect(
      await w.t.db.selectFrom('submissions').where('poster_id', '=', poster.id).selectAll().execute(),
    ).toEqual([]);
  });

  it("takes the organiser's resumable upload for a poster, refused to others", async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    const url = w.withAdmin(`/api/projects/${w.projectId}/posters/${poster.id}/uploads`);
    const file = fs.readFileSync(posterFixture(POSTERS.a0PdfTex));
    for (const other of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await tusCreate(other, url, file.length)).statusCode).toBe(403);
    const foreign = await makePoster(w.t.db, w.otherProjectId);
    const wrong = await tusCreate(
      w.projectAdmin,
      w.withAdmin(`/api/projects/${w.projectId}/posters/${foreign.id}/uploads`),
      10,
    );
    expect(wrong.statusCode).toBe(404);

    const created = await tusCreate(w.projectAdmin, url, file.length, { filename: 'msat.pdf' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    // The upload belongs to its poster: the same admin cannot reach it under another poster.
    const elsewhere = await makePoster(w.t.db, w.projectId);
    const moved = location.replace(`/posters/${poster.id}/`, `/posters/${elsewhere.id}/`);
    expect((await tusHead(w.projectAdmin, moved)).statusCode).toBe(404);
    const done = await tusPatch(w.projectAdmin, location, 0, file);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ uploaded_by: 'admin', file_name: 'msat.pdf' });
    await w.t.app.jobs.idle('poster-render');
    expect(await storedSubmission(w.t.db, done.json().id)).toMatchObject({
      status: 'submitted',
      poster_id: poster.id,
    });
  });

  it('removes unfinished uploads begun more than a day ago; a younger one resumes', async () => {
    const { client } = await newPresenter();
    const file = fs.readFileSync(posterFixture(POSTERS.koreanPoster));
    const locations: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await tusCreate(client, presenterUploads(), file.length, { filename: `p${i}.pdf` });
      locations.push(created.headers.location as string);
      expect((await tusPatch(client, locations[i]!, 0, file.subarray(0, 1000))).statusCode).toBe(204);
    }
    const [old, young] = locations as [string, string];
    const record = path.join(w.t.config.dataDir, 'tus', `${old.split('/').pop()}.json`);
    const info = JSON.parse(fs.readFileSync(record, 'utf8'));
    info.creation_date = new Date(Date.now() - 25 * 3600_000).toISOString();
    fs.writeFileSync(record, JSON.stringify(info));

    expect(await removeExpiredUploads(w.t.config)).toBe(1);
    expect((await tusHead(client, old)).statusCode).toBe(404);
    expect(tusFiles().sort()).toEqual([young.split('/').pop(), `${young.split('/').pop()}.json`].sort());
    const done = await tusPatch(client, young, 1000, file.subarray(1000));
    expect(done.statusCode).toBe(200);
    await w.t.app.jobs.idle('poster-render');
    expect(tusFiles()).toEqual([]);
  });

  it("takes POST on the collection only; a stranger's DELETE of an upload is 404 and it resumes after", async () => {
    const { poster, client } = await newPresenter();
    const other = await newPresenter();
    const file = fs.readFileSync(posterFixture(POSTERS.koreanPoster));
    const created = await tusCreate(client, presenterUploads(), file.length, { filename: 'mine.pdf' });
    const location = created.headers.location as string;
    expect((await tusPatch(client, location, 0, file.subarray(0, 2000))).statusCode).toBe(204);

    // A creation POSTed to an upload's URL, and HEAD, PATCH or DELETE on the collection: no such endpoint.
    const onItem = await tusCreate(client, location, file.length);
    expect(onItem.statusCode).toBe(404);
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      const res = await client.inject({ method, url: presenterUploads(), headers: TUS });
      expect(res.statusCode, method).toBe(404);
    }

    // Another presenter and another project's admin cannot end it.
    for (const stranger of [other.client, w.otherProjectAdmin]) {
      const removed = await stranger.inject({ method: 'DELETE', url: location, headers: TUS });
      expect([403, 404]).toContain(removed.statusCode);
    }
    expect((await other.client.inject({ method: 'DELETE', url: location, headers: TUS })).statusCode).toBe(
      404,
    );
    expect((await tusHead(client, location)).headers['upload-offset']).toBe('2000');
    const done = await tusPatch(client, location, 2000, file.subarray(2000));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ file_name: 'mine.pdf', status: 'processing' });
    await w.t.app.jobs.idle('poster-render');
    const rows = await w.t.db
      .selectFrom('submissions')
      .select('poster_id')
      .where('id', '=', done.json().id)
      .execute();
    expect(rows).toEqual([{ poster_id: poster.id }]);
    expect(tusFiles()).toEqual([]);
  });
});
