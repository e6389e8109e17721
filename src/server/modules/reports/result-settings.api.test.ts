import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import type { ResultSettings } from '@shared/contracts/reports';
import { resultCalls } from './results.test-kit';

/** The organiser's result settings (method, weights, tie-break), and the published ranking they decide. */

const w = useProjectAdminWorld();
const { hall, results } = resultCalls(w);

describe('/projects/:projectId/results/settings', () => {
  it('answers the defaults, stores what is given, and the results follow', async () => {
    const h = await hall();
    const url = `/api/projects/${h.id}/results/settings`;
    expect((await h.client.inject({ url })).json()).toEqual({
      method: 'raw',
      weights: [],
      tie_break: { criterion_id: null, other_method: false },
      peoples_choice: { enabled: false, votes_per_participant: 3 },
    });
    const put = await h.client.inject({
      method: 'PUT',
      url,
      payload: {
        method: 'normalized',
        weights: [
          { criterion_id: h.c1.id, weight: 3 },
          { criterion_id: h.c2.id, weight: 1 },
        ],
        tie_break: { criterion_id: h.c1.id, other_method: true },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const stored: ResultSettings = put.json();
    expect(stored).toMatchObject({
      method: 'normalized',
      tie_break: { criterion_id: h.c1.id, other_method: true },
    });
    expect((await h.client.inject({ url })).json()).toEqual(stored);
    // Weighted 3:1, total = (3 x c1 + c2) / 2: Second (10, 6) -> 18; ranked by the normalized score.
    const rows = await results(h.client, `/api/projects/${h.id}/results`);
    expect(rows.find((r) => r.title === 'Second')!.average_score).toBe(18);
    expect(rows.map((r) => r.rank)).toEqual(rows.map((r) => r.rank_normalized));
    // A part alone changes only that part; null weights go back to the max scores.
    const pc = await h.client.inject({
      method: 'PUT',
      url,
      payload: { weights: null, peoples_choice: { enabled: true } },
    });
    expect(pc.json()).toMatchObject({
      method: 'normalized',
      weights: [],
      peoples_choice: { enabled: true, votes_per_participant: 3 },
    });
    expect(
      (await results(h.client, `/api/projects/${h.id}/results`)).find((r) => r.title === 'Second')!
        .average_score,
    ).toBe(16);
  });

  it('refuses bad input with 400 {detail, code, field}', async () => {
    const h = await hall();
    const other = await fx.makeCriterion(w.t.db, w.otherProjectId);
    const url = `/api/projects/${h.id}/results/settings`;
    const cases: Array<[object, string | undefined]> = [
      [{ method: 'best' }, undefined],
      [{ weights: [{ criterion_id: h.c1.id, weight: 0 }] }, undefined],
      [{ weights: [{ criterion_id: h.c1.id, weight: 'x' }] }, undefined],
      [
        {
          weights: [
            { criterion_id: h.c1.id, weight: 1 },
            { criterion_id: h.c1.id, weight: 2 },
          ],
        },
        undefined,
      ],
      [{ tie_break: { criterion_id: h.c1.id } }, undefined],
      [{ peoples_choice: { enabled: true, votes_per_participant: 0 } }, undefined],
      [{ peoples_choice: { votes_per_participant: 2.5 } }, undefined],
      [{ weights: [{ criterion_id: other.id, weight: 2 }] }, 'weights'],
      [{ tie_break: { criterion_id: other.id, other_method: false } }, 'tie_break'],
    ];
    for (const [payload, field] of cases) {
      const res = await h.client.inject({ method: 'PUT', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        code: expect.stringMatching(fx.FIELD_CODE),
        detail: expect.any(String),
      });
      if (field) expect(res.json().field).toBe(field);
    }
    expect((await h.client.inject({ url })).json().method).toBe('raw');
  });

  it('the published ranking follows the chosen method and shows no judges nor comments', async () => {
    const h = await hall();
    await h.client.inject({
      method: 'PUT',
      url: `/api/projects/${h.id}/results/settings`,
      payload: { method: 'normalized' },
    });
    await w.t.db.updateTable('projects').set({ phase: 'published' }).where('id', '=', h.id).execute();
    const res = await w.participantClient.inject({ url: `/api/projects/${h.id}/published-results` });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 2, 2, 5]);
    // Published before any scope was chosen: the ranking with its scores (decision 064).
    expect(rows[0]).toEqual({
      scope: 'scores',
      rank: 1,
      poster_id: h.posters[0]!.id,
      poster_number: h.posters[0]!.number,
      title: '=HYPERLINK("http://x","y")',
      poster_title: '=HYPERLINK("http://x","y")',
      author: '홍길동',
      affiliation: 'Seoul National University',
      category: 'Bio',
      average_score: 18,
      evaluation_count: 1,
      method: 'normalized',
      normalized_score: 17.83,
    });
    expect(res.body).not.toContain('훌륭한');
  });
});
