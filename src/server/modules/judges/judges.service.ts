// Judges as the project admin manages them: add, edit (a new password lets a throttled judge in), delete.
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@server/db/constraint-errors';
import type { DB, Judge } from '@server/db/schema';
import {
  checkConfirmation,
  deleteChosen,
  previewChosenDelete,
  type ChosenRecords,
} from '@server/http/confirmation';
import { AppError, editConflict, notFound } from '@server/errors';
import type { JudgeCreate, JudgeRow, JudgeUpdate } from '@shared/contracts/judges';
import type { DeletePreview } from '@shared/deletes';
import { clearAccountThrottle, endSessionsOf, hashPassword, loginScope } from '@server/modules/auth';
import * as repo from './judges.repository';
import { recordChange } from '@server/modules/audit';

export const listJudges = (db: Kysely<DB>, projectId: number) => repo.selectJudges(db, projectId);
export const listJudgePage = repo.selectJudgePage;

async function getJudgeRow(db: Kysely<DB>, projectId: number, judgeId: number): Promise<JudgeRow> {
  const [row] = await repo.selectJudges(db, projectId, judgeId);
  if (!row) throw notFound('Judge');
  return row;
}

export async function createJudge(db: Kysely<DB>, projectId: number, input: JudgeCreate): Promise<JudgeRow> {
  const password_hash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const [row] = await repo.insertJudges(trx, projectId, [
        {
          username: input.username,
          password_hash,
          full_name: input.full_name,
          email: input.email,
          affiliation: input.affiliation ?? null,
          specialty: input.specialty ?? null,
        },
      ]);
      await recordChange(trx, projectId, judgeChange('created', row!.id, null, row!));
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('USERNAME_TAKEN', 'username already exists in this project', { field: 'username' });
    throw err;
  }
}

/** Edits a judge; the username never changes. A new password ends the judge's sessions. */
export async function updateJudge(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  input: JudgeUpdate & { username?: string | undefined },
): Promise<JudgeRow> {
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  const changes = {
    ...(input.full_name !== undefined ? { full_name: input.full_name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.affiliation !== undefined ? { affiliation: input.affiliation } : {}),
    ...(input.specialty !== undefined ? { specialty: input.specialty } : {}),
    ...(password_hash ? { password_hash } : {}),
  };
  await db.transaction().execute(async (trx) => {
    const current = await repo.findJudge(trx, projectId, judgeId);
    if (!current) throw notFound('Judge');
    if (input.username !== undefined && input.username.trim() !== current.username) {
      throw new AppError('USERNAME_FIXED', 'username cannot be changed once the judge exists', {
        field: 'username',
      });
    }
    if (!(await repo.updateJudgeRow(trx, projectId, judgeId, changes, input.version)))
      throw editConflict(await getJudgeRow(trx, projectId, judgeId));
    const after = { ...current, ...changes, password_changed: Boolean(password_hash) };
    await recordChange(trx, projectId, judgeChange('updated', judgeId, current, after));
    if (password_hash) {
      await endSessionsOf(trx, 'judge', judgeId);
      // The judge can log in with the new password at once, even from a throttled phone.
      await clearAccountThrottle(trx, loginScope.judge(projectId), current.username);
    }
  });
  return getJudgeRow(db, projectId, judgeId);
}

/** What deleting the judge removes; the username must be typed when they have evaluations. */
export async function judgeDeletePreview(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
): Promise<DeletePreview> {
  const judge = await repo.findJudge(db, projectId, judgeId);
  if (!judge) throw notFound('Judge');
  const work = await repo.selectJudgeWork(db, projectId, [judgeId]);
  return {
    posters: 0,
    judges: 1,
    participants: 0,
    ...work,
    confirm: work.evaluations > 0 ? judge.username : null,
  };
}

/**
 * Deletes a judge with their assignments, evaluations and scores (cascades), and ends their sessions. A judge
 * with evaluations needs their username as `confirm`; the row is locked first, so an evaluation cannot slip in
 * between the count and the delete.
 */
export async function deleteJudge(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  confirm?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const judge = await repo.lockJudge(trx, projectId, judgeId);
    if (!judge) throw notFound('Judge');
    const { evaluations } = await repo.selectJudgeWork(trx, projectId, [judgeId]);
    if (evaluations > 0) checkConfirmation('judge and their evaluations', [judge.username], confirm);
    await removeJudge(trx, projectId, judge);
  });
}

/** A delete's work on one locked judge: the row (the cascades take their work), their sessions, the audit entry. */
async function removeJudge(trx: Kysely<DB>, projectId: number, judge: { id: number; username: string }) {
  await repo.deleteJudgeRow(trx, projectId, judge.id);
  await endSessionsOf(trx, 'judge', judge.id);
  await recordChange(trx, projectId, judgeChange('deleted', judge.id, judge, null));
}

/** Judges as a bulk delete chooses them. */
const chosenJudges: ChosenRecords<Judge> = {
  name: 'Judge',
  kind: 'judges',
  lock: repo.lockJudges,
  work: repo.selectJudgeWork,
};

/** What deleting the chosen judges removes; their count must be typed when evaluations go with them. */
export const judgesDeletePreview = (
  db: Kysely<DB>,
  projectId: number,
  ids: number[],
): Promise<DeletePreview> => previewChosenDelete(db, chosenJudges, projectId, ids);

/**
 * Deletes the chosen judges in one transaction, as deleteJudge does each: their assignments and evaluations go
 * with them, their sessions end, each is in the audit log. When any has evaluations, `confirm` must be their
 * count (decision 036). A judge not of this project: 404 and nothing is deleted.
 */
export const deleteJudges = (db: Kysely<DB>, projectId: number, ids: number[], confirm?: string) =>
  deleteChosen(db, chosenJudges, projectId, ids, confirm, (trx, judge) => removeJudge(trx, projectId, judge));

/** The audit entry of a judge account created, edited or deleted: its fields before and after, never a password. */
function judgeChange(
  change: 'created' | 'updated' | 'deleted',
  judgeId: number,
  old: object | null,
  now: object | null,
) {
  const fields = (j: object | null) => {
    if (!j) return null;
    const { username, full_name, email, affiliation, specialty, password_changed } = j as Record<
      string,
      unknown
    >;
    return {
      username,
      full_name,
      email,
      affiliation,
      specialty,
      ...(password_changed ? { password_changed } : {}),
    };
  };
  const who = (now ?? old) as { full_name?: string; username?: string } | null;
  const name = who?.full_name ?? who?.username ?? '';
  return {
    kind: `judge.${change}` as const,
    judge_id: judgeId,
    summary: `Judge ${name} ${change}`,
    detail: { old: fields(old), new: fields(now) },
  };
}
