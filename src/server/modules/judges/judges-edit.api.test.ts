import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { verifyPassword } from '../auth/password';

/** PUT /projects/:projectId/judges/:id: the organiser edits a judge (and the judge's sessions follow). */

const w = useProjectAdminWorld();

const base = () => `/api/projects/${w.projectId}/judges`;
/** The organiser's PUT of a judge (`url` turns the judge's URL into the one sent). */
const edit = (id: number, payload: object, url = (u: string) => u) =>
  w.projectAdmin.inject({ method: 'PUT', url: url(`${base()}/${id}`), payload });

describe('PUT /projects/:projectId/judges/:id', () => {
  it('edits the fields, keeps the password and the sessions when none is given', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const session = await fx.sessionFor(w.t.app, 'judge', judge.id, w.projectId);
    const edited = { full_name: '박심사', email: 'park@example.org', specialty: 'Chemistry' };
    const res = await edit(judge.id, { ...edited, affiliation: '', password: '' }, w.withAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: judge.id,
      username: judge.username,
      ...edited,
      affiliation: null,
    });
    const row = await fx.storedRow(w.t.db, 'judges', judge.id);
    expect(row).toMatchObject({ ...edited, affiliation: null, username: judge.username });
    expect(row.password_hash).toBe(judge.password_hash);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it("sets a new password and ends that judge's sessions", async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const session = await fx.sessionFor(w.t.app, 'judge', judge.id, w.projectId);
    const res = await edit(judge.id, { password: 'brand-new-pw' });
    expect(res.statusCode).toBe(200);
    const row = await fx.storedRow(w.t.db, 'judges', judge.id);
    expect(await verifyPassword(row.password_hash, 'brand-new-pw')).toBe(true);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const sessions = await fx.sessionsOf(w.t.db, 'judge', judge.id);
    expect(sessions).toHaveLength(0);
  });

  it('refuses to change the username but accepts it sent back unchanged', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const same = await edit(judge.id, { username: judge.username, full_name: 'Same' });
    expect(same.statusCode).toBe(200);
    const changed = await edit(judge.id, { username: 'someone-else' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().detail).toContain('username cannot be changed');
    const row = await fx.storedRow(w.t.db, 'judges', judge.id);
    expect(row.username).toBe(judge.username);
  });

  it.each([
    [{ email: 'bad' }, 'email'],
    [{ full_name: '' }, 'full_name is required'],
    [{ password: '12' }, 'password must be at least 6'],
  ])('refuses bad input %o with the field named', async (payload, message) => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const res = await edit(judge.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
  });

  it("is 404 for another project's judge, and leaves it untouched", async () => {
    const outsider = await fx.makeJudge(w.t.db, w.otherProjectId, { full_name: 'Outsider' });
    const res = await edit(outsider.id, { full_name: 'Hijacked' });
    expect(res.statusCode).toBe(404);
    const row = await fx.storedRow(w.t.db, 'judges', outsider.id);
    expect(row.full_name).toBe('Outsider');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    await w.expectRefused({ method: 'PUT', url: `${base()}/${judge.id}`, payload: { full_name: 'X' } });
  });
});
