import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, isUniqueViolation, notFound } from '../../http/errors';
import { hashPassword } from '../auth/password';
import { endSessionsOf } from '../auth/session.service';
import type { Participant, ParticipantCreate } from '../../../shared/contracts/people';
import { findParticipant, isTaken, listParticipants, toParticipant } from './users.repository';

export { listParticipants };

const duplicate = () => new AppError('DUPLICATE', 'ID or email already exists');

/** An admin adds a participant; the same rules as signing up (unique username and email in the project). */
export async function createParticipant(
  db: Kysely<DB>,
  projectId: number,
  input: ParticipantCreate,
): Promise<Participant> {
  // The constraint settles races; this check also catches the same email in another letter case.
  if (await isTaken(db, projectId, input.username, input.email)) throw duplicate();
  const password_hash = await hashPassword(input.password);
  try {
    const row = await db
      .insertInto('users')
      .values({
        project_id: projectId,
        username: input.username,
        password_hash,
        email: input.email,
        full_name: input.full_name ?? null,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toParticipant(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function deleteParticipant(db: Kysely<DB>, projectId: number, userId: number): Promise<void> {
  if (!(await findParticipant(db, projectId, userId))) throw notFound('Participant');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('users').where('project_id', '=', projectId).where('id', '=', userId).execute();
    await endSessionsOf(trx, 'user', userId);
  });
}
