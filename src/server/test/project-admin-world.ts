// The project admin's test world: the callers a project-admin API test needs (the project's admin, a super
// admin) and everyone its routes refuse.
import { afterAll, beforeAll, expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  adminClient,
  makeAdmin,
  makeJudge,
  makeParticipant,
  makeProject,
  rowsWhere,
  sessionFor,
} from './fixture-rows';
import type { Config } from '../config';
import { anonymous, createTestApp, type Client, type TestApp } from './test-app';

export type ProjectAdminWorld = {
  t: TestApp;
  projectId: number;
  otherProjectId: number;
  projectAdminId: number;
  projectAdmin: Client;
  superAdmin: Client;
  /** The admin of the other project. */
  otherProjectAdmin: Client;
  judgeClient: Client;
  /** The judge behind judgeClient. */
  judgeId: number;
  participantClient: Client;
  /** The URL with the API's admin_id (docs/product.md#the-api): the project admin's own id unless told. */
  withAdmin: (url: string, id?: number | string) => string;
  /** Every refusal a project-admin route owes: no session, wrong roles, another project's admin, a false admin_id. */
  expectRefused: (req: InjectOptions & { url: string }) => Promise<void>;
  /** Another project's record, deleted by this project's admin at the URL: 404, and its row stays. */
  expectDeleteNotFound: (url: string, table: Parameters<typeof rowsWhere>[1], id: number) => Promise<void>;
  /** A fresh project with its own admin (order numbers and counts start from nothing). */
  freshProject: () => Promise<{ id: number; client: Client }>;
};

/**
 * Call at the top of a test file: the world is made before its tests (a fresh app and database) and closed after.
 * `config` changes the app's settings; `judge` and `participant` name the project's judge and participant.
 */
export function useProjectAdminWorld(
  opts: { config?: Partial<Config>; judge?: { username: string }; participant?: { username: string } } = {},
): ProjectAdminWorld {
  const w = {
    withAdmin: (url: string, id: number | string = w.projectAdminId) =>
      `${url}${url.includes('?') ? '&' : '?'}admin_id=${id}`,
    async expectRefused(req: InjectOptions & { url: string }) {
      expect((await anonymous(w.t.app).inject(req)).statusCode).toBe(401);
      for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin]) {
        const res = await c.inject(req);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      const mismatch = await w.projectAdmin.inject({
        ...req,
        url: w.withAdmin(req.url, w.projectAdminId + 1000),
      });
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json().detail).toContain('identity');
    },
    async expectDeleteNotFound(url: string, table: Parameters<typeof rowsWhere>[1], id: number) {
      const res = await w.projectAdmin.inject({ method: 'DELETE', url });
      expect(res.statusCode).toBe(404);
      expect(await rowsWhere(w.t.db, table, 'id', id)).toHaveLength(1);
    },
    async freshProject() {
      const p = await makeProject(w.t.db);
      const client = await adminClient(w.t.app, { projectIds: [p.id] });
      return { id: p.id, client };
    },
  } as ProjectAdminWorld;

  beforeAll(async () => {
    const t = await createTestApp(opts.config);
    const p = await makeProject(t.db);
    const q = await makeProject(t.db);
    const a = await makeAdmin(t.db, { projectIds: [p.id] });
    const judge = await makeJudge(t.db, p.id, opts.judge);
    const participant = await makeParticipant(t.db, p.id, opts.participant);
    Object.assign(w, {
      t,
      projectId: p.id,
      otherProjectId: q.id,
      projectAdminId: a.id,
      projectAdmin: await sessionFor(t.app, 'admin', a.id),
      superAdmin: await adminClient(t.app, { superAdmin: true }),
      otherProjectAdmin: await adminClient(t.app, { projectIds: [q.id] }),
      judgeClient: await sessionFor(t.app, 'judge', judge.id, p.id),
      judgeId: judge.id,
      participantClient: await sessionFor(t.app, 'user', participant.id, p.id),
    });
  });
  afterAll(async () => w.t?.close());
  return w;
}
