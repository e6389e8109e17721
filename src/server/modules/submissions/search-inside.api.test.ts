// Search inside posters, end to end: a real Korean PDF uploaded by its presenter, rendered by the job, found by a
// word of its text once (and only once) the organiser approves it.
import { describe, expect, it } from 'vitest';
import { makeAssignment, makePoster } from '@server/test/fixture-rows';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { posterUpload, presenterClient } from './uploads.test-kit';

const w = useProjectAdminWorld();
// A word of the poster's body ("염기 서열": base sequence), in none of its spreadsheet fields.
const WORD = '염기';

async function galleryIds(q: string): Promise<number[]> {
  const res = await w.participantClient.inject({
    method: 'GET',
    url: `/api/projects/${w.projectId}/posters?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { id: number }[] }).items.map((p) => p.id);
}

async function judgeListIds(q: string): Promise<number[]> {
  const res = await w.judgeClient.inject({
    method: 'GET',
    url: `/api/projects/${w.projectId}/judge/posters?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { poster_id: number }[]).map((c) => c.poster_id);
}

describe('search inside posters', () => {
  it('finds the Korean poster by a word of its PDF in the gallery and the judge list once approved', async () => {
    const poster = await makePoster(w.t.db, w.projectId, { title: 'RNA 2차 구조 예측', author: '권도현' });
    await makeAssignment(w.t.db, w.projectId, w.judgeId, poster.id);
    const presenter = await presenterClient(w.t.app, poster.id, w.projectId);
    const upload = await presenter.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/presenter/poster/file`,
      ...posterUpload(posterFixture(POSTERS.koreanPoster), '포스터.pdf'),
    });
    expect(upload.statusCode).toBe(202);
    await w.t.app.jobs.idle('poster-render');
    const stored = await w.t.db
      .selectFrom('submissions')
      .select(['status', 'text'])
      .where('id', '=', upload.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('submitted');
    expect(stored.text).toContain(WORD);

    // Submitted, not approved: its words find nothing for judges and participants.
    expect(await galleryIds(WORD)).not.toContain(poster.id);
    expect(await judgeListIds(WORD)).not.toContain(poster.id);

    const review = await w.projectAdmin.inject({
      method: 'PUT',
      url: w.withAdmin(`/api/projects/${w.projectId}/posters/${poster.id}/submission`),
      payload: { status: 'approved' },
    });
    expect(review.statusCode).toBe(200);
    expect(await galleryIds(WORD)).toEqual([poster.id]);
    expect(await judgeListIds(WORD)).toEqual([poster.id]);
    // Its pages are written once under a random folder: served with a year of caching, the deep-zoom
    // description and its tiles alike.
    const shown = await w.participantClient.inject({
      method: 'GET',
      url: `/api/projects/${w.projectId}/posters/${poster.id}`,
    });
    const dziUrl = shown.json<{ pages: { dzi_url: string }[] }>().pages[0]!.dzi_url;
    const dzi = await w.participantClient.inject({ method: 'GET', url: dziUrl });
    expect(dzi.statusCode).toBe(200);
    expect(dzi.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tile = await w.participantClient.inject({
      method: 'GET',
      url: dziUrl.replace(/\.dzi$/, '_files/0/0_0.jpeg'),
    });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/jpeg');
    expect(tile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A word from nowhere in it finds nothing; the title's words still find it.
    expect(await galleryIds('광합성')).toEqual([]);
    expect(await galleryIds('구조 예측')).toEqual([poster.id]);
  });
});
