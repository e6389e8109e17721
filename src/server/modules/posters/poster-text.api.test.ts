// A poster read as text, end to end: a real Korean PDF uploaded by its presenter and rendered by the job; its text
// view once approved, for members and for readers by link when the project allows it.
import { describe, expect, it } from 'vitest';
import type { PosterText } from '@shared/contracts/posters';
import { anonymous } from '@server/test/test-app';
import { makePoster, makeSubmission } from '@server/test/fixture-rows';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { posterUpload, presenterClient, setSubmissionSettings } from '../submissions/uploads.test-kit';

const w = useProjectAdminWorld();
const textUrl = (posterId: number, projectId = w.projectId) =>
  `/api/projects/${projectId}/posters/${posterId}/text`;

async function readText(posterId: number): Promise<PosterText> {
  const res = await w.participantClient.inject({ method: 'GET', url: textUrl(posterId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function publicLinks(on: 0 | 1) {
  await setSubmissionSettings(w.t.db, w.projectId, null, 0);
  await w.t.db
    .updateTable('submission_settings')
    .set({ public_links: on })
    .where('project_id', '=', w.projectId)
    .execute();
}

describe('a poster read as text', () => {
  it('reads the approved Korean poster in order, with its headings, in Korean; nothing before approval', async () => {
    await publicLinks(0);
    const poster = await makePoster(w.t.db, w.projectId, { title: 'RNA 2차 구조 예측', author: '권도현' });
    const presenter = await presenterClient(w.t.app, poster.id, w.projectId);
    const upload = await presenter.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/presenter/poster/file`,
      ...posterUpload(posterFixture(POSTERS.koreanPoster), '포스터.pdf'),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    await w.t.app.jobs.idle('poster-render');

    // Submitted, not yet approved: what members see of the poster has no file, so no text either.
    expect(await readText(poster.id)).toMatchObject({ source: 'none', pages: [], lang: 'ko' });

    const review = await w.projectAdmin.inject({
      method: 'PUT',
      url: w.withAdmin(`/api/projects/${w.projectId}/posters/${poster.id}/submission`),
      payload: { status: 'approved' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const text = await readText(poster.id);
    expect(text).toMatchObject({
      poster_id: poster.id,
      number: poster.number,
      title: 'RNA 2차 구조 예측',
      source: 'layout',
      lang: 'ko',
    });
    const blocks = text.pages[0]!.blocks;
    expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toEqual([
      'RNA 2차 구조 예측',
      '연구 배경',
      '연구 진행 과정',
      '결과 및 분석',
    ]);
    expect(blocks.find((b) => b.kind === 'paragraph' && b.text.includes('염기 서열'))).toBeDefined();

    // The judge reads the same; a reader by link only once the project allows it.
    const judge = await w.judgeClient.inject({ method: 'GET', url: textUrl(poster.id) });
    expect(judge.json()).toEqual(text);
    const byLink = () =>
      anonymous(w.t.app).inject({
        method: 'GET',
        url: `/api/projects/${w.projectId}/public-posters/${poster.id}/text`,
      });
    expect((await byLink()).json()).toEqual({ text: null });
    await publicLinks(1);
    expect((await byLink()).json()).toEqual({ text });
    await publicLinks(0);
  });

  it('reads a file rendered before layouts were kept as paragraphs, and a picture as nothing', async () => {
    const poster = await makePoster(w.t.db, w.projectId, { title: 'Older rendering' });
    await makeSubmission(w.t.db, w.projectId, poster.id, {
      status: 'approved',
      text: 'First line\nof a paragraph\n\nSecond paragraph\fPage two',
    });
    expect(await readText(poster.id)).toMatchObject({
      source: 'plain',
      lang: 'en',
      pages: [
        {
          number: 1,
          blocks: [
            { kind: 'paragraph', text: 'First line of a paragraph' },
            { kind: 'paragraph', text: 'Second paragraph' },
          ],
        },
        { number: 2, blocks: [{ kind: 'paragraph', text: 'Page two' }] },
      ],
    });

    const picture = await makePoster(w.t.db, w.projectId, { title: '사진 포스터' });
    await makeSubmission(w.t.db, w.projectId, picture.id, { status: 'approved', text: '' });
    expect(await readText(picture.id)).toMatchObject({ source: 'none', lang: 'ko', pages: [] });
  });

  it('refuses another project, a wrong id and no session', async () => {
    const theirs = await makePoster(w.t.db, w.otherProjectId);
    const cases = [
      [w.participantClient, textUrl(theirs.id, w.otherProjectId), 403],
      [w.participantClient, textUrl(theirs.id), 404],
      [w.participantClient, `/api/projects/${w.projectId}/posters/abc/text`, 400],
      [anonymous(w.t.app), textUrl(theirs.id), 401],
    ] as const;
    for (const [client, url, status] of cases) {
      const res = await client.inject({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
      expect(res.json().code).toEqual(expect.any(String));
    }
  });
});
