import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import type { ResultEvaluation } from '@shared/contracts/reports';
import { HALL_FIGURES, hallFigures } from './ranking.test-kit';
import { resultCalls } from './results.test-kit';

/** GET /projects/:projectId/results: both methods side by side, every judge's scores and comments. */

const w = useProjectAdminWorld();
const { hall, results } = resultCalls(w);

describe('GET /projects/:projectId/results (docs/decisions/021-fair-results.md)', () => {
  it('answers both methods side by side with spread, coverage, flags, criteria and every comment', async () => {
    const h = await hall();
    const rows = await results(h.client, `/api/projects/${h.id}/results`);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map(hallFigures)).toEqual(HALL_FIGURES);
    const third = rows[2]!;
    expect(third).toMatchObject({
      title: 'Third',
      evaluation_count: 2,
      planned_count: 3,
      std_dev: 1,
      min_total: 12,
      max_total: 14,
      flags: ['FEW_EVALUATIONS'],
      criteria: [
        { criterion_id: h.c1.id, name: '방법 Method', max_score: 10, average: 6.5 },
        { criterion_id: h.c2.id, name: 'Clarity', max_score: 10, average: 6.5 },
      ],
    });
  });

  it("answers every judge's scores, total and comment, of one poster or all, never another project's", async () => {
    const h = await hall();
    const third = h.posters[2]!;
    const res = await h.client.inject({
      url: `/api/projects/${h.id}/results/evaluations?poster_id=${third.id}`,
    });
    expect(res.statusCode).toBe(200);
    const rows: ResultEvaluation[] = res.json();
    expect(rows.map((e) => [e.poster_id, e.judge_id, e.total, e.comment]).sort()).toEqual(
      [
        [third.id, h.L.id, 14, '+ good, - unclear'],
        [third.id, h.H.id, 12, '@mention'],
      ].sort(),
    );
    expect(rows[0]!.scores).toEqual([
      { criterion_id: h.c1.id, score: expect.any(Number) },
      { criterion_id: h.c2.id, score: expect.any(Number) },
    ]);
    expect(rows[0]!.judge_name).toEqual(expect.any(String));
    const all = await h.client.inject({ url: `/api/projects/${h.id}/results/evaluations` });
    expect(all.json()).toHaveLength(6);
    const foreign = await fx.makePoster(w.t.db, w.otherProjectId);
    const none = await h.client.inject({
      url: `/api/projects/${h.id}/results/evaluations?poster_id=${foreign.id}`,
    });
    expect(none.json()).toEqual([]);
    for (const q of ['poster_id=abc', 'poster_id=0', 'poster_id=-1']) {
      const bad = await h.client.inject({ url: `/api/projects/${h.id}/results/evaluations?${q}` });
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json()).toMatchObject({
        code: expect.stringMatching(fx.FIELD_CODE),
        detail: expect.stringContaining('poster_id'),
      });
    }
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/results/evaluations` });
  });

  it('ranks by ?method=normalized and keeps to ?category=, ranked within it', async () => {
    const h = await hall();
    const normalized = await results(h.client, `/api/projects/${h.id}/results?method=normalized`);
    expect(normalized.map((r) => [r.rank, r.title])).toEqual([
      [1, '=HYPERLINK("http://x","y")'],
      [2, 'Fourth'],
      [2, 'Second'],
      [2, 'Third'],
      [5, 'Fifth'],
    ]);
    const bio = await results(h.client, `/api/projects/${h.id}/results?category=Bio`);
    expect(bio.map((r) => [r.rank, r.title])).toEqual([
      [1, '=HYPERLINK("http://x","y")'],
      [2, 'Third'],
    ]);
  });

  it('answers 400 {detail, code} for a bad method or an empty category', async () => {
    const h = await hall();
    for (const q of ['method=best', 'category=', `category=${'x'.repeat(201)}`]) {
      const res = await h.client.inject({ url: `/api/projects/${h.id}/results?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({
        code: expect.stringMatching(fx.FIELD_CODE),
        detail: expect.any(String),
      });
    }
  });
});
