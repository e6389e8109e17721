import { sql, type Kysely } from 'kysely';
import type { DB, User } from '../../db/schema';
import type { Participant } from '../../../shared/contracts/people';

/** Repository for participants (the `users` table); every query names its project first. */

export function toParticipant(row: User): Participant {
  return {
    id: row.id,
    project_id: row.project_id,
    username: row.username,
    email: row.email,
    full_name: row.full_name,
    created_at: row.created_at,
  };
}

export async function listParticipants(db: Kysely<DB>, projectId: number): Promise<Participant[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return rows.map(toParticipant);
}

export async function findParticipant(
  db: Kysely<DB>,
  projectId: number,
  userId: number,
): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Is this username or email (in any letter case) already taken in the project? */
export async function isTaken(
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
      eb.or([eb('username', '=', username), eb(sql<string>`lower(email)`, '=', email.toLowerCase())]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
