import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import {
  makeCriterion,
  makeEvaluation,
  makeJudge,
  makePoster,
  rowsWhere,
  scoresOf,
  storedRow,
  storedRows,
} from '@server/test/fixture-rows';

const w = useProjectAdminWorld();

const urlOf = (pid: number) => `/api/projects/${pid}/evaluation-criteria`;
const base = () => urlOf(w.projectId);

/** One judge's evaluation of a new poster with the given scores, written straight to the database. */
async function scoreOn(pid: number, scores: Array<[number, number]>) {
  const judge = await makeJudge(w.t.db, pid);
  const poster = await makePoster(w.t.db, pid);
  return makeEvaluation(w.t.db, pid, judge.id, poster.id, scores);
}

describe('POST /projects/:projectId/evaluation-criteria', () => {
  it('creates a criterion; the first gets order 1, the next the highest plus 1', async () => {
    const p = await w.freshProject();
    const first = await p.client.inject({
      method: 'POST',
      url: urlOf(p.id),
      payload: { name: '독창성', max_score: 10, description: '' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      project_id: p.id,
      name: '독창성',
      max_score: 10,
      order_number: 1,
      description: null,
      is_active: true,
      version: 1,
    });
    const explicit = await p.client.inject({
      method: 'POST',
      url: urlOf(p.id),
      payload: { name: 'Design', max_score: 5, order_number: 7, description: 'Layout' },
    });
    expect(explicit.json()).toMatchObject({ order_number: 7, description: 'Layout' });
    const next = await p.client.inject({
      method: 'POST',
      url: urlOf(p.id),
      payload: { name: 'Clarity', max_score: 20, order_number: '' },
    });
    expect(next.json()).toMatchObject({ order_number: 8 });
    const rows = await storedRows(w.t.db, 'criteria', { project_id: p.id }, 'id');
    expect(rows.map((r) => [r.name, r.max_score, r.order_number, r.description, r.is_active])).toEqual([
      ['독창성', 10, 1, null, 1],
      ['Design', 5, 7, 'Layout', 1],
      ['Clarity', 20, 8, null, 1],
    ]);
  });

  it('takes the fields from the query string too (the API passes values there: docs/product.md#the-api), and order 0', async () => {
    const p = await w.freshProject();
    const res = await p.client.inject({
      method: 'POST',
      url: `${urlOf(p.id)}?name=Impact&max_score=15&order_number=0`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Impact', max_score: 15, order_number: 0 });
  });

  it('lets a super admin create one', async () => {
    const res = await w.superAdmin.inject({
      method: 'POST',
      url: base(),
      payload: { name: 'By super', max_score: 3 },
    });
    expect(res.statusCode).toBe(201);
    expect(
      await w.t.db
        .selectFrom('criteria')
        .select('id')
        .where('id', '=', res.json().id)
        .where('project_id', '=', w.projectId)
        .execute(),
    ).toHaveLength(1);
  });

  it.each([
    [{ name: '', max_score: 10 }, 'name is required'],
    [{ max_score: 10 }, 'name is required'],
    [{ name: 'X', max_score: 0 }, 'max_score must be at least 1'],
    [{ name: 'X' }, 'max_score'],
    [{ name: 'X', max_score: 2.5 }, 'max_score must be a whole number'],
    [{ name: 'X', max_score: 'ten' }, 'max_score'],
    [{ name: 'X', max_score: 5, order_number: -1 }, 'order_number must be at least 0'],
  ])('refuses bad input %o with the field named', async (payload, message) => {
    const before = (await w.t.db.selectFrom('criteria').select('id').execute()).length;
    const res = await w.projectAdmin.inject({ method: 'POST', url: base(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
    expect(await w.t.db.selectFrom('criteria').select('id').execute()).toHaveLength(before);
  });

  it('refuses bad values in the query string with the field named', async () => {
    const res = await w.projectAdmin.inject({ method: 'POST', url: `${base()}?name=X&max_score=0` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('max_score must be at least 1');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await w.expectRefused({ method: 'POST', url: base(), payload: { name: 'Nope', max_score: 5 } });
  });
});

describe('GET /projects/:projectId/evaluation-criteria', () => {
  it("lists this project's criteria by order number, then id, inactive ones included", async () => {
    const p = await w.freshProject();
    const c3 = await makeCriterion(w.t.db, p.id, { name: 'C', order_number: 3 });
    const c1 = await makeCriterion(w.t.db, p.id, { name: 'A', order_number: 1, is_active: 0 });
    const c2b = await makeCriterion(w.t.db, p.id, { name: 'B2', order_number: 2 });
    const c2a = await makeCriterion(w.t.db, p.id, { name: 'B1', order_number: 2 });
    await makeCriterion(w.t.db, w.otherProjectId, { name: 'Outsider', order_number: 0 });
    const res = await p.client.inject({ url: urlOf(p.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { id: number }) => c.id)).toEqual([c1.id, c2b.id, c2a.id, c3.id]);
    expect(res.json()[0]).toEqual({
      id: c1.id,
      project_id: p.id,
      name: 'A',
      max_score: 10,
      order_number: 1,
      description: null,
      is_active: false,
      version: 1,
    });
    expect(res.body).not.toContain('Outsider');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await w.expectRefused({ method: 'GET', url: base() });
  });
});

describe('PUT /projects/:projectId/evaluation-criteria/:id', () => {
  it('edits every field', async () => {
    const c = await makeCriterion(w.t.db, w.projectId, { name: 'Old', max_score: 10, order_number: 4 });
    const res = await w.projectAdmin.inject({
      method: 'PUT',
      url: w.withAdmin(`${base()}/${c.id}`),
      payload: { name: 'New', max_score: 20, order_number: 2, description: 'Explained' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: c.id,
      project_id: w.projectId,
      name: 'New',
      max_score: 20,
      order_number: 2,
      description: 'Explained',
      is_active: true,
      version: 2,
    });
    const row = await storedRow(w.t.db, 'criteria', c.id);
    expect(row).toMatchObject({
      name: 'New',
      max_score: 20,
      order_number: 2,
      description: 'Explained',
      is_active: 1,
    });
  });

  it('toggles only is_active, from a JSON body or the query string', async () => {
    const c = await makeCriterion(w.t.db, w.projectId, { name: 'Toggle' });
    const off = await w.projectAdmin.inject({
      method: 'PUT',
      url: `${base()}/${c.id}`,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ name: 'Toggle', is_active: false, max_score: 10 });
    expect((await storedRow(w.t.db, 'criteria', c.id)).is_active).toBe(0);
    const on = await w.projectAdmin.inject({ method: 'PUT', url: `${base()}/${c.id}?is_active=true` });
    expect(on.json()).toMatchObject({ is_active: true });
    expect((await storedRow(w.t.db, 'criteria', c.id)).is_active).toBe(1);
  });

  it('refuses a max_score below the highest score already given, and accepts one equal to it', async () => {
    const c = await makeCriterion(w.t.db, w.projectId, { max_score: 10 });
    await scoreOn(w.projectId, [[c.id, 8]]);
    await scoreOn(w.projectId, [[c.id, 3]]);
    const low = await w.projectAdmin.inject({
      method: 'PUT',
      url: `${base()}/${c.id}`,
      payload: { name: 'Renamed', max_score: 7 },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().detail).toBe(
      'max_score cannot be lower than 8, the highest score already given on this criterion',
    );
    const row = await storedRow(w.t.db, 'criteria', c.id);
    expect(row.max_score).toBe(10);
    expect(row.name).not.toBe('Renamed');
    const equal = await w.projectAdmin.inject({
      method: 'PUT',
      url: `${base()}/${c.id}`,
      payload: { max_score: 8 },
    });
    expect(equal.statusCode).toBe(200);
    expect(equal.json().max_score).toBe(8);
  });

  it.each([
    [{ name: '' }, 'name is required'],
    [{ max_score: 0 }, 'max_score must be at least 1'],
    [{ order_number: -5 }, 'order_number must be at least 0'],
    [{}, 'Send at least one of'],
  ])('refuses bad input %o with the field named', async (payload, message) => {
    const c = await makeCriterion(w.t.db, w.projectId, { name: 'Stays' });
    const res = await w.projectAdmin.inject({ method: 'PUT', url: `${base()}/${c.id}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
    expect((await storedRow(w.t.db, 'criteria', c.id)).name).toBe('Stays');
  });

  it("is 404 for another project's criterion, which stays as it was", async () => {
    const outsider = await makeCriterion(w.t.db, w.otherProjectId, { name: 'Theirs' });
    const res = await w.projectAdmin.inject({
      method: 'PUT',
      url: `${base()}/${outsider.id}`,
      payload: { name: 'Mine', max_score: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect((await storedRow(w.t.db, 'criteria', outsider.id)).name).toBe('Theirs');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const c = await makeCriterion(w.t.db, w.projectId);
    await w.expectRefused({ method: 'PUT', url: `${base()}/${c.id}`, payload: { is_active: false } });
    expect((await storedRow(w.t.db, 'criteria', c.id)).is_active).toBe(1);
  });
});

describe('DELETE /projects/:projectId/evaluation-criteria/:id', () => {
  it('removes the criterion and the scores given on it, and nothing else', async () => {
    const gone = await makeCriterion(w.t.db, w.projectId);
    const kept = await makeCriterion(w.t.db, w.projectId);
    const ev = await scoreOn(w.projectId, [
      [gone.id, 4],
      [kept.id, 6],
    ]);
    const res = await w.projectAdmin.inject({ method: 'DELETE', url: w.withAdmin(`${base()}/${gone.id}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await rowsWhere(w.t.db, 'criteria', 'id', gone.id)).toHaveLength(0);
    expect(await scoresOf(w.t.db, ev)).toEqual([{ evaluation_id: ev, criterion_id: kept.id, score: 6 }]);
    expect(await rowsWhere(w.t.db, 'evaluations', 'id', ev)).toHaveLength(1);
  });

  it("is 404 for another project's criterion, which stays", async () => {
    const outsider = await makeCriterion(w.t.db, w.otherProjectId);
    await w.expectDeleteNotFound(`${base()}/${outsider.id}`, 'criteria', outsider.id);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const c = await makeCriterion(w.t.db, w.projectId);
    await w.expectRefused({ method: 'DELETE', url: `${base()}/${c.id}` });
    expect(await rowsWhere(w.t.db, 'criteria', 'id', c.id)).toHaveLength(1);
  });
});
