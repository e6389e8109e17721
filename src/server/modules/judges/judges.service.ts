import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, isUniqueViolation, notFound, AppError } from '../../http/errors';
import { clearAccountThrottle, loginScope } from '../auth/login-limiter';
import { hashPassword } from '../auth/password';
import { endSessionsOf } from '../auth/session.service';
import type { JudgeCreate, JudgeRow, JudgeUpdate } from '../../../shared/contracts/people';
import { deleteJudgeAndWork, findJudge, listJudges, toJudgeRow } from './judges.repository';

export { listJudges };

async function getJudgeRow(db: Kysely<DB>, projectId: number, judgeId: number): Promise<JudgeRow> {
  const [row] = await listJudges(db, projectId, judgeId);
  if (!row) throw notFound('Judge');
  return row;
}

export async function createJudge(db: Kysely<DB>, projectId: number, input: JudgeCreate): Promise<JudgeRow> {
  const password_hash = await hashPassword(input.password);
  try {
    const row = await db
      .insertInto('judges')
      .values({
        project_id: projectId,
        username: input.username,
        password_hash,
        full_name: input.full_name,
        email: input.email,
        affiliation: input.affiliation ?? null,
        specialty: input.specialty ?? null,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toJudgeRow(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('DUPLICATE', 'username already exists in this project');
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
  const current = await findJudge(db, projectId, judgeId);
  if (!current) throw notFound('Judge');
  if (input.username !== undefined && input.username.trim() !== current.username) {
    throw badRequest('username cannot be changed once the judge exists');
  }
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  const changes = {
    ...(input.full_name !== undefined ? { full_name: input.full_name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.affiliation !== undefined ? { affiliation: input.affiliation } : {}),
    ...(input.specialty !== undefined ? { specialty: input.specialty } : {}),
    ...(password_hash ? { password_hash } : {}),
  };
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('judges')
        .set(changes)
        .where('project_id', '=', projectId)
        .where('id', '=', judgeId)
        .execute();
    }
    if (password_hash) {
      await endSessionsOf(trx, 'judge', judgeId);
      // The judge can log in with the new password at once, even from a throttled phone.
      await clearAccountThrottle(trx, loginScope.judge(projectId), current.username);
    }
  });
  return getJudgeRow(db, projectId, judgeId);
}

export async function deleteJudge(db: Kysely<DB>, projectId: number, judgeId: number): Promise<void> {
  const current = await findJudge(db, projectId, judgeId);
  if (!current) throw notFound('Judge');
  await db.transaction().execute(async (trx) => {
    await deleteJudgeAndWork(trx, projectId, judgeId);
    await endSessionsOf(trx, 'judge', judgeId);
  });
}
