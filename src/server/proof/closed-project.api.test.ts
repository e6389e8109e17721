import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Client } from '../test/test-app';
import { callOf } from './catalogue-row.test-kit';
import { allowed } from './principal-access.test-kit';
import { routeCatalogue } from './route-catalogue.test-kit';
import { clientAs, useWorld } from './two-project-world.test-kit';

/**
 * A deactivated project is closed to its judges and participants: every call they could make in it, reads
 * included, is 403 PROJECT_INACTIVE (until then only the judge screens were closed, and the poster calls still
 * served posters). Its admins keep managing it. Reactivated, it opens again.
 */
const t = useTestApp();
const world = useWorld(t);
let judge: Client;
let participant: Client;
let projectAdmin: Client;

beforeAll(async () => {
  judge = (await clientAs(t.app, world, 'judgeA'))!;
  participant = (await clientAs(t.app, world, 'participantA'))!;
  projectAdmin = (await clientAs(t.app, world, 'projectAdminA'))!;
});

const setActive = (active: boolean) =>
  t.db
    .updateTable('projects')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', world.A.project.id)
    .execute();

// Every route of the catalogue that a judge or a participant of project A may call (logins excepted: their own
// tests refuse logins to an inactive project).
const memberRoutes = routeCatalogue.filter(
  (r) =>
    r.path.includes(':projectId') &&
    r.access !== 'public' &&
    (allowed[r.access].includes('judgeA') || allowed[r.access].includes('participantA')),
);

describe('a deactivated project', () => {
  it('covers the calls judges and participants make', () => {
    const paths = memberRoutes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/projects/:projectId/posters',
        'GET /api/projects/:projectId/posters/:id',
        'GET /api/projects/:projectId/judge/posters',
        'PUT /api/projects/:projectId/judge/posters/:posterId/evaluation',
      ]),
    );
  });

  it('answers 403 PROJECT_INACTIVE to its judges and participants on every call, and serves them again once active', async () => {
    const calls = [];
    for (const row of memberRoutes) {
      const call = await callOf(row, row.own, { db: t.db, world, uploadsDir: t.config.uploadsDir });
      for (const [name, client] of [
        ['judgeA', judge],
        ['participantA', participant],
      ] as const) {
        if (allowed[row.access].includes(name)) calls.push({ row, call, name, client });
      }
    }
    await setActive(false);
    try {
      for (const { row, call, name, client } of calls) {
        const res = await client.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: call.headers ?? {},
          ...(call.payload === undefined ? {} : { payload: call.payload as string }),
        });
        const where = `${name} ${row.method} ${row.path}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBe(403);
        expect(res.json(), where).toEqual({
          code: 'PROJECT_INACTIVE',
          detail: 'This project is currently inactive',
        });
      }
      // Who they are still answers, and they can log out.
      expect((await judge.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    } finally {
      await setActive(true);
    }
    const posters = await participant.inject({ url: `/api/projects/${world.A.project.id}/posters` });
    expect(posters.statusCode, posters.body).toBe(200);
    expect((posters.json() as { title: string }[]).map((p) => p.title)).toContain('A poster 0');
    const cards = await judge.inject({ url: `/api/projects/${world.A.project.id}/judge/posters` });
    expect(cards.statusCode, cards.body).toBe(200);
  });

  it('is still read and managed by its admins', async () => {
    await setActive(false);
    try {
      const list = await projectAdmin.inject({ url: `/api/projects/${world.A.project.id}/posters` });
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json() as { title: string }[]).map((p) => p.title)).toContain('A poster 1');
      const poster = world.A.unassignedPoster;
      const edit = await projectAdmin.inject({
        method: 'PUT',
        url: `/api/projects/${world.A.project.id}/posters/${poster.id}`,
        payload: { title: 'Renamed while closed' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json()).toMatchObject({ id: poster.id, title: 'Renamed while closed' });
    } finally {
      await setActive(true);
    }
  });
});
