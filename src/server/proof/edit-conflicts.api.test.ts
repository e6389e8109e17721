import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../test/test-app';
import * as fx from '../test/fixture-rows';

/**
 * Two organisers saving the same record (docs/decisions/030-edit-versions.md): a save names the version it was
 * based on; a stale one is refused with 409 EDIT_CONFLICT and the stored record, and of two saves from the same
 * version sent at once exactly one wins, every round, on SQLite and PostgreSQL.
 */
const ROUNDS = 10;

let t: TestApp;
let superAdmin: Client;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  const project = await fx.makeProject(t.db);
  projectId = project.id;
  superAdmin = await fx.adminClient(t.app, { superAdmin: true });
});
afterAll(async () => t?.close());

type Kind = {
  name: string;
  make: () => Promise<number>;
  url: (id: number) => string;
  edit: (n: number) => object;
};
const kinds: Kind[] = [
  {
    name: 'poster',
    make: async () => (await fx.makePoster(t.db, projectId)).id,
    url: (id) => `/api/projects/${projectId}/posters/${id}`,
    edit: (n) => ({ title: `Title ${n}` }),
  },
  {
    name: 'judge',
    make: async () => (await fx.makeJudge(t.db, projectId)).id,
    url: (id) => `/api/projects/${projectId}/judges/${id}`,
    edit: (n) => ({ full_name: `Judge ${n}` }),
  },
  {
    name: 'criterion',
    make: async () => (await fx.makeCriterion(t.db, projectId, { max_score: 10 })).id,
    url: (id) => `/api/projects/${projectId}/evaluation-criteria/${id}`,
    edit: (n) => ({ name: `Criterion ${n}` }),
  },
  {
    name: 'project',
    make: async () => (await fx.makeProject(t.db)).id,
    url: (id) => `/api/super-admin/projects/${id}`,
    edit: (n) => ({ name: `Project ${n}` }),
  },
];

const put = (url: string, payload: object) => superAdmin.inject({ method: 'PUT', url, payload });

describe.each(kinds)('editing a $name', (kind) => {
  it('adds one to the version; a save from an old version is 409 EDIT_CONFLICT with the stored record', async () => {
    const id = await kind.make();
    const first = await put(kind.url(id), { ...kind.edit(1), version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ ...kind.edit(1), version: 2 });

    const stale = await put(kind.url(id), { ...kind.edit(2), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'EDIT_CONFLICT',
      detail: expect.stringContaining('changed'),
      current: { id, ...kind.edit(1), version: 2 },
    });
    const stored = await superAdmin.inject({ method: 'GET', url: kind.url(id) });
    if (stored.statusCode === 200) expect(stored.json()).toMatchObject({ ...kind.edit(1), version: 2 });

    const again = await put(kind.url(id), { ...kind.edit(3), version: 2 });
    expect(again.json()).toMatchObject({ ...kind.edit(3), version: 3 });
    // A save that names no version (an API client of before) still writes, and still counts.
    const blind = await put(kind.url(id), kind.edit(4));
    expect(blind.json()).toMatchObject({ ...kind.edit(4), version: 4 });
  });

  it(`of two saves from the same version sent at once, exactly one wins (${ROUNDS} rounds)`, async () => {
    const id = await kind.make();
    for (let round = 0; round < ROUNDS; round++) {
      const version = round + 1;
      const answers = await Promise.all([
        put(kind.url(id), { ...kind.edit(round * 2), version }),
        put(kind.url(id), { ...kind.edit(round * 2 + 1), version }),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json();
      expect(winner.version).toBe(version + 1);
    }
  });

  it('refuses a version that is not a positive whole number with a 400 naming the field', async () => {
    const id = await kind.make();
    const res = await put(kind.url(id), { ...kind.edit(1), version: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TOO_SMALL', field: 'version' });
  });
});
