import { describe, expect, it } from 'vitest';
import { png } from '@server/test/fixture-files';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { posterUpload, presenterOfNewPoster, storedSubmission } from './uploads.test-kit';

// A poster file's name as the presenter's computer gave it: cut to length, without a path or bidirectional
// format characters, wherever it is stored, listed or downloaded.
const w = useProjectAdminWorld();
const presenterUrl = (projectId = w.projectId) => `/api/projects/${projectId}/presenter/poster/file`;

const newPresenter = (projectId = w.projectId) => presenterOfNewPoster(w.t.app, projectId);

describe("a poster file's name", () => {
  it('cuts a long file name to 255 characters and drops any path in it', async () => {
    const { client } = await newPresenter();
    const name = `${'가'.repeat(300)}.png`;
    const res = await client.inject({
      method: 'POST',
      url: presenterUrl(),
      ...posterUpload(png(40, 60), name, 'image/png'),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().file_name).toBe('가'.repeat(255));
    await w.t.app.jobs.idle('poster-render');
  });

  it('drops bidirectional format characters from a file name: stored, listed and downloaded clean', async () => {
    const { client, poster } = await newPresenter();
    const name = 'rt-poster\u202Efdp.\u200Fp\u2066n\u2069g';
    const res = await client.inject({
      method: 'POST',
      url: presenterUrl(),
      ...posterUpload(png(40, 60), name, 'image/png'),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().file_name).toBe('rt-posterfdp.png');
    await w.t.app.jobs.idle('poster-render');
    const stored = await storedSubmission(w.t.db, res.json().id);
    expect(stored.file_name).toBe('rt-posterfdp.png');
    const approved = await w.projectAdmin.inject({
      method: 'PUT',
      url: `/api/projects/${w.projectId}/posters/${poster.id}/submission`,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const download = await w.projectAdmin.inject({
      url: `/api/projects/${w.projectId}/posters/${poster.id}/file`,
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="rt-posterfdp.png"; filename*=UTF-8''rt-posterfdp.png`,
    );
  });
});
