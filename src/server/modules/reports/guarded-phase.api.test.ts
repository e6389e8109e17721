// Closing judging and publishing, guarded, and the publishing scope
// (docs/decisions/064-guarded-steps-and-publishing-scope.md).
import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf } from '@server/test/test-app';

const w = useProjectAdminWorld();

/**
 * An open project: 김심사 judges all four posters, 이심사 two of them; 이심사 has not scored P-002 yet. Two
 * categories: 생명 (P-001 8.5, P-002 7, P-003 5) and 화학 (P-004 6).
 */
async function judgingWithOneMissing() {
  const { id, client } = await w.freshProject();
  await w.t.db.updateTable('projects').set({ phase: 'open' }).where('id', '=', id).execute();
  const criterion = await fx.makeCriterion(w.t.db, id, { max_score: 10 });
  const kim = await fx.makeJudge(w.t.db, id, { full_name: '김심사' });
  const lee = await fx.makeJudge(w.t.db, id, { full_name: '이심사' });
  const poster = (title: string, category: string, affiliation: string) =>
    fx.makePoster(w.t.db, id, { title, category, affiliation, author: `${title} 저자` });
  const posters = [
    await poster('산호초', '생명', 'KAIST'),
    await poster('해조류', '생명', '서울대학교'),
    await poster('플랑크톤', '생명', '부산대학교'),
    await poster('촉매', '화학', 'POSTECH'),
  ];
  for (const p of posters) await fx.makeAssignment(w.t.db, id, kim.id, p.id);
  for (const p of posters.slice(0, 2)) await fx.makeAssignment(w.t.db, id, lee.id, p.id);
  const submit = async (judgeId: number, posterId: number, score: number) => {
    const judge = await fx.sessionFor(w.t.app, 'judge', judgeId, id);
    const res = await judge.inject({
      method: 'PUT',
      url: `/api/projects/${id}/judge/posters/${posterId}/evaluation`,
      payload: { scores: [{ criterion_id: criterion.id, score }], comment: '좋습니다.' },
    });
    expect(res.statusCode).toBe(200);
  };
  type Poster = Awaited<ReturnType<typeof poster>>;
  const four = posters as [Poster, Poster, Poster, Poster];
  await submit(kim.id, four[0].id, 9);
  await submit(kim.id, four[1].id, 7);
  await submit(kim.id, four[2].id, 5);
  await submit(kim.id, four[3].id, 6);
  await submit(lee.id, four[0].id, 8);
  const setPhase = (payload: object) =>
    client.inject({ method: 'PUT', url: `/api/projects/${id}/phase`, payload });
  const storedPhase = async () =>
    (await w.t.db.selectFrom('projects').select('phase').where('id', '=', id).executeTakeFirstOrThrow())
      .phase;
  const { name } = await w.t.db
    .selectFrom('projects')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, client, name, kim, lee, posters: four, submit, setPhase, storedPhase };
}

const published = (id: number) =>
  anonymousOf(w.t).inject({ method: 'GET', url: `/api/projects/${id}/published-results` });

/** The first poster of judgingWithOneMissing as a published result shows it, first in its category. */
const firstCoral = (posterId: number) => ({
  rank: 1,
  poster_id: posterId,
  poster_number: 1,
  title: '산호초',
  poster_title: '산호초',
  author: '산호초 저자',
  affiliation: 'KAIST',
  category: '생명',
});

describe('GET /projects/:projectId/phase/missing', () => {
  it('names what is missing: evaluations left, posters short of their judges, judges not finished', async () => {
    const p = await judgingWithOneMissing();
    const res = await p.client.inject({ method: 'GET', url: `/api/projects/${p.id}/phase/missing` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_assignments: 6,
      completed_assignments: 5,
      evaluations_left: 1,
      posters_short: [
        { poster_id: p.posters[1].id, poster_number: 2, title: '해조류', assigned: 2, evaluated: 1 },
      ],
      judges_unfinished: [{ judge_id: p.lee.id, full_name: '이심사', assigned: 2, completed: 1 }],
      confirm: '1',
      publish: { scope: null, winners_per_category: 3 },
    });
    // The live dashboard counts the same.
    const progress = await p.client.inject({ method: 'GET', url: `/api/projects/${p.id}/progress` });
    expect(progress.json()).toMatchObject({ total_assignments: 6, completed_assignments: 5 });
  });

  it('is the project admin’s only', async () => {
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/phase/missing` });
  });
});

describe('closing judging and publishing while evaluations are missing', () => {
  it('refuses without the typed count, keeps the phase, and goes on with it', async () => {
    const p = await judgingWithOneMissing();
    for (const confirm of [undefined, '', '2', '1건']) {
      const refused = await p.setPhase({ phase: 'closed', ...(confirm === undefined ? {} : { confirm }) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'CONFIRMATION_REQUIRED',
        field: 'confirm',
        detail:
          '1 evaluations are missing (1 posters have fewer than their judges, 1 judges have not finished): ' +
          'to go on, confirm by typing "1"',
        params: { name: '1', evaluations_left: 1, posters_short: 1, judges_unfinished: 1 },
      });
      expect(await p.storedPhase()).toBe('open');
    }
    const closed = await p.setPhase({ phase: 'closed', confirm: ' 1 ' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().phase).toBe('closed');

    const notYet = await p.setPhase({ phase: 'published', publish_scope: 'winners' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('CONFIRMATION_REQUIRED');
    expect(await p.storedPhase()).toBe('closed');
    expect((await published(p.id)).statusCode).toBe(403);

    const ok = await p.setPhase({ phase: 'published', publish_scope: 'winners', confirm: '1' });
    expect(ok.statusCode).toBe(200);
    expect(await p.storedPhase()).toBe('published');
    const settings = await w.t.db
      .selectFrom('result_settings')
      .select(['publish_scope', 'winners_per_category'])
      .where('project_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(settings).toEqual({ publish_scope: 'winners', winners_per_category: 3 });
  });

  it('goes on without a confirmation when nothing is missing', async () => {
    const p = await judgingWithOneMissing();
    await p.submit(p.lee.id, p.posters[1].id, 6);
    const missing = await p.client.inject({ method: 'GET', url: `/api/projects/${p.id}/phase/missing` });
    expect(missing.json()).toMatchObject({ evaluations_left: 0, posters_short: [], judges_unfinished: [] });
    expect(missing.json().confirm).toBeNull();
    expect((await p.setPhase({ phase: 'closed' })).statusCode).toBe(200);
    expect((await p.setPhase({ phase: 'published' })).statusCode).toBe(200);
    // Never chosen: the ranking with its scores, as publishing showed before.
    expect((await published(p.id)).json()[0]).toMatchObject({ scope: 'scores', average_score: 8.5 });
  });
});

describe('the publishing scope', () => {
  it('answers each scope’s public body; taking results down needs the project name', async () => {
    const p = await judgingWithOneMissing();
    await p.setPhase({ phase: 'closed', confirm: '1' });
    await p.setPhase({ phase: 'published', publish_scope: 'winners', winners_per_category: 1, confirm: '1' });
    const [p1, , , p4] = p.posters;
    const winners = await published(p.id);
    expect(winners.statusCode).toBe(200);
    expect(winners.json()).toEqual([
      { scope: 'winners', ...firstCoral(p1.id) },
      {
        scope: 'winners',
        rank: 1,
        poster_id: p4.id,
        poster_number: 4,
        title: '촉매',
        poster_title: '촉매',
        author: '촉매 저자',
        affiliation: 'POSTECH',
        category: '화학',
      },
    ]);
    // A participant reads the same call.
    const participant = await fx.sessionFor(
      w.t.app,
      'user',
      (await fx.makeParticipant(w.t.db, p.id)).id,
      p.id,
    );
    const asParticipant = await participant.inject({
      method: 'GET',
      url: `/api/projects/${p.id}/published-results`,
    });
    expect(asParticipant.json()).toEqual(winners.json());

    // Taking the results down: a reason, and the project's name typed.
    const noName = await p.setPhase({ phase: 'closed', reason: '점수 재확인' });
    expect(noName.statusCode).toBe(409);
    expect(noName.json()).toMatchObject({ code: 'CONFIRMATION_REQUIRED', params: { name: p.name } });
    expect(await p.storedPhase()).toBe('published');
    const down = await p.setPhase({ phase: 'closed', reason: '점수 재확인', confirm: p.name.toUpperCase() });
    expect(down.statusCode).toBe(200);
    expect(down.json().changes.at(-1)).toMatchObject({
      from: 'published',
      to: 'closed',
      reason: '점수 재확인',
    });
    expect((await published(p.id)).json().code).toBe('NOT_PUBLISHED');

    await p.setPhase({ phase: 'published', publish_scope: 'ranking', confirm: '1' });
    const ranking = (await published(p.id)).json() as Array<Record<string, unknown>>;
    expect(ranking.map((r) => [r.rank, r.title])).toEqual([
      [1, '산호초'],
      [2, '해조류'],
      [3, '촉매'],
      [4, '플랑크톤'],
    ]);
    for (const row of ranking) {
      expect(row.scope).toBe('ranking');
      for (const key of ['average_score', 'evaluation_count', 'normalized_score', 'method'])
        expect(row).not.toHaveProperty(key);
    }

    await p.setPhase({ phase: 'closed', reason: '공개 범위 변경', confirm: p.name });
    await p.setPhase({ phase: 'published', publish_scope: 'scores', confirm: '1' });
    const scores = (await published(p.id)).json();
    expect(scores[0]).toEqual({
      scope: 'scores',
      ...firstCoral(p1.id),
      average_score: 8.5,
      evaluation_count: 2,
      method: 'raw',
      normalized_score: expect.any(Number),
    });
    expect(scores.map((r: { title: string }) => r.title)).toEqual(['산호초', '해조류', '촉매', '플랑크톤']);
    // The organiser's own results always carry everything.
    const own = await p.client.inject({ method: 'GET', url: `/api/projects/${p.id}/results` });
    expect(own.json()).toHaveLength(4);
    expect(own.json()[0]).toMatchObject({ average_score: 8.5, std_dev: 0.5, flags: [] });
  });

  it('lets ties at the N-th place win together', async () => {
    const p = await judgingWithOneMissing();
    // 이심사 gives 해조류 10: its average becomes 8.5, level with 산호초.
    await p.submit(p.lee.id, p.posters[1].id, 10);
    await p.setPhase({ phase: 'closed' });
    await p.setPhase({ phase: 'published', publish_scope: 'winners', winners_per_category: 1 });
    const rows = (await published(p.id)).json() as Array<{ title: string; rank: number }>;
    expect(rows.map((r) => [r.rank, r.title])).toEqual([
      [1, '산호초'],
      [1, '해조류'],
      [1, '촉매'],
    ]);
  });

  it('refuses bad input (400 with the field) and changes nothing', async () => {
    const p = await judgingWithOneMissing();
    await p.setPhase({ phase: 'closed', confirm: '1' });
    for (const payload of [
      { phase: 'published', publish_scope: 'everything', confirm: '1' },
      { phase: 'published', publish_scope: 'winners', winners_per_category: 0, confirm: '1' },
      { phase: 'published', publish_scope: 'winners', winners_per_category: 21, confirm: '1' },
      { phase: 'published', publish_scope: 'winners', winners_per_category: 1.5, confirm: '1' },
      { phase: 'published', publish_scope: 'winners', winners_per_category: '3', confirm: '1' },
      { phase: 'published', confirm: 'x'.repeat(501) },
      { phase: 'published', confirm: 1 },
    ]) {
      const res = await p.setPhase(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({
        code: expect.stringMatching(/^[A-Z_]+$/),
        field: expect.any(String),
      });
    }
    expect(await p.storedPhase()).toBe('closed');
  });

  it('refuses the guarded step to everyone but the project admin', async () => {
    const url = `/api/projects/${w.projectId}/phase`;
    await w.expectRefused({ method: 'PUT', url, payload: { phase: 'closed', confirm: '1' } });
    // Another project's admin, in that project's own path, cannot step this one: its phase stays.
    const stored = await w.t.db
      .selectFrom('projects')
      .select('phase')
      .where('id', '=', w.projectId)
      .executeTakeFirstOrThrow();
    expect(stored.phase).not.toBe('published');
  });
});
