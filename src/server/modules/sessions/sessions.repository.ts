// SQL of poster sessions and presenters' presence; every query names its project first. Board numbering and
// the board list read posters' numbers and write their boards here (the posters module owns the rest of the row).
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { lockRows } from '@server/db/database';
import { deleteRowInProject, updateRowInProject } from '@server/db/project-rows';
import { findRowWhere } from '@server/db/rows';
import { nextVersion } from '@server/db/versions';
import type { DB, PosterSessionTable, PresenceState } from '@server/db/schema';
import type { PosterSession, SessionSummary } from '@shared/contracts/sessions';

const sessionColumns = ['id', 'name', 'date', 'starts_at', 'ends_at', 'area'] as const;

/** The project's sessions by date, start and name, with how many posters each holds. */
export async function selectSessions(db: Kysely<DB>, projectId: number): Promise<PosterSession[]> {
  const rows = await db
    .selectFrom('poster_sessions as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('posters as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.session_id', '=', 's.id')
        .as('posters'),
    )
    .where('s.project_id', '=', projectId)
    .orderBy('s.date')
    .orderBy('s.starts_at')
    .orderBy('s.name')
    .execute();
  return rows.map(({ created_at: _c, ...r }) => ({ ...r, posters: Number(r.posters ?? 0) }));
}

export async function findSession(
  db: Kysely<DB>,
  projectId: number,
  id: number,
  lock?: 'update' | 'share',
): Promise<SessionSummary | undefined> {
  return findRowWhere(
    db,
    'poster_sessions',
    { project_id: projectId, id },
    { columns: sessionColumns, lock },
  );
}

/** The sessions of these ids (those of this project), by id. */
export async function selectSessionsByIds(
  db: Kysely<DB>,
  projectId: number,
  ids: number[],
): Promise<Map<number, SessionSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('poster_sessions')
    .select(sessionColumns)
    .where('project_id', '=', projectId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function insertSession(db: Kysely<DB>, values: Insertable<PosterSessionTable>) {
  return db.insertInto('poster_sessions').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateSessionRow(
  db: Kysely<DB>,
  projectId: number,
  id: number,
  changes: Updateable<PosterSessionTable>,
  baseVersion?: number,
): Promise<boolean> {
  return updateRowInProject(db, 'poster_sessions', projectId, id, changes, { baseVersion });
}

/** Deletes the session; its posters keep their boards and lose their session (foreign key set null). */
export const deleteSessionRow = (db: Kysely<DB>, projectId: number, id: number): Promise<boolean> =>
  deleteRowInProject(db, 'poster_sessions', projectId, id);

/** A poster's presenter presence: its newest presence change. */
export const presenceOf = (posterRef: 'p.id' | 'posters.id') => ({
  state: sql<PresenceState | null>`(select pc.state from presence_changes pc where pc.poster_id = ${sql.ref(posterRef)} order by pc.id desc limit 1)`,
  at: sql<
    string | null
  >`(select pc.at from presence_changes pc where pc.poster_id = ${sql.ref(posterRef)} order by pc.id desc limit 1)`,
});

/** Every poster of the project in number order, with what board numbering and the board list need. */
export async function selectBoardRows(db: Kysely<DB>, projectId: number, lock?: 'update') {
  const presence = presenceOf('p.id');
  return db
    .selectFrom('posters as p')
    .select([
      'p.id',
      'p.number',
      'p.title',
      'p.author',
      'p.presenter_name',
      'p.board',
      'p.session_id',
      presence.state.as('presence'),
      presence.at.as('presence_at'),
    ])
    .where('p.project_id', '=', projectId)
    .orderBy('p.number')
    .$call((q) => (lock ? lockRows(db, lock)(q) : q))
    .execute();
}

/** Writes new boards: first clears them (so two posters can swap boards under the unique index), then sets them. */
export async function updateBoards(
  trx: Kysely<DB>,
  projectId: number,
  boards: { id: number; board: string }[],
): Promise<void> {
  if (boards.length === 0) return;
  const ids = boards.map((b) => b.id);
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .updateTable('posters')
      .set({ board: null })
      .where('project_id', '=', projectId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
  for (const b of boards) {
    await trx
      .updateTable('posters')
      .set({ board: b.board, version: nextVersion })
      .where('project_id', '=', projectId)
      .where('id', '=', b.id)
      .execute();
  }
}

export async function insertPresenceChange(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  state: PresenceState,
  at: string,
): Promise<void> {
  await db
    .insertInto('presence_changes')
    .values({ project_id: projectId, poster_id: posterId, state, at })
    .execute();
}

/** The presenter's poster: its board, session and presence. */
export async function findPresenterPoster(db: Kysely<DB>, projectId: number, posterId: number) {
  const presence = presenceOf('p.id');
  return db
    .selectFrom('posters as p')
    .select(['p.id', 'p.board', 'p.session_id', presence.state.as('state'), presence.at.as('at')])
    .where('p.project_id', '=', projectId)
    .where('p.id', '=', posterId)
    .executeTakeFirst();
}

/** The times presenters said they were present, oldest first (of one poster when named): certificates read these. */
export async function selectPresentTimes(db: Kysely<DB>, projectId: number, posterId?: number) {
  return db
    .selectFrom('presence_changes')
    .select(['poster_id', 'at'])
    .where('project_id', '=', projectId)
    .where('state', '=', 'present')
    .$if(posterId !== undefined, (q) => q.where('poster_id', '=', posterId!))
    .orderBy('id')
    .execute();
}

/**
 * The project's poster sessions by name (trimmed, case-folded), held for the rest of the transaction (PostgreSQL:
 * FOR SHARE), so a poster written with one of them cannot meet its delete halfway.
 */
export async function lockSessionNames(db: Kysely<DB>, projectId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('poster_sessions')
    .select(['id', 'name'])
    .where('project_id', '=', projectId)
    .$call(lockRows(db, 'share'))
    .execute();
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
}
