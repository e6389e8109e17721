import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useTestApp } from '@server/test/test-app';
import { assertSubmissionOpen } from '../submissions/submissions.service';
import { signInPresenter } from './presenter-link.test-kit';
import { SETTINGS_BEFORE_SAVED } from '../submissions/submission-settings.test-kit';
import { slidesSupported } from '@server/media';

/** The presenter's page, and the check every upload makes (assertSubmissionOpen). */
const t = useTestApp({ maxPosterBytes: 50 * 1024 * 1024 });

async function setup() {
  const project = await fx.makeProject(t.db);
  const poster = await fx.makePoster(t.db, project.id, { title: 'My poster', author: '홍길동' });
  const { cookie } = await signInPresenter(t, project.id, poster.id, { presenter_name: '윤발표' });
  const page = async () => {
    const res = await t.app.inject({
      url: `/api/projects/${project.id}/presenter/poster`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { project, poster, page };
}

describe("the presenter's page", () => {
  it('shows the poster, the settings, the rules, the newest file and the approved one', async () => {
    const s = await setup();
    const empty = await s.page();
    expect(empty).toEqual({
      poster: {
        id: s.poster.id,
        number: 1,
        title: 'My poster',
        author: '홍길동',
        presenter_name: '윤발표',
        download_refused: false,
        after_event_refused: false,
      },
      settings: SETTINGS_BEFORE_SAVED,
      open: true,
      rules: {
        max_mb: 50,
        slides: await slidesSupported(),
        kinds: (await slidesSupported())
          ? ['pdf', 'png', 'jpeg', 'webp', 'pptx', 'ppt', 'odp']
          : ['pdf', 'png', 'jpeg', 'webp'],
      },
      submission: null,
      approved: null,
    });
    const approved = await fx.makeSubmission(t.db, s.project.id, s.poster.id, {
      status: 'approved',
      pages: 2,
    });
    const both = await s.page();
    expect(both.submission).toMatchObject({ id: approved.id, status: 'approved', file_name: 'poster.pdf' });
    expect(both.submission.pages).toHaveLength(2);
    expect(both.approved).toBeNull();
    const fixing = await fx.makeSubmission(t.db, s.project.id, s.poster.id, {
      status: 'needs_fix',
      note: '글자가 너무 작습니다',
    });
    const later = await s.page();
    expect(later.submission).toMatchObject({
      id: fixing.id,
      status: 'needs_fix',
      note: '글자가 너무 작습니다',
    });
    expect(later.approved).toMatchObject({ id: approved.id, status: 'approved' });
    expect(later.approved.pages[0].dzi_url).toBe(`/uploads/${approved.folder}/page-1.dzi`);
  });
});

describe('assertSubmissionOpen', () => {
  const check = (projectId: number) =>
    t.db.transaction().execute((trx) => assertSubmissionOpen(trx, projectId));
  const closed = async (projectId: number) => {
    const err = await check(projectId).then(
      () => null,
      (e: unknown) => e as { code: string; status: number },
    );
    expect(err).toMatchObject({ code: 'SUBMISSION_CLOSED', status: 409 });
  };

  it('lets uploads in before the deadline (or without one), and refuses them after it or in an inactive project', async () => {
    const s = await setup();
    await expect(check(s.project.id)).resolves.toBeUndefined();
    const settings = (deadline: string) =>
      t.db
        .insertInto('submission_settings')
        .values({
          project_id: s.project.id,
          deadline,
          auto_approve: 0,
          poster_format: 'a0-portrait',
          updated_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('project_id').doUpdateSet({ deadline }))
        .execute();
    await settings(new Date(Date.now() + 60_000).toISOString());
    await expect(check(s.project.id)).resolves.toBeUndefined();
    await settings(new Date(Date.now() - 1).toISOString());
    await closed(s.project.id);
    expect((await s.page()).open).toBe(false);
    await settings(new Date(Date.now() + 60_000).toISOString());
    await t.db.updateTable('projects').set({ is_active: 0 }).where('id', '=', s.project.id).execute();
    await closed(s.project.id);
  });
});
