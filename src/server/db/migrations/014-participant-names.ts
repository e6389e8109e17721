import type { Kysely } from 'kysely';

/**
 * One name per idea (docs/concepts.md): a conference attendee with an account is a participant, in the tables
 * too. The rows, ids, foreign keys and unique constraints stay as they were: renaming a table or a column keeps
 * them on both databases (SQLite rewrites the references of `votes` to the renamed table). The constraint names
 * keep their `users_` prefix (SQLite cannot rename a constraint without rebuilding the table; nothing reads them).
 * The stored role string `user` (sessions.principal_type, audit_events.actor_kind) is the specification's and
 * stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').renameTo('participants').execute();
  await db.schema.alterTable('votes').renameColumn('user_id', 'participant_id').execute();
}
