import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { signedInReaders } from '@server/test/judging-rows';
import { refreshPosterSearch } from '@server/modules/poster-search';
import { useTestApp, type Client } from '@server/test/test-app';

/**
 * What judges, participants and the organiser see of a poster's files: the pages of its newest approved
 * submission only, and search inside the approved text.
 */
const t = useTestApp();

async function setup() {
  const project = await fx.makeProject(t.db);
  const poster = await fx.makePoster(t.db, project.id, { title: 'Genome poster' });
  const other = await fx.makePoster(t.db, project.id, { title: 'Other poster' });
  const judge = await fx.makeJudge(t.db, project.id);
  await fx.makeAssignment(t.db, project.id, judge.id, poster.id);
  await fx.makeAssignment(t.db, project.id, judge.id, other.id);
  const criterion = await fx.makeCriterion(t.db, project.id);
  const evaluation = await fx.makeEvaluation(t.db, project.id, judge.id, poster.id, [[criterion.id, 7]]);
  const as = await signedInReaders(t, project.id, judge.id);
  const base = `/api/projects/${project.id}`;
  /** The pages' deep-zoom addresses every view of the poster answers, by who reads it. */
  async function pagesSeen() {
    const get = async (c: Client, url: string) => {
      const res = await c.inject({ url: `${base}${url}` });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const dzi = (pages: { dzi_url: string }[]) => pages.map((p) => p.dzi_url);
    const inList = (list: { id: number; pages: { dzi_url: string }[] }[]) =>
      dzi(list.find((p) => p.id === poster.id)!.pages);
    return {
      judgeView: dzi((await get(as.judge, `/judge/posters/${poster.id}`)).poster.pages),
      participantList: inList(await get(as.participant, '/posters')),
      gallery: inList((await get(as.participant, '/posters?page=1')).items),
      participantDetail: dzi((await get(as.participant, `/posters/${poster.id}`)).pages),
      admin: dzi((await get(as.admin, `/posters/${poster.id}`)).pages),
    };
  }
  const approve = (posterId: number) =>
    as.admin.inject({
      method: 'PUT',
      url: `${base}/posters/${posterId}/submission`,
      payload: { status: 'approved' },
    });
  return { project, poster, other, as, base, evaluation, pagesSeen, approve };
}

const everywhere = (dzi: string[]) => ({
  judgeView: dzi,
  participantList: dzi,
  gallery: dzi,
  participantDetail: dzi,
  admin: dzi,
});
const dziOf = (s: { folder: string }, pages: number) =>
  Array.from({ length: pages }, (_, i) => `/uploads/${s.folder}/page-${i + 1}.dzi`);

describe('what a poster shows of its files', () => {
  it('only the newest approved file: not a submitted one; a newer upload keeps the approved one; evaluations stay', async () => {
    const s = await setup();
    expect(await s.pagesSeen()).toEqual(everywhere([]));
    const first = await fx.makeSubmission(t.db, s.project.id, s.poster.id, { status: 'submitted', pages: 2 });
    expect(await s.pagesSeen()).toEqual(everywhere([]));
    expect((await s.approve(s.poster.id)).statusCode).toBe(200);
    expect(await s.pagesSeen()).toEqual(everywhere(dziOf(first, 2)));

    const second = await fx.makeSubmission(t.db, s.project.id, s.poster.id, {
      status: 'submitted',
      pages: 1,
    });
    expect(await s.pagesSeen()).toEqual(everywhere(dziOf(first, 2)));
    await fx.makeSubmission(t.db, s.project.id, s.poster.id, { status: 'failed' });
    expect(await s.pagesSeen()).toEqual(everywhere(dziOf(first, 2)));
    await t.db.updateTable('submissions').set({ status: 'approved' }).where('id', '=', second.id).execute();
    expect(await s.pagesSeen()).toEqual(everywhere(dziOf(second, 1)));

    const view = await s.as.judge.inject({ url: `${s.base}/judge/posters/${s.poster.id}` });
    expect(view.json().evaluation).toMatchObject({ id: s.evaluation });
    const page = view.json().poster.pages[0];
    expect(page).toEqual({
      number: 1,
      width: 4245,
      height: 6000,
      dzi_url: `/uploads/${second.folder}/page-1.dzi`,
      thumb_url: `/uploads/${second.folder}/page-1-400.webp`,
      medium_url: `/uploads/${second.folder}/page-1-800.webp`,
      screen_url: `/uploads/${second.folder}/page-1-1600.webp`,
    });
  });

  it('the presenter’s email is the organiser’s only', async () => {
    const s = await setup();
    await t.db
      .updateTable('posters')
      .set({ presenter_name: '박발표', presenter_email: 'park@lab.example.org' })
      .where('id', '=', s.poster.id)
      .execute();
    await refreshPosterSearch(t.db, [s.poster.id]);
    const admin = await s.as.admin.inject({ url: `${s.base}/posters/${s.poster.id}` });
    expect(admin.json()).toMatchObject({ presenter_name: '박발표', presenter_email: 'park@lab.example.org' });
    for (const [c, url] of [
      [s.as.participant, `/posters/${s.poster.id}`],
      [s.as.participant, '/posters'],
      [s.as.participant, '/posters?q=park'],
      [s.as.judge, `/judge/posters/${s.poster.id}`],
    ] as const) {
      const res = await c.inject({ url: `${s.base}${url}` });
      expect(res.statusCode).toBe(200);
      expect(res.body, url).not.toContain('park@lab');
    }
    const found = await s.as.participant.inject({
      url: `${s.base}/posters?q=${encodeURIComponent('박발표')}`,
    });
    expect(found.json().items.map((p: { id: number }) => p.id)).toEqual([s.poster.id]);
    const byEmail = await s.as.admin.inject({ url: `${s.base}/posters?q=park@lab` });
    expect(byEmail.json().items.map((p: { id: number }) => p.id)).toEqual([s.poster.id]);
  });
});

describe('search inside posters', () => {
  it('finds a poster by a word of its approved file (Korean; Latin in any case), never by an unapproved one', async () => {
    const s = await setup();
    await fx.makeSubmission(t.db, s.project.id, s.poster.id, {
      status: 'approved',
      text: '차세대 염기서열 분석을 이용한 Genome-Wide Association study',
    });
    await fx.makeSubmission(t.db, s.project.id, s.other.id, {
      status: 'submitted',
      text: '염기서열 hidden draft words',
    });
    const ids = (list: { id: number }[]) => list.map((p) => p.id);
    const cards = (list: { poster_id: number }[]) => list.map((p) => p.poster_id);
    for (const q of ['염기', 'genome-wide', 'ASSOCIATION', '분석을 study']) {
      const query = `q=${encodeURIComponent(q)}`;
      const gallery = await s.as.participant.inject({ url: `${s.base}/posters?${query}` });
      expect(ids(gallery.json().items), q).toEqual([s.poster.id]);
      const admin = await s.as.admin.inject({ url: `${s.base}/posters?${query}` });
      expect(ids(admin.json().items), q).toEqual([s.poster.id]);
      const judge = await s.as.judge.inject({ url: `${s.base}/judge/posters?${query}` });
      expect(cards(judge.json()), q).toEqual([s.poster.id]);
    }
    for (const q of ['hidden', '염기 draft']) {
      const gallery = await s.as.participant.inject({ url: `${s.base}/posters?q=${encodeURIComponent(q)}` });
      expect(gallery.json().items, q).toEqual([]);
      const judge = await s.as.judge.inject({ url: `${s.base}/judge/posters?q=${encodeURIComponent(q)}` });
      expect(judge.json(), q).toEqual([]);
    }
    // Approved, the other poster's text is found too (by the same rank, then by number); a search of punctuation
    // alone is refused with its code.
    await t.db
      .updateTable('submissions')
      .set({ status: 'approved' })
      .where('poster_id', '=', s.other.id)
      .execute();
    await refreshPosterSearch(t.db, [s.other.id]);
    const both = await s.as.participant.inject({ url: `${s.base}/posters?q=${encodeURIComponent('염기')}` });
    expect(ids(both.json().items)).toEqual([s.poster.id, s.other.id]);
    const percent = await s.as.participant.inject({ url: `${s.base}/posters?q=${encodeURIComponent('%')}` });
    expect(percent.statusCode).toBe(400);
    expect(percent.json()).toMatchObject({ code: 'SEARCH_EMPTY' });
    const all = await s.as.judge.inject({ url: `${s.base}/judge/posters` });
    expect(cards(all.json())).toEqual([s.poster.id, s.other.id]);
  });
});
