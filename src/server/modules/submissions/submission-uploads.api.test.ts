import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainImage, png } from '@server/test/fixture-files';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';
import { jbig2BombPdf } from '@server/media/hostile-pdfs.test-kit';
import {
  handPdf,
  posterUpload,
  presenterOfNewPoster,
  processingPdf,
  setSubmissionSettings,
  storedSubmission,
} from './uploads.test-kit';

// 1.5 MB: the real files used fit, the PowerPoint-for-Mac export (1.6 MB) does not.
const w = useProjectAdminWorld({ config: { maxPosterBytes: 1.5 * 1024 * 1024 } });
const presenterUrl = (projectId = w.projectId) => `/api/projects/${projectId}/presenter/poster/file`;

const newPresenter = (projectId = w.projectId) => presenterOfNewPoster(w.t.app, projectId);
const submissionsOf = (posterId: number) =>
  w.t.db.selectFrom('submissions').selectAll().where('poster_id', '=', posterId).execute();
const onDisk = (folder: string, name: string) => path.join(w.t.config.uploadsDir, folder, name);
/** Where originals (and a deck's converted PDF) are kept: never served. */
const keptAside = (folder: string, name: string) =>
  path.join(w.t.config.uploadsDir, '.originals', folder, name);
/** What waits to be taken: nothing once an upload is answered, taken or refused. */
const leftBehind = () =>
  [path.join(w.t.config.dataDir, 'incoming'), path.join(w.t.config.uploadsDir, '.incoming')].flatMap((d) =>
    fs.existsSync(d) ? fs.readdirSync(d) : [],
  );
const setDeadline = (projectId: number, deadline: string | null, auto: 0 | 1 = 0) =>
  setSubmissionSettings(w.t.db, projectId, deadline, auto);

describe('a presenter uploads a poster file', () => {
  it('takes the Korean poster PDF, renders it into deep-zoom tiles in the job, and serves them', async () => {
    const { poster, client } = await newPresenter();
    const file = posterFixture(POSTERS.koreanPoster);
    const res = await client.inject({
      method: 'POST',
      url: presenterUrl(),
      ...posterUpload(file, '포스터.pdf'),
    });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({
      ...processingPdf('포스터.pdf', fs.statSync(file).size),
      error_code: null,
      preflight: [],
      pages: [],
    });
    await w.t.app.jobs.idle('poster-render');

    const stored = await storedSubmission(w.t.db, body.id);
    expect(stored).toMatchObject({
      poster_id: poster.id,
      status: 'submitted',
      page_count: 1,
      error_code: null,
    });
    expect(stored.processed_at).not.toBeNull();
    expect(stored.text).toContain('RNA 2차 구조 예측');
    expect(stored.pages).toHaveLength(1);
    const [page] = stored.pages;
    expect(page!.height).toBeGreaterThan(page!.width); // portrait
    expect(stored.folder).toMatch(
      new RegExp(`^${w.projectId}/posters/${poster.id}/submissions/${body.id}-[0-9a-f]{24}$`),
    );

    // The original as it came, kept aside (not beside the tiles), and the tiles on disk.
    expect(fs.readFileSync(keptAside(stored.folder, 'original.pdf')).equals(fs.readFileSync(file))).toBe(
      true,
    );
    expect(fs.existsSync(onDisk(stored.folder, 'original.pdf'))).toBe(false);
    expect(fs.readdirSync(onDisk(stored.folder, 'page-1_files/0'))).toContain('0_0.jpeg');
    for (const size of [400, 800, 1600])
      expect(fs.existsSync(onDisk(stored.folder, `page-1-${size}.webp`))).toBe(true);
    expect(leftBehind()).toEqual([]);

    // Served by the static server: the DZI's XML names the page's size; the original is not served.
    const dzi = await anonymous(w.t.app).inject({
      method: 'GET',
      url: `/uploads/${stored.folder}/page-1.dzi`,
    });
    expect(dzi.statusCode).toBe(200);
    expect(dzi.body).toContain('<Image');
    expect(dzi.body).toContain('TileSize="256"');
    expect(dzi.body).toContain(`Width="${page!.width}"`);
    expect(dzi.body).toContain(`Height="${page!.height}"`);
    for (const url of [
      `/uploads/${stored.folder}/original.pdf`,
      `/uploads/.originals/${stored.folder}/original.pdf`,
      `/uploads/%2eoriginals/${stored.folder}/original.pdf`,
    ]) {
      const original = await anonymous(w.t.app).inject({ method: 'GET', url });
      expect(original.statusCode, url).toBe(404);
      expect(original.body).not.toContain('%PDF');
    }
  });

  it('approves at once when the project approves automatically', async () => {
    const { id: projectId } = await w.freshProject();
    await setDeadline(projectId, null, 1);
    const { client } = await newPresenter(projectId);
    const res = await client.inject({
      method: 'POST',
      url: presenterUrl(projectId),
      ...posterUpload(png(600, 850), 'poster.png', 'image/png'),
    });
    expect(res.statusCode).toBe(202);
    await w.t.app.jobs.idle('poster-render');
    expect(await storedSubmission(w.t.db, res.json().id)).toMatchObject({
      status: 'approved',
      page_count: 1,
    });
  });

  it('takes PNG, JPEG, WebP and PowerPoint files, each rendered by its kind', async () => {
    const picture = (format: 'jpeg' | 'webp') => plainImage({ width: 700, height: 990, format });
    const files = [
      { name: 'a.png', content: png(700, 990), kind: 'png', original: 'original.png' },
      {
        name: 'b.jpg',
        content: await picture('jpeg'),
        kind: 'jpeg',
        original: 'original.jpg',
      },
      {
        name: 'c.webp',
        content: await picture('webp'),
        kind: 'webp',
        original: 'original.webp',
      },
      {
        name: 'd.pptx',
        content: fs.readFileSync(posterFixture(POSTERS.englishPptx)),
        kind: 'pptx',
        original: 'original.pptx',
      },
    ];
    const ids = [];
    for (const f of files) {
      const { client } = await newPresenter();
      const res = await client.inject({
        method: 'POST',
        url: presenterUrl(),
        ...posterUpload(f.content, f.name),
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ file_kind: f.kind, file_name: f.name, status: 'processing' });
      ids.push(res.json().id as number);
    }
    await w.t.app.jobs.idle('poster-render');
    for (const [i, f] of files.entries()) {
      const stored = await storedSubmission(w.t.db, ids[i]!);
      expect(stored, f.name).toMatchObject({ status: 'submitted', file_kind: f.kind });
      expect(stored.pages.length).toBeGreaterThanOrEqual(1);
      expect(fs.existsSync(keptAside(stored.folder, f.original))).toBe(true);
      expect(fs.existsSync(onDisk(stored.folder, 'page-1.dzi'))).toBe(true);
      // A deck's PDF is kept beside its original, out of the served folder.
      expect(fs.existsSync(keptAside(stored.folder, 'converted.pdf'))).toBe(f.kind === 'pptx');
      expect(fs.readdirSync(onDisk(stored.folder, '')).filter((n) => !n.startsWith('page-'))).toEqual([]);
    }
  });

  it('refuses files that are not posters, empty files and files over the limit, keeping nothing', async () => {
    const { poster, client } = await newPresenter();
    const refusals = [
      {
        content: Buffer.from('Just some text, not a poster.\n'),
        name: 'notes.txt',
        code: 'FILE_TYPE_NOT_ALLOWED',
        status: 400,
      },
      {
        content: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4000, 7)]),
        name: 'poster.pdf',
        code: 'FILE_TYPE_NOT_ALLOWED',
        status: 400,
      },
      { content: Buffer.alloc(0), name: 'empty.pdf', code: 'FILE_EMPTY', status: 400 },
      {
        content: fs.readFileSync(posterFixture(POSTERS.wideMac)),
        name: 'big.pdf',
        code: 'FILE_TOO_LARGE',
        status: 413,
      },
    ];
    for (const r of refusals) {
      const res = await client.inject({
        method: 'POST',
        url: presenterUrl(),
        ...posterUpload(r.content, r.name),
      });
      expect(res.statusCode, r.name).toBe(r.status);
      expect(res.json().code, r.name).toBe(r.code);
    }
    const large = await client.inject({
      method: 'POST',
      url: presenterUrl(),
      ...posterUpload(fs.readFileSync(posterFixture(POSTERS.wideMac)), 'big.pdf'),
    });
    expect(large.json().params).toEqual({ limit: 1.5 });
    const none = await client.inject({ method: 'POST', url: presenterUrl(), payload: { file: 'x' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('FILE_MISSING');
    expect(await submissionsOf(poster.id)).toEqual([]);
    expect(leftBehind()).toEqual([]);
  });

  it('fails a hostile PDF (one page 5 m wide) with PAGE_TOO_LARGE while the server keeps answering', async () => {
    const { client } = await newPresenter();
    const fiveMetres = Math.ceil((5000 / 25.4) * 72); // points
    const res = await client.inject({
      method: 'POST',
      url: presenterUrl(),
      ...posterUpload(handPdf(fiveMetres, 2000), 'banner.pdf'),
    });
    expect(res.statusCode).toBe(202);
    const rendering = w.t.app.jobs.idle('poster-render');
    const during = await anonymous(w.t.app).inject({ method: 'GET', url: '/api/health' });
    expect(during.statusCode).toBe(200);
    await rendering;
    const stored = await storedSubmission(w.t.db, res.json().id);
    expect(stored).toMatchObject({ status: 'failed', error_code: 'PAGE_TOO_LARGE', page_count: null });
    expect(stored.pages).toEqual([]);
    expect(fs.existsSync(onDisk(stored.folder, 'page-1.dzi'))).toBe(false);
    const after = await anonymous(w.t.app).inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
  });

  it("refuses a JBIG2 bomb with IMAGE_TOO_LARGE while the next presenter's file, sent just after, renders", async () => {
    const [bomber, next] = [await newPresenter(), await newPresenter()];
    const bomb = await bomber.client.inject({
      method: 'POST',
      url: presenterUrl(),
      ...posterUpload(jbig2BombPdf(), 'poster.pdf'),
    });
    const good = await next.client.inject({
      method: 'POST',
      url: presenterUrl(),
      ...posterUpload(handPdf(2384, 3370), 'poster.pdf'),
    });
    expect([bomb.statusCode, good.statusCode]).toEqual([202, 202]);
    await w.t.app.jobs.idle('poster-render');
    expect(await storedSubmission(w.t.db, bomb.json().id)).toMatchObject({
      status: 'failed',
      error_code: 'IMAGE_TOO_LARGE',
      pages: [],
    });
    const rendered = await storedSubmission(w.t.db, good.json().id);
    expect(rendered).toMatchObject({ status: 'submitted', page_count: 1 });
  });

  it('refuses after the deadline (409), without a session (401), and a presenter of another project (403)', async () => {
    const { id: projectId } = await w.freshProject();
    const { poster, client } = await newPresenter(projectId);
    const upload = () => posterUpload(png(40, 60), 'p.png', 'image/png');
    await setDeadline(projectId, new Date(Date.now() - 60_000).toISOString());
    const closed = await client.inject({ method: 'POST', url: presenterUrl(projectId), ...upload() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SUBMISSION_CLOSED');
    await setDeadline(projectId, new Date(Date.now() + 3600_000).toISOString());

    const stranger = await anonymous(w.t.app).inject({
      method: 'POST',
      url: presenterUrl(projectId),
      ...upload(),
    });
    expect(stranger.statusCode).toBe(401);
    const elsewhere = await client.inject({ method: 'POST', url: presenterUrl(w.projectId), ...upload() });
    expect(elsewhere.statusCode).toBe(403);
    for (const other of [w.judgeClient, w.participantClient, w.projectAdmin]) {
      const res = await other.inject({ method: 'POST', url: presenterUrl(), ...upload() });
      expect([401, 403]).toContain(res.statusCode);
    }
    // A project that does not exist is not the presenter's: refused as another project's.
    const missing = await client.inject({ method: 'POST', url: presenterUrl(999_999), ...upload() });
    expect(missing.statusCode).toBe(403);
    expect(await submissionsOf(poster.id)).toEqual([]);
  });
});
