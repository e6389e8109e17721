// SQL of participants; every query names its project first.
import { sql, type Kysely } from 'kysely';
import {
  accountInserter,
  deleteRowInProject,
  lockRowsInProject,
  selectExistsInProject,
  selectRowsInProject,
  updateRowInProject,
} from '@server/db/project-rows';
import { findRowWhere } from '@server/db/rows';
import { listPages } from '@server/db/paging';
import type { DB, Participant as ParticipantRow } from '@server/db/schema';
import type { Participant } from '@shared/contracts/participants';

export function toParticipant(
  row: Pick<ParticipantRow, 'id' | 'project_id' | 'username' | 'email' | 'full_name' | 'created_at'>,
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

export const selectParticipants = async (db: Kysely<DB>, projectId: number): Promise<Participant[]> =>
  (await selectRowsInProject(db, 'participants', projectId, 'id')).map(toParticipant);

/** The participants list: searched by U-number, name, username and email. */
export const selectParticipantPage = listPages({
  from: (db: Kysely<DB>, projectId: number) =>
    db.selectFrom('participants').where('project_id', '=', projectId),
  select: (q) => q.selectAll(),
  toItem: toParticipant,
  texts: ['full_name', 'username', 'email'],
  numberRef: 'id',
  sorts: {
    number: [{ ref: 'id' }],
    name: [{ ref: 'full_name', text: true, nullable: true }],
    username: [{ ref: 'username', text: true }],
    email: [{ ref: 'email', text: true }],
    registered: [{ ref: 'created_at' }],
  },
  defaultSort: 'number',
  tieBreaker: 'id',
});

export const findParticipantForLogin = (db: Kysely<DB>, projectId: number, username: string) =>
  findRowWhere(db, 'participants', { project_id: projectId, username });

/** Whether the username, or the email in any letter case, is already taken in this project. */
/** Which of the two a participant of the project already has ('username' first), or null. */
export async function findTakenUsernameOrEmail(
  db: Kysely<DB>,
  projectId: number,
  username: string,
  email: string,
): Promise<'username' | 'email' | null> {
  const row = await db
    .selectFrom('participants')
    .select('username')
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.or([eb('username', '=', username), eb(sql<string>`lower(email)`, '=', email.toLowerCase())]),
    )
    .executeTakeFirst();
  if (!row) return null;
  return row.username === username ? 'username' : 'email';
}

/** The participant of the project with this email, in any letter case. */
export function findParticipantByEmail(db: Kysely<DB>, projectId: number, email: string) {
  return db
    .selectFrom('participants')
    .select(['id', 'email', 'full_name', 'username'])
    .where('project_id', '=', projectId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function updatePasswordHash(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('participants')
    .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1) }))
    .where('project_id', '=', projectId)
    .where('id', '=', participantId)
    .execute();
}

/** Inserts participants of one project in multi-row statements (a form's one, or an import's thousands). */
export const insertParticipants = accountInserter('participants', toParticipant);

/** The project's participants as a re-import matches and compares them (no password). */
export function selectParticipantAccounts(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('participants')
    .select(['id', 'username', 'email', 'full_name'])
    .where('project_id', '=', projectId)
    .execute();
}

/** Which of these ids are participants of this project, the rows locked (in id order) until the transaction ends. */
export const lockParticipants = (trx: Kysely<DB>, projectId: number, ids: number[]) =>
  lockRowsInProject(trx, 'participants', projectId, ids);

/** Whether the participant is one of this project's; with `lock`, inside a write, it stays until the write ends. */
export const selectParticipantExists = (
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
  lock?: 'update',
) => selectExistsInProject(db, 'participants', projectId, participantId, lock);

/** Deletes a participant of this project; answers whether there was one. */
export const deleteParticipantRow = (db: Kysely<DB>, projectId: number, participantId: number) =>
  deleteRowInProject(db, 'participants', projectId, participantId);

/** Changes the given columns of one participant of this project (an import's changed row). */
export async function updateParticipantRow(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
  changes: Partial<Pick<ParticipantRow, 'username' | 'email' | 'full_name'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await updateRowInProject(db, 'participants', projectId, participantId, changes);
}
