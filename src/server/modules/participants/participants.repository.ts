import type { Kysely } from 'kysely';
import type { DB, User } from '../../db/schema';
import type { Participant } from '../../../shared/contracts/people';

/** SQL for participants signing up and logging in; every query names its project first. */

export function toParticipant(
  row: Pick<User, 'id' | 'project_id' | 'username' | 'email' | 'full_name' | 'created_at'>,
): Participant {
  return {
    id: row.id,
    project_id: row.project_id,
    username: row.username,
    email: row.email,
    full_name: row.full_name,
    created_at: row.created_at,
  };
}

export function findParticipantForLogin(db: Kysely<DB>, projectId: number, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Whether the username, or the email in any letter case, is already taken in this project. */
export async function isUsernameOrEmailTaken(
  db: Kysely<DB>,
  projectId: number,
  username: string,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.or([eb('username', '=', username), eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertParticipant(
  db: Kysely<DB>,
  v: { projectId: number; username: string; email: string; fullName: string | null; passwordHash: string },
): Promise<Participant> {
  const row = await db
    .insertInto('users')
    .values({
      project_id: v.projectId,
      username: v.username,
      email: v.email,
      full_name: v.fullName,
      password_hash: v.passwordHash,
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'project_id', 'username', 'email', 'full_name', 'created_at'])
    .executeTakeFirstOrThrow();
  return toParticipant(row);
}
