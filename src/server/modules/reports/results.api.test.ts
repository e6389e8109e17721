// Issue 15's results: both methods, settings, comments, the published ranking and the exports.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import type { Client } from '@server/test/test-app';
import type { FairResultRow, ResultEvaluation, ResultSettings } from '@shared/contracts/results';
import { SHEETS } from './results-export';

const w = useProjectAdminWorld();

/**
 * The lenient/harsh hall of ranking.test.ts, through the database: judge L (totals 18, 16, 14 on P1-P3) and
 * judge H (12, 8, 4 on P3-P5), two criteria of 10. P3 is planned for three judges; the poster titled as a
 * formula is P1, in category "Bio" with P3.
 */
async function hall(client?: Client) {
  const p = await w.freshProject();
  const c1 = await fx.makeCriterion(w.t.db, p.id, { name: '방법 Method', order_number: 1 });
  const c2 = await fx.makeCriterion(w.t.db, p.id, { name: 'Clarity', order_number: 2 });
  const L = await fx.makeJudge(w.t.db, p.id);
  const H = await fx.makeJudge(w.t.db, p.id);
  const extra = await fx.makeJudge(w.t.db, p.id);
  const titles = ['=HYPERLINK("http://x","y")', 'Second', 'Third', 'Fourth', 'Fifth'];
  const categories = ['Bio', 'Chem', 'Bio', 'Chem', null];
  const posters = [];
  for (const [i, title] of titles.entries())
    posters.push(await fx.makePoster(w.t.db, p.id, { title, category: categories[i]! }));
  const plan: Array<[typeof L, number, number, number, string]> = [
    [L, 0, 9, 9, '훌륭한 포스터'],
    [L, 1, 10, 6, 'Strong method'],
    [L, 2, 7, 7, '+ good, - unclear'],
    [H, 2, 6, 6, '@mention'],
    [H, 3, 5, 3, 'Fine'],
    [H, 4, 2, 2, 'Weak'],
  ];
  for (const [judge, i, s1, s2, comment] of plan) {
    await fx.makeAssignment(w.t.db, p.id, judge.id, posters[i]!.id);
    await fx.makeEvaluation(
      w.t.db,
      p.id,
      judge.id,
      posters[i]!.id,
      [
        [c1.id, s1],
        [c2.id, s2],
      ],
      comment,
    );
  }
  await fx.makeAssignment(w.t.db, p.id, extra.id, posters[2]!.id); // P3: planned 3, evaluated 2
  return { ...p, client: client ?? p.client, c1, c2, L, H, posters };
}

const results = async (c: Client, url: string) => {
  const res = await c.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FairResultRow[];
};

describe('GET /projects/:projectId/results (issue 15)', () => {
  it('answers both methods side by side with spread, coverage, flags, criteria and every comment', async () => {
    const h = await hall();
    const rows = await results(h.client, `/api/projects/${h.id}/results`);
    expect(
      rows.map((r) => [r.rank, r.rank_raw, r.rank_normalized, r.average_score, r.normalized_score]),
    ).toEqual([
      [1, 1, 1, 18, 17.83],
      [2, 2, 2, 16, 12],
      [3, 3, 2, 13, 12],
      [4, 4, 2, 8, 12],
      [5, 5, 5, 4, 6.17],
    ]);
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
    expect(rows[0]).toEqual({
      rank: 1,
      poster_id: h.posters[0]!.id,
      poster_number: h.posters[0]!.number,
      title: '=HYPERLINK("http://x","y")',
      poster_title: '=HYPERLINK("http://x","y")',
      author: '홍길동',
      category: 'Bio',
      average_score: 18,
      evaluation_count: 1,
      method: 'normalized',
      normalized_score: 17.83,
    });
    expect(res.body).not.toContain('훌륭한');
  });
});

describe('GET /projects/:projectId/results/export', () => {
  it('downloads an .xlsx whose sheets read back equal to the results call, formulas neutralised', async () => {
    const h = await hall();
    await w.t.db.updateTable('projects').set({ name: '춘계 학회' }).where('id', '=', h.id).execute();
    const res = await h.client.inject({ url: `/api/projects/${h.id}/results/export?format=xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="results-conf-[a-z0-9-]+\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('춘계 학회 결과.xlsx');

    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual([
      SHEETS.ranking,
      SHEETS.criteria,
      SHEETS.matrix,
      SHEETS.comments,
      SHEETS.peoplesChoice,
    ]);
    const api = await results(h.client, `/api/projects/${h.id}/results`);
    // The ranking, every column as the first test reads the results call, the title neutralised; coverage and
    // spread (evaluations, planned, std dev, min, max) are the results call's too.
    const ranking = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[SHEETS.ranking]!, { header: 1 });
    expect(ranking.slice(1)).toEqual([
      [1, 1, 1, 'P-001', `'=HYPERLINK("http://x","y")`, '홍길동', 'Bio', 18, 17.83, 1, 1, 0, 18, 18, ''],
      [2, 2, 2, 'P-002', 'Second', '홍길동', 'Chem', 16, 12, 1, 1, 0, 16, 16, ''],
      [3, 3, 2, 'P-003', 'Third', '홍길동', 'Bio', 13, 12, 2, 3, 1, 12, 14, 'FEW_EVALUATIONS'],
      [4, 4, 2, 'P-004', 'Fourth', '홍길동', 'Chem', 8, 12, 1, 1, 0, 8, 8, ''],
      [5, 5, 5, 'P-005', 'Fifth', '홍길동', undefined, 4, 6.17, 1, 1, 0, 4, 4, ''], // no category: an empty cell
    ]);
    expect(ranking.slice(1).map((r) => r.slice(9, 14))).toEqual(
      api.map((r) => [r.evaluation_count, r.planned_count, r.std_dev, r.min_total, r.max_total]),
    );
    // The formula arrives as text, never as a formula cell.
    const cell = book.Sheets[SHEETS.ranking]!['E2']!;
    expect(cell).toMatchObject({ t: 's', v: `'=HYPERLINK("http://x","y")` });
    expect(cell.f).toBeUndefined();
    for (const sheet of Object.values(book.Sheets))
      for (const [ref, c] of Object.entries(sheet))
        if (!ref.startsWith('!')) {
          expect((c as XLSX.CellObject).f, ref).toBeUndefined();
          if (typeof (c as XLSX.CellObject).v === 'string')
            expect((c as XLSX.CellObject).v as string, ref).not.toMatch(/^[=+\-@\t\r]/);
        }
    // Comments: every judge's, the ones starting with + and @ neutralised.
    const comments = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[SHEETS.comments]!, { header: 1 });
    expect(comments.slice(1).map((r) => r[4])).toEqual(
      expect.arrayContaining(['훌륭한 포스터', "'+ good, - unclear", "'@mention"]),
    );
    expect(comments).toHaveLength(7);
    // The matrix: a row per judge with a total per poster they judged.
    const matrix = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[SHEETS.matrix]!, { header: 1 });
    expect(matrix).toHaveLength(3);
    expect(matrix[0]!.slice(1)).toHaveLength(5);
    // Per criterion: the averages of the results call.
    const criteria = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[SHEETS.criteria]!, { header: 1 });
    expect(criteria[0]).toEqual(['번호 No.', '제목 Title', '방법 Method (/10)', 'Clarity (/10)']);
    expect(criteria.slice(1).map((r) => r.slice(2))).toEqual(
      api.map((r) => r.criteria.map((c) => c.average)),
    );
  });

  it('downloads the ranking as .csv (UTF-8 with a byte order mark), neutralised', async () => {
    const h = await hall();
    const res = await h.client.inject({
      url: `/api/projects/${h.id}/results/export?format=csv&method=normalized`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toContain('.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toContain('순위 Rank (normalized)');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(res.body).not.toMatch(/(^|,)"?=/m);
  });

  it('answers 400 for an unknown format, and refuses everyone but the project admins', async () => {
    const h = await hall();
    const bad = await h.client.inject({ url: `/api/projects/${h.id}/results/export?format=pdf` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CHOICE', detail: expect.stringContaining('format') });
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/results/export?format=xlsx` });
  });
});
