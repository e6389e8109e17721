import { beforeAll, describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf, useTestApp, type Client } from '@server/test/test-app';
import { judgeSheet, multipart } from '@server/proof/upload-files.test-kit';
import type { AuditEntry, AuditPage } from '@shared/contracts/audit';
import { recordChange } from './audit.service';

const t = useTestApp();
let w: {
  projectId: number;
  admin: Client;
  adminName: string;
  superAdmin: Client;
  judge: Client;
  judgeId: number;
  judgeName: string;
  posterId: number;
  criterionId: number;
};

beforeAll(async () => {
  const db = t.db;
  const project = await fx.makeProject(db);
  const admin = await fx.makeAdmin(db, { projectIds: [project.id] });
  const superAdmin = await fx.makeAdmin(db, { superAdmin: true });
  const judge = await fx.makeJudge(db, project.id);
  const poster = await fx.makePoster(db, project.id);
  const criterion = await fx.makeCriterion(db, project.id, { max_score: 10 });
  w = {
    projectId: project.id,
    admin: await fx.sessionFor(t.app, 'admin', admin.id),
    adminName: admin.username,
    superAdmin: await fx.sessionFor(t.app, 'admin', superAdmin.id),
    judge: await fx.sessionFor(t.app, 'judge', judge.id, project.id),
    judgeId: judge.id,
    judgeName: judge.username,
    posterId: poster.id,
    criterionId: criterion.id,
  };
});

const base = () => `/api/projects/${w.projectId}`;

async function audit(query = ''): Promise<AuditPage> {
  const res = await w.admin.inject({ method: 'GET', url: `${base()}/audit${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** The newest entry of a kind. */
async function latest(kind: string): Promise<AuditEntry> {
  const page = await audit(`?kind=${kind}`);
  expect(page.items.length, kind).toBeGreaterThan(0);
  return page.items[0]!;
}

async function ok(client: Client, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await client.inject({ method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

describe('each kind of change leaves one row with its actor and its old and new values', () => {
  it('assignments and evaluations: added, submitted, changed, removed with the evaluation', async () => {
    const a = await ok(
      w.admin,
      'POST',
      `${base()}/assignments?judge_id=${w.judgeId}&poster_id=${w.posterId}`,
    );
    const added = await latest('assignment.added');
    expect(added).toMatchObject({
      actor: { kind: 'admin', name: w.adminName },
      judge_id: w.judgeId,
      poster_id: w.posterId,
    });

    const evaluate = (score: number) =>
      ok(w.judge, 'PUT', `${base()}/judge/posters/${w.posterId}/evaluation`, {
        scores: [{ criterion_id: w.criterionId, score }],
        comment: `Score ${score}`,
      });
    await evaluate(6);
    await evaluate(9);
    const rows = (await audit(`?kind=evaluation.submitted`)).items;
    expect(rows).toHaveLength(2);
    const [second, first] = rows;
    expect(first!.actor).toEqual({ kind: 'judge', id: w.judgeId, name: w.judgeName });
    expect(first!.detail).toEqual({
      old: null,
      new: { comment: 'Score 6', scores: [{ criterion_id: w.criterionId, score: 6 }] },
    });
    expect(second!.detail).toEqual({
      old: { comment: 'Score 6', scores: [{ criterion_id: w.criterionId, score: 6 }] },
      new: { comment: 'Score 9', scores: [{ criterion_id: w.criterionId, score: 9 }] },
    });
    expect(second!.summary).toBe('Evaluation changed: total 6 -> 9');

    await ok(w.admin, 'DELETE', `${base()}/assignments/${a.id}`);
    const removed = await latest('assignment.removed');
    expect(removed.actor.name).toBe(w.adminName);
    expect(removed.detail).toEqual({
      removed_evaluation: { comment: 'Score 9', scores: [{ criterion_id: w.criterionId, score: 9 }] },
    });
  });

  it('criteria: created, edited (old and new max), deleted', async () => {
    const c = await ok(w.admin, 'POST', `${base()}/evaluation-criteria`, { name: 'Clarity', max_score: 5 });
    expect((await latest('criterion.created')).detail).toMatchObject({ old: null, new: { name: 'Clarity' } });
    await ok(w.admin, 'PUT', `${base()}/evaluation-criteria/${c.id}`, { max_score: 8 });
    const edited = await latest('criterion.updated');
    expect(edited.detail).toMatchObject({ old: { max_score: 5 }, new: { max_score: 8 } });
    expect(edited.actor.name).toBe(w.adminName);
    await ok(w.admin, 'DELETE', `${base()}/evaluation-criteria/${c.id}`);
    expect((await latest('criterion.deleted')).detail).toMatchObject({ old: { name: 'Clarity' }, new: null });
  });

  it('phases, with the reason of a step back', async () => {
    await ok(w.admin, 'PUT', `${base()}/phase`, { phase: 'closed' });
    await ok(w.admin, 'PUT', `${base()}/phase`, { phase: 'open', reason: 'One judge was late' });
    const [back, closed] = (await audit('?kind=phase.changed')).items;
    expect(closed!.detail).toMatchObject({ from: 'open', to: 'closed', reason: null });
    expect(back!.detail).toMatchObject({ from: 'closed', to: 'open', reason: 'One judge was late' });
    expect(back!.summary).toBe('Phase closed -> open');
  });

  it('imports and judge accounts, never with a password', async () => {
    const upload = multipart({ filename: 'judges.xlsx', content: judgeSheet(2) });
    const res = await w.admin.inject({ method: 'POST', url: `${base()}/judges/upload-excel`, ...upload });
    expect(res.statusCode, res.body).toBe(200);
    const imported = await latest('import.judges');
    expect(imported.detail).toMatchObject({ counts: { new: 2, errors: 0 } });

    const j = await ok(w.admin, 'POST', `${base()}/judges`, {
      username: 'audit-judge',
      password: 'secret123',
      full_name: 'Audit Judge',
      email: 'audit@example.org',
    });
    expect((await latest('judge.created')).judge_id).toBe(j.id);
    await ok(w.admin, 'PUT', `${base()}/judges/${j.id}`, {
      full_name: 'Renamed Judge',
      password: 'newsecret1',
    });
    const edited = await latest('judge.updated');
    expect(edited.detail).toMatchObject({
      old: { full_name: 'Audit Judge' },
      new: { full_name: 'Renamed Judge', password_changed: true },
    });
    await ok(w.admin, 'DELETE', `${base()}/judges/${j.id}`);
    expect((await latest('judge.deleted')).detail).toMatchObject({
      old: { username: 'audit-judge' },
      new: null,
    });
    const all = await audit(`?judge_id=${j.id}`);
    expect(all.items.map((e) => e.kind)).toEqual(['judge.deleted', 'judge.updated', 'judge.created']);
    expect(JSON.stringify(all)).not.toMatch(/secret|argon2|password_hash/);
  });

  it('admin accounts: given the project, edited (in each of its projects)', async () => {
    const other = await fx.makeAdmin(t.db);
    await ok(w.superAdmin, 'POST', `/api/super-admin/projects/${w.projectId}/admins`, { admin_id: other.id });
    const given = await latest('admin.assigned');
    expect(given.actor.kind).toBe('admin');
    expect(given.detail).toEqual({ admin_id: other.id, username: other.username });
    await ok(w.superAdmin, 'PUT', `/api/super-admin/admins/${other.id}`, { full_name: 'New Name' });
    expect((await latest('admin.updated')).detail).toMatchObject({
      admin_id: other.id,
      old: { full_name: 'Test Admin' },
      new: { full_name: 'New Name' },
    });
  });
});

describe('GET /projects/{id}/audit', () => {
  it('filters by poster and judge, newest first', async () => {
    const byPoster = await audit(`?poster_id=${w.posterId}`);
    expect(byPoster.items.every((e) => e.poster_id === w.posterId)).toBe(true);
    expect(byPoster.items.map((e) => e.kind)).toEqual([
      'assignment.removed',
      'evaluation.submitted',
      'evaluation.submitted',
      'assignment.added',
    ]);
    const byJudge = await audit(`?judge_id=${w.judgeId}&kind=evaluation.submitted`);
    expect(byJudge.total).toBe(2);
  });

  it('pages 50 at a time, with the total', async () => {
    const project = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
    for (let i = 1; i <= 55; i++)
      await recordChange(t.db, project.id, { kind: 'criterion.created', summary: `n${i}`, detail: {} });
    const client = await fx.sessionFor(t.app, 'admin', admin.id);
    const page = async (n: number) =>
      (await client.inject({ method: 'GET', url: `/api/projects/${project.id}/audit?page=${n}` })).json();
    const one = await page(1);
    expect(one.total).toBe(55);
    expect(one.items).toHaveLength(50);
    expect(one.items[0].summary).toBe('n55');
    expect(one.items[0].actor).toEqual({ kind: 'system', id: null, name: 'system' });
    const two = await page(2);
    expect(two.items.map((e: AuditEntry) => e.summary)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect((await page(3)).items).toEqual([]);
  });

  it('answers bad filters with a 400 whose detail names the field', async () => {
    for (const [q, field] of [
      ['kind=nope', 'kind'],
      ['page=0', 'page'],
      ['poster_id=abc', 'poster_id'],
      ['judge_id=-1', 'judge_id'],
    ]) {
      const res = await w.admin.inject({ method: 'GET', url: `${base()}/audit?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().detail, q).toContain(field);
    }
  });

  it('is for admins of the project only', async () => {
    const other = await fx.makeAdmin(t.db, { projectIds: [(await fx.makeProject(t.db)).id] });
    for (const [client, status] of [
      [anonymousOf(t), 401],
      [w.judge, 403],
      [await fx.sessionFor(t.app, 'admin', other.id), 403],
    ] as const) {
      const res = await client.inject({ method: 'GET', url: `${base()}/audit` });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).not.toContain('evaluation.submitted');
    }
  });
});
