import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous, type Client } from '@server/test/test-app';
import { makeQuestion } from '../attendees/attendees.test-kit';
import { presenterClient } from '../submissions/uploads.test-kit';
import { newViewer } from './viewers.test-kit';

// Reading the statistics (decision 056): a poster's for its presenter and the organiser, every poster's for the
// organiser, with favourites, questions, hand-offs and the views day by day; everyone else refused.
const w = useProjectAdminWorld();

const view = (c: Client, posterId: number, payload: object) =>
  c.inject({ method: 'POST', url: `/api/projects/${w.projectId}/posters/${posterId}/views`, payload });
const viewer = () => newViewer(w.t.app, w.projectId);
async function get(c: Client, url: string) {
  const res = await c.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const today = () => new Date().toISOString().slice(0, 10);

describe('poster statistics', () => {
  it('shows the presenter and the organiser the same numbers after views, favourites and questions', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId, { title: '세포 신호 전달' });
    for (const channel of ['gallery', 'phone', 'phone'])
      expect((await view(await viewer(), p.id, { channel })).statusCode).toBe(200);
    const links = await w.projectAdmin.inject({
      method: 'PUT',
      url: w.withAdmin(`/api/projects/${w.projectId}/submission-settings`),
      payload: { public_links: true },
    });
    expect(links.statusCode).toBe(200);
    await view(anonymous(w.t.app), p.id, { channel: 'qr', from: 'kiosk' });
    for (let i = 0; i < 2; i++) {
      const fan = await viewer();
      expect(
        (await fan.inject({ method: 'PUT', url: `/api/projects/${w.projectId}/posters/${p.id}/favorite` }))
          .statusCode,
      ).toBe(200);
    }
    const asker = await fx.makeParticipant(w.t.db, w.projectId);
    await makeQuestion(w.t.db, w.projectId, p.id, asker.id);
    await makeQuestion(w.t.db, w.projectId, p.id, asker.id, { public: false });
    await makeQuestion(w.t.db, w.projectId, p.id, asker.id, { hidden: true });
    const expected = {
      poster_id: p.id,
      number: p.number,
      title: '세포 신호 전달',
      author: p.author,
      views: { gallery: 1, phone: 2, kiosk: 0, qr: 1 },
      total_views: 4,
      handoffs: 1,
      favorites: 2,
      questions: 2,
      days: [{ day: today(), gallery: 1, phone: 2, kiosk: 0, qr: 1 }],
    };
    const presenter = await presenterClient(w.t.app, p.id, w.projectId);
    expect(await get(presenter, `/api/projects/${w.projectId}/presenter/stats`)).toEqual(expected);
    expect(
      await get(w.projectAdmin, w.withAdmin(`/api/projects/${w.projectId}/posters/${p.id}/stats`)),
    ).toEqual(expected);
    expect(await get(w.superAdmin, `/api/projects/${w.projectId}/posters/${p.id}/stats`)).toEqual(expected);
  });

  it('answers zeros and no days for a poster nobody opened', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    const presenter = await presenterClient(w.t.app, p.id, w.projectId);
    expect(await get(presenter, `/api/projects/${w.projectId}/presenter/stats`)).toMatchObject({
      views: { gallery: 0, phone: 0, kiosk: 0, qr: 0 },
      total_views: 0,
      handoffs: 0,
      favorites: 0,
      questions: 0,
      days: [],
    });
  });

  it("refuses everyone else, and answers 404 for another project's poster", async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    const one = `/api/projects/${w.projectId}/posters/${p.id}/stats`;
    await w.expectRefused({ url: one });
    await w.expectRefused({ url: `/api/projects/${w.projectId}/stats/posters` });
    // A presenter reads their own poster's only, through their page's route.
    const presenter = await presenterClient(w.t.app, p.id, w.projectId);
    expect((await presenter.inject({ url: one })).statusCode).toBe(403);
    const own = `/api/projects/${w.projectId}/presenter/stats`;
    expect((await anonymous(w.t.app).inject({ url: own })).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.projectAdmin]) {
      expect((await c.inject({ url: own })).statusCode).toBe(403);
    }
    const b = await fx.makePoster(w.t.db, w.otherProjectId);
    for (const id of [b.id, 2_000_000_000]) {
      const res = await w.projectAdmin.inject({
        url: w.withAdmin(`/api/projects/${w.projectId}/posters/${id}/stats`),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const bad = await w.projectAdmin.inject({
      url: w.withAdmin(`/api/projects/${w.projectId}/stats/posters?sort=views`),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sort');
  });

  it("lists every poster's totals to the organiser, sorted as asked, with the project's days", async () => {
    const { id: projectId, client } = await w.freshProject();
    const posters = [];
    for (const title of ['가', '나', '다']) posters.push(await fx.makePoster(w.t.db, projectId, { title }));
    const session = () => newViewer(w.t.app, projectId);
    const open = async (posterId: number, times: number) => {
      for (let i = 0; i < times; i++) {
        const res = await (
          await session()
        ).inject({
          method: 'POST',
          url: `/api/projects/${projectId}/posters/${posterId}/views`,
          payload: { channel: 'gallery' },
        });
        expect(res.json()).toEqual({ counted: true });
      }
    };
    await open(posters[1]!.id, 3);
    await open(posters[2]!.id, 1);
    const list = (query = '') => get(client, `/api/projects/${projectId}/stats/posters${query}`);
    const byNumber = await list();
    expect(byNumber.posters.map((p: { title: string }) => p.title)).toEqual(['가', '나', '다']);
    expect(byNumber.days).toEqual([{ day: today(), gallery: 4, phone: 0, kiosk: 0, qr: 0 }]);
    const most = await list('?sort=total_views&dir=desc');
    expect(most.posters.map((p: { title: string; total_views: number }) => [p.title, p.total_views])).toEqual(
      [
        ['나', 3],
        ['다', 1],
        ['가', 0],
      ],
    );
    expect((await list('?sort=title&dir=desc')).posters.map((p: { title: string }) => p.title)).toEqual([
      '다',
      '나',
      '가',
    ]);
    // Another project's views are not in this one's.
    expect(
      (await get(w.projectAdmin, w.withAdmin(`/api/projects/${w.projectId}/stats/posters`))).posters.map(
        (p: { poster_id: number }) => p.poster_id,
      ),
    ).not.toContain(posters[1]!.id);
  });
});
