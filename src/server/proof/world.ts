import { beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as fx from '../test/fixtures';
import type { Client, TestApp } from '../test/test-app';
import type { PrincipalName } from './route-table';

/**
 * Two conferences, A and B, each with everything that could leak: posters (one not assigned to the judge
 * principal), judges, participants, criteria (one inactive), assignments and a stored evaluation.
 */
export type ProjectData = {
  project: { id: number; slug: string; name: string };
  posters: { id: number }[];
  judge: { id: number; username: string };
  otherJudge: { id: number; username: string };
  user: { id: number; username: string };
  otherUser: { id: number; username: string };
  admin: { id: number; username: string };
  criteria: { id: number; max_score: number; is_active: 0 | 1 }[];
  assignments: { id: number; judge_id: number; poster_id: number }[];
  evaluationId: number;
};

export type World = { A: ProjectData; B: ProjectData; superAdmin: { id: number; username: string } };

async function seedProject(db: Kysely<DB>, label: string): Promise<ProjectData> {
  const project = await fx.makeProject(db, { name: `Conference ${label}` });
  const posters = [];
  for (let i = 0; i < 3; i++)
    posters.push(
      await fx.makePoster(db, project.id, { title: `${label} poster ${i}`, images: ['/uploads/p.png'] }),
    );
  const judge = await fx.makeJudge(db, project.id);
  const otherJudge = await fx.makeJudge(db, project.id);
  const user = await fx.makeParticipant(db, project.id);
  const otherUser = await fx.makeParticipant(db, project.id);
  const admin = await fx.makeAdmin(db, { projectIds: [project.id] });
  const criteria = [
    await fx.makeCriterion(db, project.id, { max_score: 10, order_number: 1 }),
    await fx.makeCriterion(db, project.id, { max_score: 5, order_number: 2 }),
    await fx.makeCriterion(db, project.id, { max_score: 7, order_number: 3, is_active: 0 }),
  ];
  const assignments = [
    await fx.makeAssignment(db, project.id, judge.id, posters[0]!.id),
    await fx.makeAssignment(db, project.id, judge.id, posters[1]!.id),
    await fx.makeAssignment(db, project.id, otherJudge.id, posters[0]!.id),
  ];
  const evaluationId = await fx.makeEvaluation(
    db,
    project.id,
    judge.id,
    posters[0]!.id,
    [
      [criteria[0]!.id, 7],
      [criteria[1]!.id, 3],
    ],
    `${label} secret comment`,
  );
  await db
    .updateTable('assignments')
    .set({ status: 'completed' })
    .where('id', '=', assignments[0]!.id)
    .execute();
  return {
    project,
    posters,
    judge,
    otherJudge,
    user,
    otherUser,
    admin,
    criteria,
    assignments,
    evaluationId,
  };
}

export async function seedWorld(db: Kysely<DB>): Promise<World> {
  const A = await seedProject(db, 'A');
  const B = await seedProject(db, 'B');
  const superAdmin = await fx.makeAdmin(db, { superAdmin: true });
  return { A, B, superAdmin };
}

/** Call at the top of a proof file, after useTestApp: the world, seeded before its tests. */
export function useWorld(t: TestApp): World {
  const world = {} as World;
  beforeAll(async () => {
    Object.assign(world, await seedWorld(t.db));
  });
  return world;
}

/** A fresh session for a principal (one per call, so logins and logouts in one call never touch another). */
export async function clientAs(
  app: FastifyInstance,
  world: World,
  who: PrincipalName,
): Promise<Client | null> {
  switch (who) {
    case 'anonymous':
      return null;
    case 'userA':
      return fx.sessionFor(app, 'user', world.A.user.id, world.A.project.id);
    case 'judgeA':
      return fx.sessionFor(app, 'judge', world.A.judge.id, world.A.project.id);
    case 'judgeB':
      return fx.sessionFor(app, 'judge', world.B.judge.id, world.B.project.id);
    case 'adminA':
      return fx.sessionFor(app, 'admin', world.A.admin.id);
    case 'adminB':
      return fx.sessionFor(app, 'admin', world.B.admin.id);
    case 'super':
      return fx.sessionFor(app, 'admin', world.superAdmin.id);
  }
}
