import { beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import * as fx from '@server/test/fixture-rows';
import { makePresenterLink } from '@server/modules/presenters/presenter-link.test-kit';
import { makeScreen } from '@server/modules/screens/screen.test-kit';
import { clientFrom, type Client, type TestApp } from '@server/test/test-app';

type Account = { id: number; username: string };
type Row = { id: number };

/**
 * One conference of the proofs' world, with everything that could leak to the other one. Every record is named
 * by its part in the proofs.
 */
export type ProjectWorld = {
  project: { id: number; slug: string; name: string };
  /** Assigned to the judge and to the other judge; the judge's evaluation of it is stored. */
  judgedPoster: Row;
  /** Assigned to the judge, not evaluated yet. */
  pendingPoster: Row;
  /** Assigned to no one: what the organiser's calls on another project's poster name. */
  unassignedPoster: Row;
  /** The judge who signs in (judgeA, judgeB). */
  judge: Account;
  /** A second judge, assigned the judged poster only: the judge the organiser's calls act on. */
  otherJudge: Account;
  /** The participant who signs in (participantA). */
  participant: Account;
  /** A second participant: the one the organiser's calls act on. */
  otherParticipant: Account;
  /** The organiser (projectAdminA, projectAdminB). */
  projectAdmin: Account;
  /** Active, scored 7 of 10 in the stored evaluation. */
  tenPointCriterion: Row;
  /** Active, scored 3 of 5 in the stored evaluation. */
  fivePointCriterion: Row;
  inactiveCriterion: Row;
  /** The judge and the judged poster: completed. */
  judgedAssignment: Row;
  /** The judge and the pending poster. */
  pendingAssignment: Row;
  /** The other judge and the judged poster. */
  otherJudgeAssignment: Row;
  /** The judge's evaluation of the judged poster, with the comment "<A or B> secret comment". */
  evaluationId: number;
  /**
   * The judged poster's presenter (presenterA, presenterB), signed in by the poster's personal link; their
   * token, to sign in again.
   */
  presenter: { posterId: number; token: string };
  /** A screen of the poster hall showing every approved poster (kioskA, kioskB pair with its token). */
  screen: { id: number; token: string };
};

/** Two conferences, A and B (posters titled "A poster 0".. "B poster 2"), and a super admin. */
export type World = { A: ProjectWorld; B: ProjectWorld; superAdmin: Account };

async function seedProject(db: Kysely<DB>, label: string): Promise<ProjectWorld> {
  const project = await fx.makeProject(db, { name: `Conference ${label}` });
  const poster = (i: number) =>
    fx.makePoster(db, project.id, { title: `${label} poster ${i}`, images: ['/uploads/p.png'] });
  const judgedPoster = await poster(0);
  const pendingPoster = await poster(1);
  const unassignedPoster = await poster(2);
  const judge = await fx.makeJudge(db, project.id);
  const otherJudge = await fx.makeJudge(db, project.id);
  const participant = await fx.makeParticipant(db, project.id);
  const otherParticipant = await fx.makeParticipant(db, project.id);
  const projectAdmin = await fx.makeAdmin(db, { projectIds: [project.id] });
  const criterion = (max_score: number, order_number: number, is_active: 0 | 1 = 1) =>
    fx.makeCriterion(db, project.id, { max_score, order_number, is_active });
  const tenPointCriterion = await criterion(10, 1);
  const fivePointCriterion = await criterion(5, 2);
  const inactiveCriterion = await criterion(7, 3, 0);
  const assign = (judgeId: number, posterId: number) => fx.makeAssignment(db, project.id, judgeId, posterId);
  const judgedAssignment = await assign(judge.id, judgedPoster.id);
  const pendingAssignment = await assign(judge.id, pendingPoster.id);
  const otherJudgeAssignment = await assign(otherJudge.id, judgedPoster.id);
  const evaluationId = await fx.makeEvaluation(
    db,
    project.id,
    judge.id,
    judgedPoster.id,
    [
      [tenPointCriterion.id, 7],
      [fivePointCriterion.id, 3],
    ],
    `${label} secret comment`,
  );
  await db
    .updateTable('assignments')
    .set({ status: 'completed' })
    .where('id', '=', judgedAssignment.id)
    .execute();
  const presenter = await makePresenterLink(db, project.id, judgedPoster.id, {
    presenter_name: `${label} presenter`,
  });
  const screen = await makeScreen(db, project.id, { name: `${label} hall screen` });
  return {
    project,
    judgedPoster,
    pendingPoster,
    unassignedPoster,
    judge,
    otherJudge,
    participant,
    otherParticipant,
    projectAdmin,
    tenPointCriterion,
    fivePointCriterion,
    inactiveCriterion,
    judgedAssignment,
    pendingAssignment,
    otherJudgeAssignment,
    evaluationId,
    presenter,
    screen,
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

/**
 * Who calls in the proofs: nobody, project A's participant, each project's judge, presenter, kiosk and organiser, a
 * super admin.
 */
export const principals = [
  'anonymous',
  'participantA',
  'judgeA',
  'judgeB',
  'presenterA',
  'presenterB',
  'kioskA',
  'kioskB',
  'projectAdminA',
  'projectAdminB',
  'superAdmin',
] as const;
export type PrincipalName = (typeof principals)[number];

/** A fresh session for a principal (one per call, so logins and logouts in one call never touch another). */
export async function clientAs(
  app: FastifyInstance,
  world: World,
  who: PrincipalName,
): Promise<Client | null> {
  switch (who) {
    case 'anonymous':
      return null;
    case 'participantA':
      return fx.sessionFor(app, 'user', world.A.participant.id, world.A.project.id);
    case 'judgeA':
      return fx.sessionFor(app, 'judge', world.A.judge.id, world.A.project.id);
    case 'judgeB':
      return fx.sessionFor(app, 'judge', world.B.judge.id, world.B.project.id);
    case 'presenterA':
      return signedInBy(app, world.A, 'presenter', world.A.presenter.token);
    case 'presenterB':
      return signedInBy(app, world.B, 'presenter', world.B.presenter.token);
    case 'kioskA':
      return signedInBy(app, world.A, 'kiosk', world.A.screen.token);
    case 'kioskB':
      return signedInBy(app, world.B, 'kiosk', world.B.screen.token);
    case 'projectAdminA':
      return fx.sessionFor(app, 'admin', world.A.projectAdmin.id);
    case 'projectAdminB':
      return fx.sessionFor(app, 'admin', world.B.projectAdmin.id);
    case 'superAdmin':
      return fx.sessionFor(app, 'admin', world.superAdmin.id);
  }
}

/** A presenter or a kiosk signed in as they are: by their link (POST /presenter/access, /kiosk/access). */
async function signedInBy(
  app: FastifyInstance,
  p: ProjectWorld,
  kind: 'presenter' | 'kiosk',
  token: string,
): Promise<Client> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/projects/${p.project.id}/${kind}/access`,
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`${kind} sign-in failed: ${res.statusCode} ${res.body}`);
  return clientFrom(app, res);
}
