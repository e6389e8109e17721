// A judging world for the judging tests: two projects, their judges, posters and criteria.
import { beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import * as fx from '@server/test/fixture-rows';
import type { TestApp } from '@server/test/test-app';

/**
 * A project with one judge, three assigned posters (in a deliberate order), one unassigned poster and two
 * active criteria plus one inactive; and a second project whose judge has scored its own poster, so there is
 * data that could leak. Every principal comes with a logged-in client.
 */
export async function makeWorld(app: FastifyInstance, db: Kysely<DB>) {
  const project = await fx.makeProject(db);
  const judge = await fx.makeJudge(db, project.id, { full_name: 'Judge Park' });
  const posterB = await fx.makePoster(db, project.id, {
    title: 'Second by order',
    images: ['/uploads/b1.png', 'https://example.org/b2.png'],
  });
  const posterA = await fx.makePoster(db, project.id, { title: 'First by order', category: null });
  const posterC = await fx.makePoster(db, project.id, { title: 'No order number' });
  const unassigned = await fx.makePoster(db, project.id, { title: 'Not assigned to this judge' });
  await db.updateTable('posters').set({ order_number: 2 }).where('id', '=', posterB.id).execute();
  await db.updateTable('posters').set({ order_number: 1 }).where('id', '=', posterA.id).execute();
  // Numbers follow the display order too (A is P-001, B is P-002; B's number moves out of the way first).
  await db.updateTable('posters').set({ number: 100 }).where('id', '=', posterB.id).execute();
  await db.updateTable('posters').set({ number: 1 }).where('id', '=', posterA.id).execute();
  await db.updateTable('posters').set({ number: 2 }).where('id', '=', posterB.id).execute();
  const design = await fx.makeCriterion(db, project.id, { name: 'Design', max_score: 10, order_number: 2 });
  const science = await fx.makeCriterion(db, project.id, { name: 'Science', max_score: 5, order_number: 1 });
  const retired = await fx.makeCriterion(db, project.id, {
    name: 'Retired',
    max_score: 10,
    order_number: 0,
    is_active: 0,
  });
  const asgB = await fx.makeAssignment(db, project.id, judge.id, posterB.id);
  const asgA = await fx.makeAssignment(db, project.id, judge.id, posterA.id);
  const asgC = await fx.makeAssignment(db, project.id, judge.id, posterC.id);

  const other = await fx.makeProject(db);
  const otherJudge = await fx.makeJudge(db, other.id);
  const otherPoster = await fx.makePoster(db, other.id, { title: 'Other project poster' });
  const otherCriterion = await fx.makeCriterion(db, other.id, { name: 'Other criterion', max_score: 10 });
  await fx.makeAssignment(db, other.id, otherJudge.id, otherPoster.id);
  await fx.makeEvaluation(
    db,
    other.id,
    otherJudge.id,
    otherPoster.id,
    [[otherCriterion.id, 9]],
    'Other comment',
  );

  const admin = await fx.makeAdmin(db, { projectIds: [project.id] });
  const superAdmin = await fx.makeAdmin(db, { superAdmin: true });
  const participant = await fx.makeParticipant(db, project.id);

  return {
    project,
    judge,
    posters: { A: posterA, B: posterB, C: posterC, unassigned },
    assignments: { A: asgA, B: asgB, C: asgC },
    criteria: { design, science, retired },
    other: { project: other, judge: otherJudge, poster: otherPoster, criterion: otherCriterion },
    as: {
      judge: await fx.sessionFor(app, 'judge', judge.id, project.id),
      otherJudge: await fx.sessionFor(app, 'judge', otherJudge.id, other.id),
      admin: await fx.sessionFor(app, 'admin', admin.id),
      superAdmin: await fx.sessionFor(app, 'admin', superAdmin.id),
      participant: await fx.sessionFor(app, 'user', participant.id, project.id),
    },
  };
}

export type World = Awaited<ReturnType<typeof makeWorld>>;

/** Call at the top of a test file, after useTestApp: the world, made before the file's tests (filled in then). */
export function useJudgingWorld(t: TestApp): World {
  const w = {} as World;
  beforeAll(async () => {
    Object.assign(w, await makeWorld(t.app, t.db));
  });
  return w;
}

/** Wrong principals for a route of `w.project`: admins, a participant, a judge of another project. */
export function intruders(w: World) {
  return [
    ['project admin', w.as.admin, 'Only a judge of this project'],
    ['super admin', w.as.superAdmin, 'Only a judge of this project'],
    ['participant', w.as.participant, 'Only a judge of this project'],
    ['judge of another project', w.as.otherJudge, 'You are not a judge of this project'],
  ] as const;
}
