// The judge's side: login, assigned posters, progress, and the evaluation with every check inside its write.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { forbidden, notFound } from '@server/errors';
import { type Login, loginScope, performLogin } from '@server/modules/auth';
import type { JudgePrincipal } from '@server/principal';
import {
  findPoster,
  forMembers,
  memberPictures,
  readConsent,
  selectPosterExists,
} from '@server/modules/posters';
import { requireJudgingOpen } from '@server/modules/projects';
import type {
  Evaluation,
  EvaluationInput,
  JudgePosterCard,
  JudgePosterView,
  JudgeProgress,
  JudgeLoginResponse,
} from '@shared/contracts/judging';
import { listCriteria } from '@server/modules/criteria';
import { findJudgeForLogin } from '@server/modules/judges';
import {
  selectAssignmentCounts,
  findAssignmentOf,
  findEvaluation,
  selectAssignedPosters,
  updateAssignmentCompleted,
  findStoredEvaluation,
  upsertEvaluation,
  upsertScores,
} from './judging.repository';
import { progressPercentage } from '@shared/progress';
import { checkScores } from './scoring';
import { recordChange } from '@server/modules/audit';

export const loginJudge: Login<JudgeLoginResponse> = async (db, settings, attempt, projectId) => {
  const { account: judge, session } = await performLogin(db, settings, attempt, {
    scope: loginScope.judge(projectId),
    find: () => findJudgeForLogin(db, projectId, attempt.username),
    principal: (j) => ({ kind: 'judge', id: j.id, projectId: j.project_id }),
    failedMessage: 'Login failed. Check the judge account',
  });
  const account = {
    id: judge.id,
    judge_id: judge.id,
    username: judge.username,
    full_name: judge.full_name,
    email: judge.email,
    project_id: judge.project_id,
  };
  return { account, session };
};

// The reads below need no check of the project: the scope has checked that it is the judge's, and active.

export async function judgePosters(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
  q?: string,
): Promise<JudgePosterCard[]> {
  const cards = await selectAssignedPosters(db, projectId, judge.id, q);
  const pictures = await memberPictures(
    db,
    projectId,
    cards.map((c) => c.poster_id),
  );
  return cards.map((c) => ({ ...c, picture: pictures.get(c.poster_id) ?? null }));
}

export async function judgeProgress(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
): Promise<JudgeProgress> {
  const { completed, total } = await selectAssignmentCounts(db, projectId, judge.id);
  return { completed, total_assigned: total, progress_percentage: progressPercentage(completed, total) };
}

/**
 * The assignment of this judge to this poster: another project's poster is 404, an unassigned one 403.
 * With `lock` (inside the evaluation's write) the assignment stays until the write ends.
 */
async function getAssignment(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
  lock?: 'update',
) {
  const assignment = await findAssignmentOf(db, projectId, judgeId, posterId, lock);
  if (assignment) return assignment;
  if (!(await selectPosterExists(db, projectId, posterId))) throw notFound('Poster');
  throw forbidden('This poster is not assigned to you');
}

export async function judgePosterView(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
  posterId: number,
): Promise<JudgePosterView> {
  await getAssignment(db, projectId, judge.id, posterId);
  const found = await findPoster(db, projectId, posterId);
  if (!found) throw notFound('Poster');
  const poster = forMembers(found, await readConsent(db, projectId));
  const criteria = (await listCriteria(db, projectId)).filter((c) => c.is_active);
  const evaluation = await findEvaluation(db, projectId, judge.id, posterId, criteria);
  return { poster, criteria, evaluation };
}

/**
 * Creates or replaces this judge's evaluation and completes the assignment, all in one transaction that also
 * holds every check: the project is active and judging open (docs/decisions/020-judging-day.md), the poster
 * is still assigned to this judge, and each score is within
 * its active criterion's max. On PostgreSQL those rows are locked until the commit, so an organiser who
 * deactivates the project, removes the assignment or lowers a max at the same moment waits for the evaluation
 * and then sees it (and is refused, or removes it too). Idempotent: resending the same submission (a dropped
 * network) leaves one evaluation with the same scores.
 */
export async function submitEvaluation(
  db: Kysely<DB>,
  judge: JudgePrincipal,
  projectId: number,
  posterId: number,
  input: EvaluationInput,
): Promise<Evaluation> {
  const comment = input.comment.trim();
  return db.transaction().execute(async (trx) => {
    await requireJudgingOpen(trx, projectId, 'share');
    const assignment = await getAssignment(trx, projectId, judge.id, posterId, 'update');
    const scores = checkScores(await listCriteria(trx, projectId, 'share'), input.scores);
    const now = new Date().toISOString();
    const old = await findStoredEvaluation(trx, projectId, judge.id, posterId);
    const stored = await upsertEvaluation(trx, { projectId, judgeId: judge.id, posterId, comment, now });
    await upsertScores(trx, stored.id, scores);
    if (assignment.status !== 'completed') await updateAssignmentCompleted(trx, projectId, assignment.id);
    await recordChange(trx, projectId, evaluationChange(judge.id, posterId, old, { comment, scores }));
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
  });
}

/** The audit entry of a submission: the scores and comment before (null for a first one) and after. */
function evaluationChange(
  judgeId: number,
  posterId: number,
  old: Awaited<ReturnType<typeof findStoredEvaluation>>,
  now: { comment: string; scores: { criterion_id: number; score: number }[] },
) {
  const total = (e: typeof now) => e.scores.reduce((s, x) => s + x.score, 0);
  return {
    kind: 'evaluation.submitted' as const,
    poster_id: posterId,
    judge_id: judgeId,
    summary: old
      ? `Evaluation changed: total ${total(old)} -> ${total(now)}`
      : `Evaluation submitted: total ${total(now)}`,
    detail: { old, new: now },
  };
}
