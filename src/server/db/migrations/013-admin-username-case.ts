import { sql, type Kysely } from 'kysely';

/**
 * Admin usernames are unique whatever their case ("Kim" and "kim" are one login name). The service checks first
 * for a clear message; this index is what holds when two such admins are created at the same moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index admins_username_lower_uq on admins (lower(username))`.execute(db);
}
