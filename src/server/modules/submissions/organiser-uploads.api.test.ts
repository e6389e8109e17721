import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePoster } from '@server/test/fixture-rows';
import { png } from '@server/test/fixture-files';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { removeLeftoverConversions } from '@server/media';
import { pruneIncoming } from './submission-uploads.service';
import { posterUpload, setSubmissionSettings, storedSubmission } from './uploads.test-kit';

const w = useProjectAdminWorld();
const adminUrl = (posterId: number, projectId = w.projectId) =>
  w.withAdmin(`/api/projects/${projectId}/posters/${posterId}/submission/file`);
const submissionsOf = (posterId: number) =>
  w.t.db.selectFrom('submissions').selectAll().where('poster_id', '=', posterId).execute();
const setDeadline = (projectId: number, deadline: string | null) =>
  setSubmissionSettings(w.t.db, projectId, deadline, 0);

describe('the organiser uploads for a presenter', () => {
  it('uploads as admin, also after the deadline', async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    await setDeadline(w.projectId, new Date(Date.now() - 60_000).toISOString());
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: adminUrl(poster.id),
      ...posterUpload(png(300, 420), 'organiser.png', 'image/png'),
    });
    await setDeadline(w.projectId, null);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      uploaded_by: 'admin',
      status: 'processing',
      file_name: 'organiser.png',
    });
    const audit = await w.t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('kind', '=', 'submission.uploaded')
      .where('poster_id', '=', poster.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_kind: 'admin',
      actor_id: w.projectAdminId,
      project_id: w.projectId,
    });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ submission_id: res.json().id, by: 'admin' });
    await w.t.app.jobs.idle('poster-render');
    expect(await storedSubmission(w.t.db, res.json().id)).toMatchObject({
      status: 'submitted',
      poster_id: poster.id,
    });
  });

  it('is refused to others, and 404 for a poster of another project or none', async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    const upload = posterUpload(png(40, 60), 'p.png', 'image/png');
    await w.expectRefused({
      method: 'POST',
      url: `/api/projects/${w.projectId}/posters/${poster.id}/submission/file`,
      ...upload,
    });
    const foreign = await makePoster(w.t.db, w.otherProjectId);
    for (const id of [foreign.id, 999_999]) {
      const res = await w.projectAdmin.inject({ method: 'POST', url: adminUrl(id), ...upload });
      expect(res.statusCode).toBe(404);
    }
    expect(await submissionsOf(foreign.id)).toEqual([]);
    expect(await submissionsOf(poster.id)).toEqual([]);
  });
});

describe("a deleted poster's files", () => {
  it('go with it: the served pages and the original kept aside', async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: adminUrl(poster.id),
      ...posterUpload(png(300, 420), 'gone.png', 'image/png'),
    });
    expect(res.statusCode).toBe(202);
    await w.t.app.jobs.idle('poster-render');
    const { folder } = await storedSubmission(w.t.db, res.json().id);
    const { uploadsDir } = w.t.config;
    expect(fs.existsSync(path.join(uploadsDir, '.originals', folder, 'original.png'))).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir, folder, 'page-1.dzi'))).toBe(true);
    const del = await w.projectAdmin.inject({
      method: 'DELETE',
      url: w.withAdmin(`/api/projects/${w.projectId}/posters/${poster.id}`),
    });
    expect(del.statusCode).toBe(200);
    expect(fs.existsSync(path.join(uploadsDir, '.originals', folder))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, folder))).toBe(false);
  });
});

describe('received files a crash left behind', () => {
  it('are removed when older than an hour; younger ones (still arriving) stay', async () => {
    const { dataDir, uploadsDir } = w.t.config;
    const dirs = [path.join(dataDir, 'incoming'), path.join(uploadsDir, '.incoming')];
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const dir of dirs) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'old'), 'left by a crash');
      fs.utimesSync(path.join(dir, 'old'), hoursAgo, hoursAgo);
      fs.writeFileSync(path.join(dir, 'arriving'), 'still coming');
    }
    // The bucket storage's temporary copies: one a crash left, one in use.
    const copies = path.join(uploadsDir, '.incoming');
    fs.mkdirSync(path.join(copies, 'local-left'));
    fs.writeFileSync(path.join(copies, 'local-left', 'page-1.png'), 'x');
    fs.utimesSync(path.join(copies, 'local-left'), hoursAgo, hoursAgo);
    fs.mkdirSync(path.join(copies, 'local-in-use'));
    expect(await pruneIncoming(dataDir, uploadsDir)).toBe(3);
    expect(fs.readdirSync(copies).sort()).toEqual(['arriving', 'local-in-use']);
    fs.rmSync(path.join(copies, 'local-in-use'), { recursive: true });
    for (const dir of dirs) expect(fs.readdirSync(dir)).toEqual(['arriving']);
    for (const dir of dirs) fs.rmSync(path.join(dir, 'arriving'));
  });

  it('slide conversion folders older than an hour are removed; a running one and others stay', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leftovers-'));
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const name of ['poster-soffice-old', 'poster-soffice-running', 'someone-elses']) {
      fs.mkdirSync(path.join(tmp, name, 'profile'), { recursive: true });
      fs.writeFileSync(path.join(tmp, name, 'profile', 'x'), 'x');
    }
    for (const name of ['poster-soffice-old', 'someone-elses'])
      fs.utimesSync(path.join(tmp, name), hoursAgo, hoursAgo);
    expect(await removeLeftoverConversions(tmp)).toBe(1);
    expect(fs.readdirSync(tmp).sort()).toEqual(['poster-soffice-running', 'someone-elses']);
    fs.rmSync(tmp, { recursive: true, force: true });
  });
});
