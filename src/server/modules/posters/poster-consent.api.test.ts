import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePoster, makeSubmission } from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';
import { originalPath } from '../submissions/page-urls';
import { presenterClient } from '../submissions/uploads.test-kit';

// Consent (decision 055): downloads, posters after the event and reading by link, as the project and the
// presenter allow them, checked as a participant, a presenter, the organiser and a stranger meet them.
const w = useProjectAdminWorld();
const FILE = Buffer.from('%PDF-1.4 the poster as its presenter made it');
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function posterWithFile(projectId = w.projectId) {
  const poster = await makePoster(w.t.db, projectId, { images: ['https://example.org/picture.png'] });
  const submission = await makeSubmission(w.t.db, projectId, poster.id, { status: 'approved' });
  const file = originalPath(w.t.config.uploadsDir, submission.folder, 'pdf');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, FILE);
  return { poster, submission };
}

async function settings(payload: Record<string, unknown>, projectId = w.projectId) {
  const res = await w.projectAdmin.inject({
    method: 'PUT',
    url: w.withAdmin(`/api/projects/${projectId}/submission-settings`),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const endedAgo = (days: number) =>
  w.t.db
    .updateTable('projects')
    .set({ end_date: daysAgo(days) })
    .where('id', '=', w.projectId)
    .execute();

const asParticipant = (posterId: number) =>
  w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters/${posterId}` });
const fileOf = (posterId: number, client = w.participantClient) =>
  client.inject({
    url:
      client === w.projectAdmin
        ? w.withAdmin(`/api/projects/${w.projectId}/posters/${posterId}/file`)
        : `/api/projects/${w.projectId}/posters/${posterId}/file`,
  });

describe('downloads', () => {
  it('are off by default for judges and participants, always on for the organiser', async () => {
    const { poster } = await posterWithFile();
    expect((await asParticipant(poster.id)).json()).toMatchObject({ downloadable: false, closed: false });
    const refused = await fileOf(poster.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DOWNLOAD_NOT_ALLOWED');
    expect((await fileOf(poster.id, w.judgeClient)).statusCode).toBe(403);
    const own = await fileOf(poster.id, w.projectAdmin);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(FILE)).toBe(true);
    expect(own.headers['content-disposition']).toContain('poster.pdf');
  });

  it('follow the project, and a presenter may refuse them for their own poster only', async () => {
    const mine = await posterWithFile();
    const other = await posterWithFile();
    await settings({ allow_download: true });
    expect((await asParticipant(mine.poster.id)).json().downloadable).toBe(true);
    const got = await fileOf(mine.poster.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(FILE)).toBe(true);

    const presenter = await presenterClient(w.t.app, mine.poster.id, w.projectId);
    const refuse = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${w.projectId}/presenter/consent`,
      payload: { download_refused: true },
    });
    expect(refuse.json()).toEqual({ download_refused: true, after_event_refused: false });
    expect((await asParticipant(mine.poster.id)).json().downloadable).toBe(false);
    expect((await fileOf(mine.poster.id)).statusCode).toBe(403);
    // The other poster is untouched; the organiser still downloads the refused one.
    expect((await asParticipant(other.poster.id)).json().downloadable).toBe(true);
    expect((await fileOf(mine.poster.id, w.projectAdmin)).statusCode).toBe(200);
    const stored = await w.t.db
      .selectFrom('posters')
      .select(['id', 'download_refused', 'after_event_refused'])
      .where('id', 'in', [mine.poster.id, other.poster.id])
      .orderBy('id')
      .execute();
    expect(stored.map((r) => [r.download_refused, r.after_event_refused])).toEqual([
      [1, 0],
      [0, 0],
    ]);
    const audit = await w.t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('kind', '=', 'poster.consent')
      .where('poster_id', '=', mine.poster.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_kind: 'presenter' });

    const empty = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${w.projectId}/presenter/consent`,
      payload: {},
    });
    expect(empty.json().code).toBe('NOTHING_TO_CHANGE');
    const bad = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${w.projectId}/presenter/consent`,
      payload: { download_refused: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    await settings({ allow_download: false });
  });

  it('answer 404 when no file is approved', async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    await makeSubmission(w.t.db, w.projectId, poster.id, { status: 'submitted' });
    expect((await fileOf(poster.id, w.projectAdmin)).statusCode).toBe(404);
  });
});

describe('after the event', () => {
  it("closes the posters' files to everyone but the organiser, unless the project and the presenter keep them", async () => {
    const { poster, submission } = await posterWithFile();
    await settings({ allow_download: true, online_after_end: false, close_after_days: 0 });
    await endedAgo(3);
    const closed = await asParticipant(poster.id);
    expect(closed.json()).toMatchObject({
      closed: true,
      downloadable: false,
      pages: [],
      images: [],
      image_urls: [],
      picture: null,
      audio_file: null,
      title: poster.title,
    });
    // No address of the file or its pages leaks into what participants and judges read.
    expect(closed.body).not.toContain(submission.folder);
    const list = await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters` });
    expect(list.body).not.toContain(submission.folder);
    expect((await fileOf(poster.id)).statusCode).toBe(403);
    const organiser = await w.projectAdmin.inject({
      url: w.withAdmin(`/api/projects/${w.projectId}/posters/${poster.id}`),
    });
    expect(organiser.json()).toMatchObject({ closed: true });
    expect(organiser.json().pages).toHaveLength(1);
    expect(organiser.json().picture).toMatchObject({ from: 'image', url: 'https://example.org/picture.png' });

    // Closing waits close_after_days.
    await settings({ close_after_days: 5 });
    expect((await asParticipant(poster.id)).json()).toMatchObject({ closed: false, downloadable: true });
    await settings({ close_after_days: 0, online_after_end: true });
    expect((await asParticipant(poster.id)).json()).toMatchObject({ closed: false });
    expect((await asParticipant(poster.id)).json().pages).toHaveLength(1);

    // The presenter's refusal closes theirs alone.
    const presenter = await presenterClient(w.t.app, poster.id, w.projectId);
    await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${w.projectId}/presenter/consent`,
      payload: { after_event_refused: true },
    });
    expect((await asParticipant(poster.id)).json()).toMatchObject({ closed: true, pages: [] });
    await w.t.db
      .updateTable('projects')
      .set({ end_date: '2099-05-03' })
      .where('id', '=', w.projectId)
      .execute();
    expect((await asParticipant(poster.id)).json()).toMatchObject({ closed: false });
    await settings({ allow_download: false, online_after_end: false });
  });

  it('refuses a closing time out of range', async () => {
    for (const close_after_days of [-1, 366, 1.5, '3']) {
      const res = await w.projectAdmin.inject({
        method: 'PUT',
        url: w.withAdmin(`/api/projects/${w.projectId}/submission-settings`),
        payload: { close_after_days },
      });
      expect(res.statusCode, String(close_after_days)).toBe(400);
    }
  });
});

describe('reading by link without an account', () => {
  it('answers nothing until the project allows it, then the poster as participants see it', async () => {
    const { poster } = await posterWithFile();
    await w.t.db
      .updateTable('posters')
      .set({ presenter_email: 'secret@example.org' })
      .where('id', '=', poster.id)
      .execute();
    const url = `/api/projects/${w.projectId}/public-posters/${poster.id}`;
    expect((await anonymous(w.t.app).inject({ url })).json()).toEqual({ poster: null });
    await settings({ public_links: true });
    const open = await anonymous(w.t.app).inject({ url });
    expect(open.json().poster).toMatchObject({ id: poster.id, title: poster.title, presenter_email: null });
    expect(open.body).not.toContain('secret@example.org');
    const missing = await anonymous(w.t.app).inject({
      url: `/api/projects/${w.projectId}/public-posters/99999`,
    });
    expect(missing.statusCode).toBe(404);
    // Another project's poster is not found through this project.
    const { poster: theirs } = await posterWithFile(w.otherProjectId);
    const crossed = await anonymous(w.t.app).inject({
      url: `/api/projects/${w.projectId}/public-posters/${theirs.id}`,
    });
    expect(crossed.statusCode).toBe(404);
    await settings({ public_links: false });
  });
});
