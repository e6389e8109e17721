// The super admin's test world: a super admin and their client, and everyone a super admin route refuses.
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { makeAdmin, makeJudge, makeParticipant, sessionFor } from './fixture-rows';
import { anonymous, useTestApp, type Client, type TestApp } from './test-app';

/** Call at the top of a test file: a fresh app (useTestApp) and a super admin with their client, made before its tests. */
export function useSuperAdminWorld(): { t: TestApp; superAdmin: { id: number; client: Client } } {
  const t = useTestApp();
  const superAdmin = {} as { id: number; client: Client };
  beforeAll(async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    Object.assign(superAdmin, { id: admin.id, client: await sessionFor(t.app, 'admin', admin.id) });
  });
  return { t, superAdmin };
}

/** Everyone but a super admin, with the status a super admin route answers them: no session 401, others 403. */
export async function superAdminOnlyRefuses(app: FastifyInstance, projectId: number) {
  const db = app.database.db;
  const projectAdmin = await makeAdmin(db, { projectIds: [projectId] });
  const participant = await makeParticipant(db, projectId);
  const callers: Array<[string, Client, number]> = [
    ['anonymous', anonymous(app), 401],
    ['project admin', await sessionFor(app, 'admin', projectAdmin.id), 403],
    ['judge', await sessionFor(app, 'judge', (await makeJudge(db, projectId)).id, projectId), 403],
    ['participant', await sessionFor(app, 'user', participant.id, projectId), 403],
  ];
  return { callers, projectAdminId: projectAdmin.id };
}
