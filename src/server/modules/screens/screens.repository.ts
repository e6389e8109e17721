// SQL of screens (table screens: one row a screen, the pairing token kept as sha256 with its nonce) and of the
// posters a kiosk shows; project id first.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB, ScreenTable } from '@server/db/schema';
import type { Selectable } from 'kysely';
import { findRowWhere } from '@server/db/rows';
import { searchCondition } from '@server/db/paging';
import { deleteRowInProject, findRowInProject, lockRowInProject } from '@server/db/project-rows';
import type { KioskPoster, Roster } from '@shared/contracts/screens';
import { approvedTextMatches, selectApprovedPagesOf } from '@server/modules/submissions';

export type ScreenRow = Selectable<ScreenTable>;
export type ScreenFields = Pick<ScreenRow, 'name' | 'place' | 'orientation' | 'roster' | 'idle_seconds'>;

export const selectScreenRows = (db: Kysely<DB>, projectId: number) =>
  db.selectFrom('screens').selectAll().where('project_id', '=', projectId).orderBy('id').execute();

export const findScreenRow = (db: Kysely<DB>, projectId: number, id: number) =>
  findRowInProject(db, 'screens', projectId, id);

export const findScreenByHash = (db: Kysely<DB>, projectId: number, tokenHash: string) =>
  findRowWhere(db, 'screens', { project_id: projectId, token_hash: tokenHash });

export async function insertScreenRow(
  trx: Kysely<DB>,
  projectId: number,
  fields: ScreenFields & { nonce: string; token_hash: string },
): Promise<ScreenRow> {
  return trx
    .insertInto('screens')
    .values({ project_id: projectId, ...fields, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a screen's own columns (or its new pairing nonce and hash); undefined when it is not this project's. */
export async function updateScreenRow(
  trx: Kysely<DB>,
  projectId: number,
  id: number,
  fields: Partial<ScreenFields> | { nonce: string; token_hash: string },
): Promise<ScreenRow | undefined> {
  return trx
    .updateTable('screens')
    .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** When the screen's kiosk was last seen, the row locked until the transaction ends; undefined: no such screen. */
export const lockScreenSeen = (trx: Kysely<DB>, projectId: number, id: number) =>
  lockRowInProject(trx, 'screens', projectId, id, ['last_seen_at']);

/** Records when the screen's kiosk was seen (not an edit of the screen: its version stays). */
export async function updateScreenSeen(trx: Kysely<DB>, projectId: number, id: number, at: string) {
  await trx
    .updateTable('screens')
    .set({ last_seen_at: at })
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the screen if it is this project's; false when there was none. */
export const deleteScreenRow = (trx: Kysely<DB>, projectId: number, id: number): Promise<boolean> =>
  deleteRowInProject(trx, 'screens', projectId, id);

/** Whether poster `posterIdRef` has an approved file (only those are shown on screens). */
const hasApprovedFile = sql<SqlBool>`exists (select 1 from submissions sa
  where sa.poster_id = posters.id and sa.status = 'approved')`;

/**
 * The approved posters of a screen's roster (its categories, its poster sessions or its posters; none: all),
 * searched by number, board, title, author, affiliation, keywords, category and the text inside the newest approved
 * file (as the poster list searches; a number alone is the poster's number), by number; `posterId` narrows to one.
 */
export async function selectRosterPosters(
  db: Kysely<DB>,
  projectId: number,
  roster: Roster,
  q: string | undefined,
  posterId?: number,
): Promise<KioskPoster[]> {
  let query = db.selectFrom('posters').selectAll().where('project_id', '=', projectId).where(hasApprovedFile);
  const categories = roster.categories ?? [];
  const ids = roster.poster_ids ?? [];
  const sessionIds = roster.session_ids ?? [];
  // A session id that is not this project's matches nothing: the posters are this project's.
  if (categories.length > 0 || ids.length > 0 || sessionIds.length > 0)
    query = query.where((eb) =>
      eb.or([
        ...(categories.length > 0 ? [eb('category', 'in', categories)] : []),
        ...(sessionIds.length > 0 ? [eb('session_id', 'in', sessionIds)] : []),
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
      ]),
    );
  // A number alone (12, P-012) is the poster's number: visitors read it off the board.
  const asNumber = /^(?:p-?)?(\d{1,9})$/i.exec(q?.trim() ?? '');
  const search = asNumber
    ? sql<SqlBool>`number = ${Number(asNumber[1])}`
    : searchCondition(
        db,
        q,
        ['board', 'title', 'author', 'affiliation', 'keywords', 'category', 'presenter_name'],
        'number',
        approvedTextMatches('posters.id'),
      );
  if (search) query = query.where(search);
  if (posterId !== undefined) query = query.where('id', '=', posterId);
  const rows = await query.orderBy('number').limit(2000).execute();
  const pages = await selectApprovedPagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    board: r.board,
    title: r.title,
    author: r.author,
    affiliation: r.affiliation,
    category: r.category,
    keywords: r.keywords,
    audio_file: r.audio_file,
    pages: pages.get(r.id) ?? [],
  }));
}

/** The project's screens a computer is paired with now: a kiosk session of the screen that has not expired. */
export async function selectPairedScreenIds(db: Kysely<DB>, projectId: number, nowIso: string) {
  const rows = await db
    .selectFrom('screens as sc')
    .innerJoin('sessions as s', (j) =>
      j.onRef('s.principal_id', '=', 'sc.id').on('s.principal_type', '=', 'kiosk'),
    )
    .select('sc.id')
    .distinct()
    .where('sc.project_id', '=', projectId)
    .where('s.expires_at', '>', nowIso)
    .execute();
  return new Set(rows.map((r) => r.id));
}
