import { recomputeEvaluationTotal } from '../reports/evaluation-totals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { groupCommit } from '../../db/group-commit';
import type { DB } from '../../db/schema';
import { getProject } from '../../http/access';
import { AppError, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { performLogin } from '../auth/login.service';
import type { JudgePrincipal } from '../auth/principal';
import { findPoster } from '../posters/posters.repository';
import type { LoginBody } from '../../../shared/contracts/auth';
import type {
  Evaluation,
  EvaluationInput,
  JudgePosterCard,
  JudgePosterView,
  JudgeProgress,
} from '../../../shared/contracts/judging';
import type { JudgeLoginResponse } from '../../../shared/contracts/people';
import {
  countAssignments,
  findEvaluation,
  findJudgeForLogin,
  findPosterAssignment,
  listAssignedPosters,
  listCriteria,
  markAssignmentCompleted,
  upsertEvaluation,
  upsertScores,
} from './judging.repository';
import { checkScores, progressPercentage } from './scoring';

/** An inactive project is closed to judges: no login, no reading, no scoring (docs/decisions/009-judging.md). */
export async function requireActiveProject(db: Kysely<DB>, projectId: number) {
  const project = await getProject(db, projectId);
  if (project.is_active !== 1) throw new AppError('PROJECT_INACTIVE', 'This project is currently inactive');
  return project;
}

export async function loginJudge(
  request: FastifyRequest,
  reply: FastifyReply,
  projectId: number,
  body: LoginBody,
): Promise<JudgeLoginResponse> {
  const db = request.server.database.db;
  await requireActiveProject(db, projectId);
  const judge = await performLogin({
    request,
    reply,
    scope: `judge:${projectId}`,
    username: body.username,
    password: body.password,
    find: () => findJudgeForLogin(db, projectId, body.username),
    principal: (j) => ({ kind: 'judge', id: j.id, projectId: j.project_id }),
    failedMessage: 'Login failed. Check the judge account',
  });
  return {
    id: judge.id,
    judge_id: judge.id,
    username: judge.username,
    full_name: judge.full_name,
    email: judge.email,
    project_id: judge.project_id,
  };
}

export async function judgePosters(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
): Promise<JudgePosterCard[]> {
  await requireActiveProject(db, projectId);
  // Frozen when kept (see listAssignedPosters): it is only serialized, never changed.
  return (await listAssignedPosters(db, projectId, judge.id)) as JudgePosterCard[];
}

export async function judgeProgress(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
): Promise<JudgeProgress> {
  await requireActiveProject(db, projectId);
  const { completed, total } = await countAssignments(db, projectId, judge.id);
  return { completed, total_assigned: total, progress_percentage: progressPercentage(completed, total) };
}

/** The assignment of this judge to this poster: another project's poster is 404, an unassigned one 403. */
async function getAssignment(db: Kysely<DB>, projectId: number, judgeId: number, posterId: number) {
  const { posterExists, assignment } = await findPosterAssignment(db, projectId, judgeId, posterId);
  if (!posterExists) throw notFound('Poster');
  if (!assignment) throw forbidden('This poster is not assigned to you');
  return assignment;
}

export async function judgePosterView(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
  posterId: number,
): Promise<JudgePosterView> {
  await requireActiveProject(db, projectId);
  await getAssignment(db, projectId, judge.id, posterId);
  const poster = await findPoster(db, projectId, posterId);
  if (!poster) throw notFound('Poster');
  const criteria = (await listCriteria(db, projectId)).filter((c) => c.is_active);
  const evaluation = await findEvaluation(db, projectId, judge.id, posterId, criteria);
  return { poster, criteria, evaluation };
}

function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Creates or replaces this judge's evaluation and completes the assignment, all in one transaction.
 * Idempotent: resending the same submission (a dropped network) leaves one evaluation with the same scores.
 */
export async function submitEvaluation(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
  posterId: number,
  input: EvaluationInput,
): Promise<Evaluation> {
  await requireActiveProject(db, projectId);
  // Reads and checks before the transaction: on SQLite every write waits for the one connection, so the
  // transaction holds only the three writes and its durable commit.
  const assignment = await getAssignment(db, projectId, judge.id, posterId);
  const criteria = await listCriteria(db, projectId);
  const scores = checkScores(criteria, input.scores);
  const comment = input.comment.trim();
  const now = new Date().toISOString();
  try {
    const stored = await groupCommit(db, async (trx) => {
      const ev = await upsertEvaluation(trx, { projectId, judgeId: judge.id, posterId, comment, now });
      await upsertScores(trx, ev.id, scores);
      await recomputeEvaluationTotal(trx, ev.id);
      if (assignment.status !== 'completed') await markAssignmentCompleted(trx, projectId, assignment.id);
      return ev;
    });
    return {
      id: stored.id,
      poster_id: posterId,
      judge_id: judge.id,
      scores,
      comment,
      total: scores.reduce((sum, x) => sum + x.score, 0),
      created_at: stored.created_at,
      updated_at: now,
    };
  } catch (err) {
    // The poster or a criterion was removed by an admin between our checks and the write.
    if (isForeignKeyViolation(err)) {
      throw new AppError(
        'BAD_REQUEST',
        'The poster or its criteria were just changed by an administrator; reload the page and submit again',
      );
    }
    if (isUniqueViolation(err)) {
      throw new AppError('BAD_REQUEST', 'This evaluation was being saved twice at once; submit again');
    }
    throw err;
  }
}
