// The lists that page on the server (docs/decisions/026-lists-that-scale.md): posters (the organiser's list and
// the gallery), judges, participants, assignments.
import { beforeAll, describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '../test/project-admin-world';
import * as fx from '../test/fixture-rows';
import type { Client } from '../test/test-app';

const w = useProjectAdminWorld();
type Page<T> = { items: T[]; total: number; page: number; page_size: number };
type PosterItem = { id: number; number: number; title: string; author: string; image_urls: string[] };

let project: number;
let projectAdmin: Client;
let participant: Client;
const url = (path: string, query: string) => `/api/projects/${project}/${path}?${query}`;
async function page<T>(c: Client, path: string, query: string): Promise<Page<T>> {
  const res = await c.inject({ url: url(path, query) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<T>;
}
const titles = (p: Page<PosterItem>) => p.items.map((i) => i.title);

// Korean, English and a mixed-case title; the numbers are given in this order (P-001 .. P-006).
const posterTitles = ['하늘의 별', '가을 숲', 'zebra fish', 'Apple trees', '나비의 날개', '다람쥐 겨울잠'];

beforeAll(async () => {
  const fresh = await w.freshProject();
  project = fresh.id;
  projectAdmin = fresh.client;
  participant = await fx.sessionFor(w.t.app, 'user', (await fx.makeParticipant(w.t.db, project)).id, project);
  for (const [i, title] of posterTitles.entries()) {
    await fx.makePoster(w.t.db, project, {
      title,
      author: i === 2 ? '이순신' : `저자 ${i + 1}`,
      affiliation: i === 3 ? null : '서울대학교',
      category: i % 2 ? '생명과학' : '화학',
      images: [`https://cdn.example.org/${i}.png`],
    });
  }
  // Another project's poster never shows.
  await fx.makePoster(w.t.db, w.otherProjectId, { title: '가을 숲 (다른 학회)' });
});

describe('posters: GET /projects/{id}/posters with list parameters', () => {
  it('without parameters still answers the whole list, by number', async () => {
    const res = await projectAdmin.inject({ url: `/api/projects/${project}/posters` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PosterItem[]).map((p) => p.title)).toEqual(posterTitles);
  });

  it('pages by number with the total, and a page past the end is empty', async () => {
    const first = await page<PosterItem>(projectAdmin, 'posters', 'page=1&page_size=4');
    expect(first).toMatchObject({ total: 6, page: 1, page_size: 4 });
    expect(first.items.map((p) => p.number)).toEqual([1, 2, 3, 4]);
    expect(first.items[0]!.image_urls).toEqual(['https://cdn.example.org/0.png']);
    const second = await page<PosterItem>(projectAdmin, 'posters', 'page=2&page_size=4');
    expect(second.items.map((p) => p.number)).toEqual([5, 6]);
    const past = await page<PosterItem>(projectAdmin, 'posters', 'page=3&page_size=4');
    expect(past).toMatchObject({ items: [], total: 6, page: 3 });
  });

  it('sorts Korean titles in 가나다 order after Latin ones, letter case aside, both ways', async () => {
    const asc = await page<PosterItem>(projectAdmin, 'posters', 'sort=title&dir=asc');
    expect(titles(asc)).toEqual([
      'Apple trees',
      'zebra fish',
      '가을 숲',
      '나비의 날개',
      '다람쥐 겨울잠',
      '하늘의 별',
    ]);
    const desc = await page<PosterItem>(projectAdmin, 'posters', 'sort=title&dir=desc');
    expect(titles(desc)).toEqual([...titles(asc)].reverse());
  });

  it('sorts by author and by number descending', async () => {
    const byAuthor = await page<PosterItem>(projectAdmin, 'posters', 'sort=author');
    expect(byAuthor.items.map((p) => p.author)).toEqual([
      '이순신',
      '저자 1',
      '저자 2',
      '저자 4',
      '저자 5',
      '저자 6',
    ]);
    const byNumber = await page<PosterItem>(projectAdmin, 'posters', 'sort=number&dir=desc&page_size=2');
    expect(byNumber.items.map((p) => p.number)).toEqual([6, 5]);
  });

  it('searches by number written as P-003, p3, 003 or 3', async () => {
    for (const q of ['P-003', 'p3', '003', '3']) {
      const found = await page<PosterItem>(projectAdmin, 'posters', `q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((p) => p.number),
        q,
      ).toEqual([3]);
      expect(found.total).toBe(1);
    }
  });

  it('searches title, author and affiliation in Korean, every word must match, and keeps % literal', async () => {
    expect(titles(await page(projectAdmin, 'posters', `q=${encodeURIComponent('숲')}`))).toEqual(['가을 숲']);
    expect(titles(await page(projectAdmin, 'posters', `q=${encodeURIComponent('이순신')}`))).toEqual([
      'zebra fish',
    ]);
    expect((await page(projectAdmin, 'posters', `q=${encodeURIComponent('서울대')}`)).total).toBe(5);
    expect(titles(await page(projectAdmin, 'posters', `q=${encodeURIComponent('apple TREES')}`))).toEqual([
      'Apple trees',
    ]);
    expect((await page(projectAdmin, 'posters', `q=${encodeURIComponent('apple 숲')}`)).total).toBe(0);
    expect((await page(projectAdmin, 'posters', `q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await page(projectAdmin, 'posters', `q=${encodeURIComponent('가을 숲 (다른')}`)).total).toBe(0);
  });

  it('narrows to a category for the gallery and lists the categories', async () => {
    const bio = await page<PosterItem>(participant, 'posters', `category=${encodeURIComponent('생명과학')}`);
    expect(bio.items.map((p) => p.number)).toEqual([2, 4, 6]);
    expect((bio as unknown as { categories: string[] }).categories).toEqual(['생명과학', '화학']);
  });

  it('answers the same page to a participant (the gallery)', async () => {
    const gallery = await page<PosterItem>(participant, 'posters', 'page=1&page_size=2&sort=title');
    expect(titles(gallery)).toEqual(['Apple trees', 'zebra fish']);
  });

  it('refuses bad parameters with a 400 naming the parameter', async () => {
    const cases: Array<[string, RegExp]> = [
      ['page=0', /page/],
      ['page=abc', /page/],
      ['page_size=1000', /page_size/],
      ['sort=password_hash', /sort/],
      ['dir=sideways', /dir/],
      [`q=${'x'.repeat(201)}`, /q must be at most/],
    ];
    for (const [query, detail] of cases) {
      const res = await projectAdmin.inject({ url: url('posters', query) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toMatch(fx.FIELD_CODE);
      expect(res.json().detail, query).toMatch(detail);
    }
  });
});

describe('judges, participants and assignments page, search and sort', () => {
  // 황보 민 judges P-003; 강 하늘 judges P-001 and P-005 (done); Baker judges nothing.
  let judgeOfOne: { id: number };
  let judgeOfTwo: { id: number };
  let idleJudge: { id: number };
  beforeAll(async () => {
    const judge = (full_name: string, affiliation: string | null) =>
      fx.makeJudge(w.t.db, project, { full_name, affiliation });
    judgeOfOne = await judge('황보 민', null);
    judgeOfTwo = await judge('강 하늘', 'KAIST');
    idleJudge = await judge('Baker', '포항공대');
    const posterNumbered = async (number: number) =>
      (
        await w.t.db
          .selectFrom('posters')
          .select('id')
          .where('project_id', '=', project)
          .where('number', '=', number)
          .executeTakeFirstOrThrow()
      ).id;
    await fx.makeAssignment(w.t.db, project, judgeOfOne.id, await posterNumbered(3));
    await fx.makeAssignment(w.t.db, project, judgeOfTwo.id, await posterNumbered(1));
    const done = await fx.makeAssignment(w.t.db, project, judgeOfTwo.id, await posterNumbered(5));
    await w.t.db.updateTable('assignments').set({ status: 'completed' }).where('id', '=', done.id).execute();
    for (const name of ['user-b', 'user-a']) await fx.makeParticipant(w.t.db, project, { username: name });
  });

  it('judges: sorted by name (Latin, then 가나다), by progress, with empty affiliations last either way', async () => {
    const byName = await page<{ full_name: string }>(projectAdmin, 'judges', 'sort=name');
    expect(byName.items.map((j) => j.full_name)).toEqual(['Baker', '강 하늘', '황보 민']);
    const byProgress = await page<{ full_name: string; completed_count: number }>(
      projectAdmin,
      'judges',
      'sort=progress&dir=desc&page_size=1',
    );
    expect(byProgress).toMatchObject({ total: 3, page_size: 1 });
    expect(byProgress.items[0]).toMatchObject({
      full_name: '강 하늘',
      completed_count: 1,
      assigned_count: 2,
    });
    for (const dir of ['asc', 'desc']) {
      const byAff = await page<{ affiliation: string | null }>(
        projectAdmin,
        'judges',
        `sort=affiliation&dir=${dir}`,
      );
      expect(byAff.items.at(-1)!.affiliation, dir).toBeNull();
    }
  });

  it('judges: searched by J-number and by affiliation', async () => {
    const id = idleJudge.id;
    const byNumber = await page<{ id: number }>(projectAdmin, 'judges', `q=J-${String(id).padStart(3, '0')}`);
    expect(byNumber.items.map((j) => j.id)).toEqual([id]);
    const byAff = await page<{ full_name: string }>(
      projectAdmin,
      'judges',
      `q=${encodeURIComponent('포항')}`,
    );
    expect(byAff.items.map((j) => j.full_name)).toEqual(['Baker']);
  });

  it('participants: searched by username and sorted by username', async () => {
    const sorted = await page<{ username: string }>(projectAdmin, 'users', 'sort=username&q=user-');
    expect(sorted.items.map((u) => u.username)).toEqual(['user-a', 'user-b']);
    const all = await page<{ username: string }>(projectAdmin, 'users', 'page_size=1');
    expect(all.total).toBe(3);
  });

  it('assignments: with the poster number, sorted by status and by poster, searched by P-number', async () => {
    const byStatus = await page<{ status: string; poster_number: number }>(
      projectAdmin,
      'assignments',
      'sort=status&dir=asc',
    );
    expect(byStatus.items.map((a) => a.status)).toEqual(['completed', 'pending', 'pending']);
    const byPoster = await page<{ poster_number: number }>(
      projectAdmin,
      'assignments',
      'sort=poster&dir=desc',
    );
    expect(byPoster.items.map((a) => a.poster_number)).toEqual([5, 3, 1]);
    const found = await page<{ judge_name: string }>(projectAdmin, 'assignments', 'q=P-005');
    expect(found.items.map((a) => a.judge_name)).toEqual(['강 하늘']);
    const ofJudge = await page<{ judge_id: number }>(
      projectAdmin,
      'assignments',
      `judge_id=${judgeOfTwo.id}&page=1`,
    );
    expect(ofJudge.total).toBe(2);
    const foreign = await projectAdmin.inject({
      url: url('assignments', `judge_id=${w.judgeId + 100000}&page=1`),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('the admin lists refuse judges and participants, as before', async () => {
    for (const path of ['judges', 'users', 'assignments']) {
      const res = await participant.inject({ url: url(path, 'page=1') });
      expect(res.statusCode, path).toBe(403);
    }
  });
});
