import { describe, expect, it } from 'vitest';
import { clientFrom, useTestApp } from '@server/test/test-app';
import { makeJudge, makeProject, PASSWORD, sessionsOf } from '@server/test/fixture-rows';
import { expectLoginFailed, expectLoginThrottled } from '@server/test/expect-http';
import { useJudgingWorld } from './world.test-kit';

/** POST /projects/:projectId/judge/login: a judge logs in to their project. */

const t = useTestApp();
const w = useJudgingWorld(t);

const login = (projectId: number, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/judge/login`, payload: body as object });

describe('POST /projects/:projectId/judge/login', () => {
  it('logs the judge in: answers the judge and starts a judge session for this project', async () => {
    const res = await login(w.project.id, { username: w.judge.username, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: w.judge.id,
      judge_id: w.judge.id,
      username: w.judge.username,
      full_name: 'Judge Park',
      email: w.judge.email,
      project_id: w.project.id,
    });
    expect(res.body).not.toContain('password');
    const c = clientFrom(t.app, res);
    const me = await c.inject({ url: '/api/auth/me' });
    expect(me.json()).toMatchObject({
      kind: 'judge',
      role: 'judge',
      id: w.judge.id,
      project_id: w.project.id,
    });
    const sessions = await sessionsOf(t.db, 'judge', w.judge.id);
    expect(sessions.some((s) => s.project_id === w.project.id)).toBe(true);
    expect((await c.inject({ url: `/api/projects/${w.project.id}/judge/posters` })).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown judge with 401 and no session', async () => {
    const before = await t.db.selectFrom('sessions').select('id').execute();
    for (const body of [
      { username: w.judge.username, password: 'wrong-password' },
      { username: 'nobody-here', password: PASSWORD },
    ]) {
      expectLoginFailed(await login(w.project.id, body), {
        code: 'LOGIN_FAILED',
        detail: 'Login failed. Check the judge account',
      });
    }
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(before.length);
  });

  it('a judge of another project cannot log in to this one, even with the right password', async () => {
    const res = await login(w.project.id, { username: w.other.judge.username, password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('is 404 for a project that does not exist and 403 PROJECT_INACTIVE for an inactive one', async () => {
    const missing = await login(987654, { username: w.judge.username, password: PASSWORD });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Project not found');
    const closed = await makeProject(t.db, { is_active: 0 });
    const j = await makeJudge(t.db, closed.id);
    const res = await login(closed.id, { username: j.username, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'PROJECT_INACTIVE', detail: 'This project is currently inactive' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('validates its body and names the field', async () => {
    const noPassword = await login(w.project.id, { username: w.judge.username });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().detail).toContain('password');
    const noUser = await login(w.project.id, { username: '  ', password: 'x' });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().detail).toContain('username');
    const badId = await login(0, { username: 'a', password: 'b' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toContain('projectId');
  });

  it('is rate limited: after 5 failures even the right password gets 429 with Retry-After', async () => {
    const j = await makeJudge(t.db, w.project.id);
    await expectLoginThrottled(
      (password) => login(w.project.id, { username: j.username, password }),
      () => 'nope-nope',
      PASSWORD,
    );
  });
});
