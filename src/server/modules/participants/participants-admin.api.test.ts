import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import {
  FIELD_CODE,
  makeParticipant,
  rowsWhere,
  sessionFor,
  sessionsOf,
  storedRow,
} from '@server/test/fixture-rows';
import { createdParticipant, participantAnswer } from '@server/test/accounts';
import { verifyPassword } from '../auth/password';

const w = useProjectAdminWorld();

const base = () => `/api/projects/${w.projectId}/users`;

let n = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `user${n}`,
    password: 'userpass1',
    email: `user${n}@example.org`,
    full_name: '이참가',
    ...over,
  };
};

describe('POST /projects/:projectId/users', () => {
  it('adds a participant with a hashed password', async () => {
    const body = newUser({ username: 'lee01', email: 'lee01@example.org' });
    const res = await w.projectAdmin.inject({ method: 'POST', url: w.withAdmin(base()), payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual(
      createdParticipant(w.projectId, { username: 'lee01', email: 'lee01@example.org', full_name: '이참가' }),
    );
    const row = await storedRow(w.t.db, 'participants', user.id);
    expect(row).toMatchObject({
      project_id: w.projectId,
      username: 'lee01',
      email: 'lee01@example.org',
      full_name: '이참가',
    });
    expect(await verifyPassword(row.password_hash, 'userpass1')).toBe(true);
  });

  it('lets a super admin add one; an empty full name is stored as null', async () => {
    const res = await w.superAdmin.inject({
      method: 'POST',
      url: base(),
      payload: newUser({ full_name: '' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().full_name).toBeNull();
  });

  it('refuses a taken username or email (any letter case) with "ID or email already exists"', async () => {
    await w.projectAdmin.inject({
      method: 'POST',
      url: base(),
      payload: newUser({ username: 'taken', email: 'taken@example.org' }),
    });
    for (const over of [
      { username: 'taken', email: 'fresh1@example.org' },
      { username: 'fresh2', email: 'taken@example.org' },
      { username: 'fresh3', email: 'TAKEN@example.org' },
    ]) {
      const res = await w.projectAdmin.inject({ method: 'POST', url: base(), payload: newUser(over) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: over.username === 'taken' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN',
        detail: 'ID or email already exists',
      });
    }
    const rows = await w.t.db
      .selectFrom('participants')
      .select('id')
      .where('project_id', '=', w.projectId)
      .where('username', 'like', 'fresh%')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('allows the same username and email in another project', async () => {
    await makeParticipant(w.t.db, w.otherProjectId, { username: 'twin' });
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: base(),
      payload: newUser({ username: 'twin' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ email: undefined }, 'email'],
    [{ password: undefined }, 'password is required'],
    [{ password: 'short' }, 'password must be at least 6'],
    [{ username: '' }, 'username is required'],
  ])('refuses bad input %o with the field named', async (over, message) => {
    const before = (await w.t.db.selectFrom('participants').select('id').execute()).length;
    const res = await w.projectAdmin.inject({ method: 'POST', url: base(), payload: newUser(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
    expect(await w.t.db.selectFrom('participants').select('id').execute()).toHaveLength(before);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await w.expectRefused({ method: 'POST', url: base(), payload: newUser() });
  });
});

describe('GET /projects/:projectId/users', () => {
  it("lists only this project's participants, oldest first, without passwords", async () => {
    const p = await w.freshProject();
    const u1 = await makeParticipant(w.t.db, p.id);
    const u2 = await makeParticipant(w.t.db, p.id);
    const outsider = await makeParticipant(w.t.db, w.otherProjectId);
    const res = await p.client.inject({ url: `/api/projects/${p.id}/users` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([participantAnswer(u1), participantAnswer(u2)]);
    expect(res.body).not.toContain(outsider.username);
    expect(res.body).not.toContain('password');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await w.expectRefused({ method: 'GET', url: base() });
  });
});

describe('DELETE /projects/:projectId/users/:id', () => {
  it('removes the participant and ends their sessions', async () => {
    const user = await makeParticipant(w.t.db, w.projectId);
    const session = await sessionFor(w.t.app, 'user', user.id, w.projectId);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    const res = await w.projectAdmin.inject({ method: 'DELETE', url: w.withAdmin(`${base()}/${user.id}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await rowsWhere(w.t.db, 'participants', 'id', user.id)).toHaveLength(0);
    expect(await sessionsOf(w.t.db, 'user', user.id)).toHaveLength(0);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it("is 404 for another project's participant, who stays", async () => {
    const outsider = await makeParticipant(w.t.db, w.otherProjectId);
    await w.expectDeleteNotFound(`${base()}/${outsider.id}`, 'participants', outsider.id);
  });

  it('is 400 for an id that is not a positive number', async () => {
    const res = await w.projectAdmin.inject({ method: 'DELETE', url: `${base()}/-3` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('id');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const user = await makeParticipant(w.t.db, w.projectId);
    await w.expectRefused({ method: 'DELETE', url: `${base()}/${user.id}` });
    expect(await rowsWhere(w.t.db, 'participants', 'id', user.id)).toHaveLength(1);
  });
});

describe('POST /projects/:projectId/users/bulk-delete', () => {
  const url = () => `${base()}/bulk-delete`;
  const idsOf = async (projectId: number) =>
    (await rowsWhere(w.t.db, 'participants', 'project_id', projectId)).map((r) => r.id);

  it('deletes the chosen participants in one go and ends their sessions; the others stay', async () => {
    const [a, b, keep] = [
      await makeParticipant(w.t.db, w.projectId),
      await makeParticipant(w.t.db, w.projectId),
      await makeParticipant(w.t.db, w.projectId),
    ];
    await sessionFor(w.t.app, 'user', a.id, w.projectId);
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: w.withAdmin(url()),
      payload: { ids: [a.id, b.id, a.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    const left = await idsOf(w.projectId);
    expect(left).toContain(keep.id);
    expect(left).not.toContain(a.id);
    expect(left).not.toContain(b.id);
    expect(await sessionsOf(w.t.db, 'user', a.id)).toHaveLength(0);
  });

  it('deletes nothing when one of them is of another project or gone (404 naming it)', async () => {
    const mine = await makeParticipant(w.t.db, w.projectId);
    const theirs = await makeParticipant(w.t.db, w.otherProjectId);
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: w.withAdmin(url()),
      payload: { ids: [mine.id, theirs.id] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain(String(theirs.id));
    expect(await idsOf(w.projectId)).toContain(mine.id);
    expect(await idsOf(w.otherProjectId)).toContain(theirs.id);
  });

  it('refuses bad input with a 400 naming ids', async () => {
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [0] },
      { ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      const res = await w.projectAdmin.inject({ method: 'POST', url: w.withAdmin(url()), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toMatch(FIELD_CODE);
      expect(res.json().field).toMatch(/^ids(\.0)?$/);
      expect(res.json().detail).toContain('ids');
    }
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const u = await makeParticipant(w.t.db, w.projectId);
    await w.expectRefused({ method: 'POST', url: url(), payload: { ids: [u.id] } });
    expect(await idsOf(w.projectId)).toContain(u.id);
  });
});
