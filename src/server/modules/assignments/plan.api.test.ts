import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import type { Client } from '@server/test/test-app';

const w = useProjectAdminWorld();

type Pair = { judge_id: number; poster_id: number };
const sortPairs = (pairs: Pair[]) =>
  [...pairs].sort((a, b) => a.poster_id - b.poster_id || a.judge_id - b.judge_id);

/** A project of its own: judges from three affiliations, posters by authors of two of them. */
async function hall(nJudges = 4, nPosters = 6) {
  const { id, client } = await w.freshProject();
  const affs = ['KAIST', 'POSTECH', 'SNU'];
  const judges = [];
  for (let i = 0; i < nJudges; i++)
    judges.push(await fx.makeJudge(w.t.db, id, { affiliation: affs[i % affs.length]! }));
  const posters = [];
  for (let i = 0; i < nPosters; i++)
    posters.push(await fx.makePoster(w.t.db, id, { affiliation: i % 2 === 0 ? 'KAIST' : 'SNU' }));
  return { id, client, judges, posters };
}

/** The marked conflicts the list shows (a hall's judges also share affiliations with its authors). */
const markedConflicts = async (client: Client, url: string) =>
  (await client.inject({ method: 'GET', url }))
    .json()
    .filter((c: { source: string }) => c.source === 'marked');

const plan = (client: Client, id: number, payload: object) =>
  client.inject({ method: 'POST', url: `/api/projects/${id}/assignments/plan`, payload });
const stored = async (id: number) =>
  sortPairs(
    await w.t.db
      .selectFrom('assignments')
      .select(['judge_id', 'poster_id'])
      .where('project_id', '=', id)
      .execute(),
  );

describe('POST /projects/:projectId/assignments/plan', () => {
  it('previews without writing, and applying stores exactly the previewed pairs', async () => {
    const h = await hall();
    const preview = await plan(h.client, h.id, { judges_per_poster: 2, max_per_judge: null, apply: false });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.applied).toBe(false);
    expect(body.assignments).toHaveLength(12);
    expect(body.unfilled).toEqual([]);
    expect(await stored(h.id)).toEqual([]);
    // Loads are balanced: 12 pairs over 4 judges.
    expect(body.per_judge.map((j: { total: number }) => j.total)).toEqual([3, 3, 3, 3]);

    const applied = await plan(h.client, h.id, { judges_per_poster: 2, apply: true });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ ...body, applied: true });
    expect(await stored(h.id)).toEqual(sortPairs(body.assignments));
  });

  it('never pairs a judge with a poster of the same affiliation or a marked conflict', async () => {
    const h = await hall();
    const marked = { judge_id: h.judges[1]!.id, poster_id: h.posters[0]!.id };
    const res = await h.client.inject({
      method: 'POST',
      url: `/api/projects/${h.id}/conflicts`,
      payload: marked,
    });
    expect(res.statusCode).toBe(201);
    const body = (await plan(h.client, h.id, { judges_per_poster: 2, apply: true })).json();
    // Poster 0 (a KAIST author) has only the SNU judge left: the POSTECH judge is marked.
    expect(body.unfilled).toEqual([{ poster_id: h.posters[0]!.id, missing: 1, reason: 'CONFLICTS' }]);
    expect(body.conflicts_avoided).toBeGreaterThan(0);
    const affOf = new Map(h.judges.map((j) => [j.id, j.affiliation]));
    const posterAff = new Map(h.posters.map((p) => [p.id, p.affiliation]));
    const rows = await stored(h.id);
    expect(rows).toHaveLength(11);
    for (const r of rows) {
      expect(affOf.get(r.judge_id)).not.toBe(posterAff.get(r.poster_id));
      expect(r).not.toEqual(marked);
    }
  });

  it('keeps existing pairs and evaluations; applying twice adds nothing the second time', async () => {
    const h = await hall();
    const criterion = await fx.makeCriterion(w.t.db, h.id);
    // POSTECH judge on a KAIST poster, already evaluated.
    await fx.makeAssignment(w.t.db, h.id, h.judges[1]!.id, h.posters[0]!.id);
    await fx.makeEvaluation(w.t.db, h.id, h.judges[1]!.id, h.posters[0]!.id, [[criterion.id, 4]]);
    const first = (await plan(h.client, h.id, { judges_per_poster: 2, apply: true })).json();
    expect(first.assignments).toHaveLength(11);
    expect(first.per_judge.find((j: Pair) => j.judge_id === h.judges[1]!.id).existing).toBe(1);
    const afterFirst = await stored(h.id);
    expect(afterFirst).toHaveLength(12);

    const second = (await plan(h.client, h.id, { judges_per_poster: 2, apply: true })).json();
    expect(second.assignments).toEqual([]);
    expect(await stored(h.id)).toEqual(afterFirst);
    const evaluations = await w.t.db
      .selectFrom('evaluations')
      .select('judge_id')
      .where('project_id', '=', h.id)
      .execute();
    expect(evaluations).toEqual([{ judge_id: h.judges[1]!.id }]);
  });

  it('reports the posters it cannot fill, and why', async () => {
    const h = await hall(2, 2);
    const body = (await plan(h.client, h.id, { judges_per_poster: 3 })).json();
    expect(body.unfilled).toEqual([
      { poster_id: h.posters[0]!.id, missing: 2, reason: 'NOT_ENOUGH_JUDGES' },
      { poster_id: h.posters[1]!.id, missing: 1, reason: 'NOT_ENOUGH_JUDGES' },
    ]);
    const capped = (await plan(h.client, h.id, { judges_per_poster: 1, max_per_judge: 0 })).json();
    expect(capped).toEqual({
      code: 'TOO_SMALL',
      field: 'max_per_judge',
      params: { min: 1 },
      detail: expect.stringContaining('max_per_judge must be a whole number from 1 to 10000'),
    });
  });

  it('refuses bad input with a clear 400, and everyone but the project admin', async () => {
    const url = `/api/projects/${w.projectId}/assignments/plan`;
    for (const payload of [
      {},
      { judges_per_poster: 'three' },
      { judges_per_poster: 0 },
      { judges_per_poster: 2, apply: 'yes' },
    ]) {
      const res = await w.projectAdmin.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: expect.stringMatching(/^[A-Z_]+$/),
        field: expect.any(String),
      });
    }
    await w.expectRefused({ method: 'POST', url, payload: { judges_per_poster: 1 } });
  });
});

describe('bulk assignment and removal', () => {
  it('gives one judge many posters in one request, skipping pairs that exist', async () => {
    const h = await hall(2, 3);
    const judge = h.judges[1]!; // POSTECH: no conflict with any poster
    await fx.makeAssignment(w.t.db, h.id, judge.id, h.posters[0]!.id);
    const ids = h.posters.map((p) => p.id);
    const res = await h.client.inject({
      method: 'POST',
      url: `/api/projects/${h.id}/assignments/bulk`,
      payload: { judge_id: judge.id, poster_ids: [...ids, ids[1]] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().already_assigned).toEqual([ids[0]]);
    expect(res.json().assignments.map((a: Pair) => a.poster_id)).toEqual([ids[1], ids[2]]);
    expect(await stored(h.id)).toEqual(ids.map((id) => ({ judge_id: judge.id, poster_id: id })));
  });

  it('refuses the whole request when one poster is a conflict of interest, or not of the project', async () => {
    const h = await hall(1, 2); // the judge is KAIST; poster 0 is by a KAIST author
    const url = `/api/projects/${h.id}/assignments/bulk`;
    const res = await h.client.inject({
      method: 'POST',
      url,
      payload: { judge_id: h.judges[0]!.id, poster_ids: [h.posters[1]!.id, h.posters[0]!.id] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT_OF_INTEREST',
      detail: `Conflict of interest: this judge cannot be given poster ${h.posters[0]!.id}`,
    });
    const foreign = await fx.makePoster(w.t.db, w.projectId);
    const other = await h.client.inject({
      method: 'POST',
      url,
      payload: { judge_id: h.judges[0]!.id, poster_ids: [h.posters[1]!.id, foreign.id] },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect(await stored(h.id)).toEqual([]);
  });

  it('removes many assignments and their evaluations at once, or none when one id is not of the project', async () => {
    const h = await hall(2, 2);
    const criterion = await fx.makeCriterion(w.t.db, h.id);
    const a = await fx.makeAssignment(w.t.db, h.id, h.judges[1]!.id, h.posters[0]!.id);
    const b = await fx.makeAssignment(w.t.db, h.id, h.judges[1]!.id, h.posters[1]!.id);
    const c = await fx.makeAssignment(w.t.db, h.id, h.judges[0]!.id, h.posters[1]!.id);
    await fx.makeEvaluation(w.t.db, h.id, h.judges[1]!.id, h.posters[0]!.id, [[criterion.id, 3]]);
    const url = `/api/projects/${h.id}/assignments`;
    const refused = await h.client.inject({ method: 'DELETE', url, payload: { ids: [a.id, 2_000_000_000] } });
    expect(refused.statusCode).toBe(404);
    expect(await stored(h.id)).toHaveLength(3);

    const res = await h.client.inject({ method: 'DELETE', url, payload: { ids: [a.id, b.id] } });
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await stored(h.id)).toEqual([{ judge_id: c.judge_id, poster_id: c.poster_id }]);
    const evaluations = await w.t.db
      .selectFrom('evaluations')
      .select('id')
      .where('project_id', '=', h.id)
      .execute();
    expect(evaluations).toEqual([]);
    const empty = await h.client.inject({ method: 'DELETE', url, payload: { ids: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain('ids must name at least one assignment');
  });
});

describe('conflicts of interest', () => {
  it('lists, marks and removes a marked pair; an assigned pair is 409 ASSIGNED until it is unassigned', async () => {
    const h = await hall(2, 1);
    const url = `/api/projects/${h.id}/conflicts`;
    const pair = { judge_id: h.judges[1]!.id, poster_id: h.posters[0]!.id };
    const a = await fx.makeAssignment(w.t.db, h.id, pair.judge_id, pair.poster_id);
    const assigned = await h.client.inject({ method: 'POST', url, payload: pair });
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().code).toBe('ASSIGNED');

    await h.client.inject({ method: 'DELETE', url: `/api/projects/${h.id}/assignments/${a.id}` });
    const marked = await h.client.inject({ method: 'POST', url, payload: pair });
    expect(marked.statusCode).toBe(201);
    expect(marked.json()).toMatchObject({
      ...pair,
      judge_name: h.judges[1]!.full_name,
      poster_title: h.posters[0]!.title,
    });
    const again = await h.client.inject({ method: 'POST', url, payload: pair });
    expect(again.json()).toEqual({
      code: 'CONFLICT_ALREADY_MARKED',
      detail: 'This conflict is already marked',
    });
    expect(await markedConflicts(h.client, url)).toEqual([{ ...marked.json(), source: 'marked' }]);

    const removed = await h.client.inject({ method: 'DELETE', url: `${url}/${marked.json().id}` });
    expect(removed.json()).toEqual({ status: 'ok' });
    expect(await markedConflicts(h.client, url)).toEqual([]);
    const missing = await h.client.inject({ method: 'DELETE', url: `${url}/${marked.json().id}` });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a single assignment of a marked pair, and stores nothing; the same affiliation is the organiser's choice", async () => {
    const h = await hall(2, 2);
    const judge = h.judges[1]!;
    const marked = h.posters.find((p) => p.affiliation !== judge.affiliation)!;
    const sameAff = await fx.makePoster(w.t.db, h.id, { affiliation: judge.affiliation });
    await h.client.inject({
      method: 'POST',
      url: `/api/projects/${h.id}/conflicts`,
      payload: { judge_id: judge.id, poster_id: marked.id },
    });
    const assign = (posterId: number) =>
      h.client.inject({
        method: 'POST',
        url: `/api/projects/${h.id}/assignments?judge_id=${judge.id}&poster_id=${posterId}`,
      });
    const refused = await assign(marked.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT_OF_INTEREST',
      detail: `Conflict of interest: this judge cannot be given poster ${marked.id}`,
    });
    const chosen = await assign(sameAff.id);
    expect(chosen.statusCode).toBe(201);
    const rows = await w.t.db
      .selectFrom('assignments')
      .selectAll()
      .where('judge_id', '=', judge.id)
      .execute();
    expect(rows.map((r) => r.poster_id)).toEqual([sameAff.id]);
  });

  it("goes with its judge (cascade), and refuses another project's poster", async () => {
    const h = await hall(2, 1);
    const url = `/api/projects/${h.id}/conflicts`;
    await h.client.inject({
      method: 'POST',
      url,
      payload: { judge_id: h.judges[1]!.id, poster_id: h.posters[0]!.id },
    });
    await w.t.db.deleteFrom('judges').where('id', '=', h.judges[1]!.id).execute();
    expect(await markedConflicts(h.client, url)).toEqual([]);
    const foreign = await fx.makePoster(w.t.db, w.projectId);
    const res = await h.client.inject({
      method: 'POST',
      url,
      payload: { judge_id: h.judges[0]!.id, poster_id: foreign.id },
    });
    expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Poster not found' });
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/conflicts` });
  });
});
