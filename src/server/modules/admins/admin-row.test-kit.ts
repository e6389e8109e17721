// What the admin account tests read back: an admin's row as stored, or nothing once deleted.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';

export const adminRow = (db: Kysely<DB>, id: number) =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
