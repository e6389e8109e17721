import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/errors';
import { anonymous, createTestApp, type Client, type TestApp } from '../test/test-app';
import * as fx from '../test/fixture-rows';
import { spreadsheet } from '../test/fixture-files';
import { upload } from '@server/modules/imports/import-files.test-kit';

/**
 * Error bodies a page can say in its own language (docs/decisions/029-errors-in-the-page-language.md): a
 * specific code from `errorCodes`, the field it concerns, and the values its sentence names; `detail` stays
 * English for API users.
 */
let t: TestApp;
let superAdmin: Client;
let projectAdmin: Client;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  projectId = (await fx.makeProject(t.db)).id;
  superAdmin = await fx.adminClient(t.app, { superAdmin: true });
  projectAdmin = await fx.adminClient(t.app, { projectIds: [projectId] });
});
afterAll(async () => t?.close());

const post = (c: Client, url: string, payload: object) => c.inject({ method: 'POST', url, payload });

describe('error codes', () => {
  it('a missing or blank field is REQUIRED with its field; too long and a bad email name theirs', async () => {
    const missing = await post(superAdmin, '/api/super-admin/projects', { slug: 'no-name' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'REQUIRED', field: 'name', detail: expect.any(String) });
    const blank = await post(superAdmin, '/api/super-admin/projects', { name: '   ', slug: 'blank-name' });
    expect(blank.json()).toMatchObject({ code: 'REQUIRED', field: 'name' });
    const long = await post(superAdmin, '/api/super-admin/projects', { name: 'x', slug: 'a'.repeat(65) });
    expect(long.json()).toMatchObject({ code: 'TOO_LONG', field: 'slug', params: { max: 64 } });
    const judges = `/api/projects/${projectId}/judges`;
    const email = await post(projectAdmin, judges, {
      username: 'j-bad-email',
      password: 'secret123',
      full_name: 'Kim',
      email: 'not-an-email',
    });
    expect(email.json()).toMatchObject({ code: 'INVALID_EMAIL', field: 'email' });
  });

  it('a taken slug is SLUG_TAKEN on the slug field', async () => {
    await post(superAdmin, '/api/super-admin/projects', { name: 'A', slug: 'taken-slug' });
    const again = await post(superAdmin, '/api/super-admin/projects', { name: 'B', slug: 'taken-slug' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'SLUG_TAKEN', field: 'slug', detail: 'slug already exists' });
  });

  it('a score above the max is SCORE_OUT_OF_RANGE naming the criterion and its max; a blank comment COMMENT_BLANK', async () => {
    const judge = await fx.makeJudge(t.db, projectId);
    const poster = await fx.makePoster(t.db, projectId);
    await fx.makeAssignment(t.db, projectId, judge.id, poster.id);
    const c = await fx.makeCriterion(t.db, projectId, { name: '독창성', max_score: 10 });
    const judgeClient = await fx.sessionFor(t.app, 'judge', judge.id, projectId);
    const url = `/api/projects/${projectId}/judge/posters/${poster.id}/evaluation`;
    const put = (payload: object) => judgeClient.inject({ method: 'PUT', url, payload });
    const above = await put({ scores: [{ criterion_id: c.id, score: 11 }], comment: '좋습니다' });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'SCORE_OUT_OF_RANGE',
      field: 'scores',
      params: { criterion: '독창성', max: 10 },
    });
    const blank = await put({ scores: [{ criterion_id: c.id, score: 5 }], comment: '   ' });
    expect(blank.json()).toMatchObject({ code: 'COMMENT_BLANK', field: 'comment' });
    const stored = await t.db
      .selectFrom('evaluations')
      .select('id')
      .where('poster_id', '=', poster.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('a bad spreadsheet row carries its code, row and column', async () => {
    const data = spreadsheet([
      ['username', 'password', 'full_name', 'email'],
      ['ok-judge', 'secret123', 'Kim', 'ok@example.org'],
      ['bad-judge', 'secret123', 'Lee', 'not-an-email'],
    ]);
    const res = await upload(
      projectAdmin,
      `/api/projects/${projectId}/judges/upload-excel`,
      'judges.xlsx',
      data,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().error_rows).toEqual([
      { row: 3, reason: expect.stringContaining('email'), code: 'INVALID_EMAIL', column: 'email' },
    ]);
  });

  it('a call without a session is LOGIN_REQUIRED', async () => {
    const res = await anonymous(t.app).inject({ url: `/api/projects/${projectId}/judges` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'LOGIN_REQUIRED', detail: 'Please log in first' });
  });

  it('every code has its status in the one list', () => {
    for (const [code, status] of Object.entries(errorCodes)) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(status).toBeGreaterThanOrEqual(400);
    }
  });
});
