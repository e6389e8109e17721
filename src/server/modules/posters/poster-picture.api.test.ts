import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { signedInReaders } from '@server/test/judging-rows';
import { useTestApp, type Client } from '@server/test/test-app';

/**
 * The picture every poster answer carries (docs/decisions/066-review-loop.md): its first image, else the first
 * page of its newest approved file, never a file still waiting for review; the same in every list that pictures
 * posters (the gallery, the participant's poster, the organiser's list and edit page, the judge's view, the judge's
 * cards and the participant's my list: docs/decisions/071-poster-day-finishing.md).
 */
const t = useTestApp();

type Picture = { from: string; thumb_url: string; url: string; width: number | null } | null;

async function setup() {
  const project = await fx.makeProject(t.db);
  const judge = await fx.makeJudge(t.db, project.id);
  const as = await signedInReaders(t, project.id, judge.id);
  const base = `/api/projects/${project.id}`;
  const get = async (c: Client, url: string) => {
    const res = await c.inject({ url: `${base}${url}` });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  /** The picture of the poster in each read that shows it. */
  async function picturesOf(posterId: number): Promise<Record<string, Picture>> {
    const inList = (list: { id: number; picture: Picture }[]) => list.find((p) => p.id === posterId)!.picture;
    return {
      gallery: inList((await get(as.participant, '/posters?page=1')).items),
      participantDetail: (await get(as.participant, `/posters/${posterId}`)).picture,
      adminList: inList((await get(as.admin, '/posters?page=1')).items),
      adminEdit: (await get(as.admin, `/posters/${posterId}`)).picture,
      judgeView: (await get(as.judge, `/judge/posters/${posterId}`)).poster.picture,
      judgeCard: (await get(as.judge, '/judge/posters')).find(
        (c: { poster_id: number }) => c.poster_id === posterId,
      ).picture,
      myList: inList((await get(as.participant, '/favorites')).posters),
    };
  }
  const poster = async (images: string[] = []) => {
    const p = await fx.makePoster(t.db, project.id, { images });
    await fx.makeAssignment(t.db, project.id, judge.id, p.id);
    const starred = await as.participant.inject({ method: 'PUT', url: `${base}/posters/${p.id}/favorite` });
    expect(starred.statusCode, starred.body).toBe(200);
    return p;
  };
  return { project, poster, picturesOf };
}

const everywhere = (picture: Picture) => ({
  gallery: picture,
  participantDetail: picture,
  adminList: picture,
  adminEdit: picture,
  judgeView: picture,
  judgeCard: picture,
  myList: picture,
});

describe("a poster's picture", () => {
  it('is its first image, even when a file is approved', async () => {
    const s = await setup();
    const p = await s.poster(['https://img.example.org/a.png', 'https://img.example.org/b.png']);
    await fx.makeSubmission(t.db, s.project.id, p.id, { status: 'approved' });
    expect(await s.picturesOf(p.id)).toEqual(
      everywhere({
        url: 'https://img.example.org/a.png',
        thumb_url: 'https://img.example.org/a.png',
        medium_url: 'https://img.example.org/a.png',
        screen_url: 'https://img.example.org/a.png',
        width: null,
        height: null,
        from: 'image',
      } as Picture),
    );
  });

  it('is the approved file’s first page when it has no image, and stays while a newer file waits', async () => {
    const s = await setup();
    const p = await s.poster();
    const approved = await fx.makeSubmission(t.db, s.project.id, p.id, { status: 'approved', pages: 2 });
    const page = {
      url: `/uploads/${approved.folder}/page-1-1600.webp`,
      thumb_url: `/uploads/${approved.folder}/page-1-400.webp`,
      medium_url: `/uploads/${approved.folder}/page-1-800.webp`,
      screen_url: `/uploads/${approved.folder}/page-1-1600.webp`,
      width: 4245,
      height: 6000,
      from: 'page',
    } as Picture;
    expect(await s.picturesOf(p.id)).toEqual(everywhere(page));
    // A newer upload waiting for review, or one that failed, does not replace what was approved.
    await fx.makeSubmission(t.db, s.project.id, p.id, { status: 'submitted' });
    await fx.makeSubmission(t.db, s.project.id, p.id, { status: 'failed' });
    expect(await s.picturesOf(p.id)).toEqual(everywhere(page));
  });

  it('is never a page waiting for review or sent back, and null with nothing to show', async () => {
    const s = await setup();
    const nothing = await s.poster();
    const waiting = await s.poster();
    const sentBack = await s.poster();
    await fx.makeSubmission(t.db, s.project.id, waiting.id, { status: 'submitted' });
    await fx.makeSubmission(t.db, s.project.id, sentBack.id, { status: 'needs_fix' });
    for (const p of [nothing, waiting, sentBack]) expect(await s.picturesOf(p.id)).toEqual(everywhere(null));
    // An image address the pages cannot show does not stand in either: the approved page does.
    const odd = await s.poster(['not an address']);
    const approved = await fx.makeSubmission(t.db, s.project.id, odd.id, { status: 'approved' });
    expect((await s.picturesOf(odd.id)).gallery).toMatchObject({
      from: 'page',
      thumb_url: `/uploads/${approved.folder}/page-1-400.webp`,
    });
  });

  it("is none in the judge's cards and my list once the poster's files close after the event", async () => {
    const s = await setup();
    const p = await s.poster(['https://img.example.org/a.png']);
    // The conference ended long ago and posters are not kept online (the default): its files are closed.
    await t.db
      .updateTable('projects')
      .set({ start_date: '2020-05-01', end_date: '2020-05-02' })
      .where('id', '=', s.project.id)
      .execute();
    const seen = await s.picturesOf(p.id);
    expect([seen.gallery, seen.judgeCard, seen.myList]).toEqual([null, null, null]);
    expect(seen.adminList).toMatchObject({ from: 'image' });
  });
});
