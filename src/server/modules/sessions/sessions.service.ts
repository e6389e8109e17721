// Poster sessions, board numbering, the board list and presenters' presence (docs/decisions/051-poster-sessions.md).
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@server/db/constraint-errors';
import { announce } from '@server/db/live-events';
import type { DB } from '@server/db/schema';
import { AppError, editConflict, notFound } from '@server/errors';
import type {
  BoardListItem,
  BoardNumbering,
  BoardNumberingResult,
  PosterSession,
  PosterSessionCreate,
  PosterSessionUpdate,
  PresenceState,
  PresenterPresence,
} from '@shared/contracts/sessions';
import { deleteNamedRecord, namedRecordChange, recordChange } from '@server/modules/audit';
import { planBoards } from './board-numbering';
import * as repo from './sessions.repository';

export const listSessions = repo.selectSessions;

const nameTaken = (name: string) =>
  new AppError('SESSION_NAME_TAKEN', `A session named "${name}" already exists in this project`, {
    field: 'name',
    params: { name },
  });

function checkTimes(s: { starts_at: string; ends_at: string }) {
  if (s.ends_at <= s.starts_at)
    throw new AppError('TIMES_REVERSED', 'ends_at must be after starts_at', { field: 'ends_at' });
}

async function sessionOf(db: Kysely<DB>, projectId: number, id: number): Promise<PosterSession> {
  const s = (await repo.selectSessions(db, projectId)).find((x) => x.id === id);
  if (!s) throw notFound('Session');
  return s;
}

export async function createSession(
  db: Kysely<DB>,
  projectId: number,
  input: PosterSessionCreate,
): Promise<PosterSession> {
  checkTimes(input);
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await repo.insertSession(trx, {
        project_id: projectId,
        name: input.name,
        date: input.date,
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        area: input.area ?? null,
        created_at: new Date().toISOString(),
      });
      const created = await sessionOf(trx, projectId, id);
      await recordChange(trx, projectId, namedRecordChange('session', 'created', null, created));
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

export async function updateSession(
  db: Kysely<DB>,
  projectId: number,
  id: number,
  input: PosterSessionUpdate,
): Promise<PosterSession> {
  const { version, ...changes } = input;
  if (Object.values(changes).every((v) => v === undefined))
    throw new AppError('NOTHING_TO_CHANGE', 'Send at least one of name, date, starts_at, ends_at or area');
  try {
    return await db.transaction().execute(async (trx) => {
      const old = await repo.findSession(trx, projectId, id, 'update');
      if (!old) throw notFound('Session');
      checkTimes({ starts_at: changes.starts_at ?? old.starts_at, ends_at: changes.ends_at ?? old.ends_at });
      if (!(await repo.updateSessionRow(trx, projectId, id, changes, version)))
        throw editConflict(await sessionOf(trx, projectId, id));
      const updated = await sessionOf(trx, projectId, id);
      await recordChange(trx, projectId, namedRecordChange('session', 'updated', old, updated));
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err) && changes.name) throw nameTaken(changes.name);
    throw err;
  }
}

/** Deletes the session; its posters stay, without a session. */
export const deleteSession = (db: Kysely<DB>, projectId: number, id: number): Promise<void> =>
  deleteNamedRecord(db, projectId, id, 'session', { find: repo.findSession, remove: repo.deleteSessionRow });

/**
 * Previews (`apply: false`) or writes the boards of the pattern. Applied, the posters are locked and the plan
 * made and written in one transaction; the same pattern applied again changes nothing.
 */
export async function numberBoards(
  db: Kysely<DB>,
  projectId: number,
  input: BoardNumbering,
): Promise<BoardNumberingResult> {
  const run = async (trx: Kysely<DB>) => {
    const posters = await repo.selectBoardRows(trx, projectId, input.apply ? 'update' : undefined);
    const sessions = await repo.selectSessions(trx, projectId);
    const plan = planBoards(posters, sessions, input.pattern);
    const sessionName = new Map(sessions.map((s) => [s.id, s.name]));
    const items = posters.map((p) => ({
      poster_id: p.id,
      poster_number: p.number,
      title: p.title,
      author: p.author,
      presenter_name: p.presenter_name,
      session_name: p.session_id === null ? null : (sessionName.get(p.session_id) ?? null),
      board: p.board,
      new_board: plan.get(p.id)!,
      changed: plan.get(p.id) !== p.board,
    }));
    if (new Set(plan.values()).size !== plan.size) {
      throw new AppError('BOARD_TAKEN', 'The pattern gives two posters the same board: change the prefix', {
        field: 'pattern',
      });
    }
    const changed = items.filter((i) => i.changed);
    if (input.apply && changed.length > 0) {
      await repo.updateBoards(
        trx,
        projectId,
        changed.map((i) => ({ id: i.poster_id, board: i.new_board })),
      );
      await recordChange(trx, projectId, {
        kind: 'boards.numbered',
        summary: `Boards numbered (${changed.length} changed)`,
        detail: { pattern: input.pattern, changed: changed.length },
      });
    }
    return { applied: input.apply, changed: changed.length, items };
  };
  return input.apply ? db.transaction().execute(run) : run(db);
}

/** Every poster with its board, session and presenter's presence, by number. */
export async function listBoards(db: Kysely<DB>, projectId: number): Promise<BoardListItem[]> {
  const rows = await repo.selectBoardRows(db, projectId);
  const sessions = await repo.selectSessionsByIds(
    db,
    projectId,
    rows.flatMap((r) => (r.session_id === null ? [] : [r.session_id])),
  );
  return rows.map((r) => ({
    poster_id: r.id,
    poster_number: r.number,
    title: r.title,
    presenter_name: r.presenter_name,
    board: r.board,
    session: r.session_id === null ? null : (sessions.get(r.session_id) ?? null),
    presenter_presence: r.presence,
    presence_at: r.presence_at,
  }));
}

export async function getPresence(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
): Promise<PresenterPresence> {
  const p = await repo.findPresenterPoster(db, projectId, posterId);
  if (!p) throw notFound('Poster');
  const session =
    p.session_id === null ? null : ((await repo.findSession(db, projectId, p.session_id)) ?? null);
  return { poster_id: p.id, state: p.state, at: p.at, board: p.board, session };
}

/** The presenter says where they are; judges' lists and the organiser's board list hear of it at the commit. */
export async function setPresence(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  state: PresenceState,
): Promise<PresenterPresence> {
  await db.transaction().execute(async (trx) => {
    await repo.insertPresenceChange(trx, projectId, posterId, state, new Date().toISOString());
    await announce<DB>(trx, { project_id: projectId, kind: 'presence', poster_id: posterId, judge_id: null });
  });
  return getPresence(db, projectId, posterId);
}
