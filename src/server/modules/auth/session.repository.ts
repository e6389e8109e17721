// SQL of the sessions table: the one lookup every request makes, and starting and ending sessions.
import type { Insertable, Kysely } from 'kysely';
import type { DB, SessionTable } from '@server/db/schema';
import type { Principal } from '@server/principal';

/** The session `id` (a token's hash) with whichever principal it names, if it has not expired. */
export function findSessionRow(db: Kysely<DB>, id: string, nowIso: string) {
  return (
    db
      .selectFrom('sessions as s')
      .leftJoin('admins as a', (j) =>
        j.onRef('a.id', '=', 's.principal_id').on('s.principal_type', '=', 'admin').on('a.is_active', '=', 1),
      )
      .leftJoin('judges as j', (j) =>
        j.onRef('j.id', '=', 's.principal_id').on('s.principal_type', '=', 'judge'),
      )
      .leftJoin('participants as pa', (j) =>
        j.onRef('pa.id', '=', 's.principal_id').on('s.principal_type', '=', 'user'),
      )
      // A presenter's session names the poster (docs/decisions/041-poster-files.md): it ends with the poster.
      .leftJoin('posters as po', (j) =>
        j.onRef('po.id', '=', 's.principal_id').on('s.principal_type', '=', 'presenter'),
      )
      // A kiosk's session names the screen (052): deleting the screen ends it.
      .leftJoin('screens as sc', (j) =>
        j.onRef('sc.id', '=', 's.principal_id').on('s.principal_type', '=', 'kiosk'),
      )
      .leftJoin('projects as p', (j) =>
        j.on((eb) =>
          eb('p.id', '=', eb.fn.coalesce('j.project_id', 'pa.project_id', 'po.project_id', 'sc.project_id')),
        ),
      )
      .select([
        's.principal_type',
        'a.id as admin_id',
        'a.username as admin_username',
        'a.is_super_admin',
        'j.id as judge_id',
        'j.username as judge_username',
        'j.project_id as judge_project_id',
        'pa.id as participant_id',
        'pa.username as participant_username',
        'pa.project_id as participant_project_id',
        'po.id as poster_id',
        'po.project_id as poster_project_id',
        'po.number as poster_number',
        'po.presenter_name',
        'sc.id as screen_id',
        'sc.name as screen_name',
        'sc.project_id as screen_project_id',
        'p.is_active as project_active',
      ])
      .where('s.id', '=', id)
      .where('s.expires_at', '>', nowIso)
      .executeTakeFirst()
  );
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionRow>>>;

export async function insertSession(db: Kysely<DB>, values: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

export async function deleteSessionRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionRowsOf(
  db: Kysely<DB>,
  kind: Principal['kind'],
  principalId: number,
  keepId?: string,
): Promise<void> {
  let q = db
    .deleteFrom('sessions')
    .where('principal_type', '=', kind)
    .where('principal_id', '=', principalId);
  if (keepId !== undefined) q = q.where('id', '!=', keepId);
  await q.execute();
}

export async function deleteExpiredSessionRows(db: Kysely<DB>, nowIso: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
}
