// Screens: the organiser registers the poster hall's screens and their pairing links; a screen's computer pairs
// with its link and becomes a kiosk that reads its roster (docs/decisions/052-screens-and-the-kiosk.md).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import {
  rosterSchema,
  type KioskPoster,
  type KioskPosters,
  type KioskScreen,
  type Roster,
  type Screen,
  type ScreenFieldsInput,
} from '@shared/contracts/screens';
import { recordChange } from '@server/modules/audit';
import type { KioskPrincipal } from '@server/principal';
import { endSessionsOf, hashToken, type LoginResult, startSession } from '@server/modules/auth';
import { getProjectById } from '@server/modules/projects';
import { selectSessionsByIds } from '@server/modules/sessions';
import * as repo from './screens.repository';
import { getHallMap } from '@server/modules/hall';
import { isOnline, recordKioskSeen } from './screen-presence';

/** What a pairing link needs to be shown: the link secret and the site's address. */
export type LinkContext = { secret: Buffer; origin: string };

/** A kiosk lives long: a venue computer that reboots comes back paired (a year, or until revoked). */
export const KIOSK_SESSION_MS = 365 * 24 * 3600 * 1000;

/** The pairing token: base64url(HMAC-SHA256(secret, "screen:<nonce>")); the nonce is fresh for each link. */
const screenToken = (secret: Buffer, nonce: string) =>
  crypto.createHmac('sha256', secret).update(`screen:${nonce}`).digest('base64url');

function newPairing(secret: Buffer) {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const token = screenToken(secret, nonce);
  return { nonce, token_hash: hashToken(token) };
}

export const pairingUrl = (origin: string, slug: string, token: string) =>
  `${origin}/projects/${encodeURIComponent(slug)}/kiosk/pair/${token}`;

function parseRoster(stored: string): Roster {
  const parsed = rosterSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : {};
}

/** The screens of the project paired now, for `online` (one query for a list). */
const pairedNow = (db: Kysely<DB>, projectId: number, now: Date) =>
  repo.selectPairedScreenIds(db, projectId, now.toISOString());

function toScreen(
  row: repo.ScreenRow,
  ctx: LinkContext,
  slug: string,
  paired: ReadonlySet<number>,
  now: Date,
): Screen {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    place: row.place,
    orientation: row.orientation,
    roster: parseRoster(row.roster),
    idle_seconds: row.idle_seconds,
    url: pairingUrl(ctx.origin, slug, screenToken(ctx.secret, row.nonce)),
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    online: isOnline(row.last_seen_at, paired.has(row.id), now),
  };
}

/** A screen as the organiser reads it, after a change: paired and seen as stored now. */
async function answerScreen(db: Kysely<DB>, ctx: LinkContext, slug: string, row: repo.ScreenRow) {
  const now = new Date();
  return toScreen(row, ctx, slug, await pairedNow(db, row.project_id, now), now);
}

type Fields = ScreenFieldsInput;

/** A roster's poster sessions must be this project's (checked in the write's transaction). */
async function checkRosterSessions(trx: Kysely<DB>, projectId: number, roster: Roster) {
  const ids = [...new Set(roster.session_ids ?? [])];
  if (ids.length === 0) return;
  const known = await selectSessionsByIds(trx, projectId, ids);
  if (ids.some((id) => !known.has(id)))
    throw new AppError('INVALID_CHOICE', 'roster.session_ids: no such session in this project', {
      field: 'roster.session_ids',
    });
}
const toFields = (input: Fields): repo.ScreenFields => ({
  name: input.name,
  place: input.place ?? null,
  orientation: input.orientation,
  roster: JSON.stringify(input.roster),
  idle_seconds: input.idle_seconds,
});

export async function listScreens(db: Kysely<DB>, ctx: LinkContext, projectId: number): Promise<Screen[]> {
  const project = await getProjectById(db, projectId);
  const now = new Date();
  const [rows, paired] = await Promise.all([
    repo.selectScreenRows(db, projectId),
    pairedNow(db, projectId, now),
  ]);
  return rows.map((r) => toScreen(r, ctx, project.slug, paired, now));
}

export async function getScreen(db: Kysely<DB>, ctx: LinkContext, projectId: number, id: number) {
  const project = await getProjectById(db, projectId);
  const row = await repo.findScreenRow(db, projectId, id);
  if (!row) throw notFound('Screen');
  return answerScreen(db, ctx, project.slug, row);
}

export async function createScreen(db: Kysely<DB>, ctx: LinkContext, projectId: number, input: Fields) {
  const project = await getProjectById(db, projectId);
  const row = await db.transaction().execute(async (trx) => {
    await checkRosterSessions(trx, projectId, input.roster);
    const created = await repo.insertScreenRow(trx, projectId, {
      ...toFields(input),
      ...newPairing(ctx.secret),
    });
    await recordChange(trx, projectId, {
      kind: 'screen.created',
      summary: `Screen "${created.name}" registered`,
      detail: { screen_id: created.id, name: created.name },
    });
    return created;
  });
  return answerScreen(db, ctx, project.slug, row);
}

export async function updateScreen(
  db: Kysely<DB>,
  ctx: LinkContext,
  projectId: number,
  id: number,
  input: Fields,
) {
  const project = await getProjectById(db, projectId);
  const row = await db.transaction().execute(async (trx) => {
    await checkRosterSessions(trx, projectId, input.roster);
    const updated = await repo.updateScreenRow(trx, projectId, id, toFields(input));
    if (!updated) throw notFound('Screen');
    await recordChange(trx, projectId, {
      kind: 'screen.updated',
      summary: `Screen "${updated.name}" changed`,
      detail: { screen_id: id, name: updated.name },
    });
    return updated;
  });
  return answerScreen(db, ctx, project.slug, row);
}

/** A new pairing link: the old one stops and the kiosks it paired are signed out at once. */
export async function revokeScreen(db: Kysely<DB>, ctx: LinkContext, projectId: number, id: number) {
  const project = await getProjectById(db, projectId);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await repo.updateScreenRow(trx, projectId, id, newPairing(ctx.secret));
    if (!updated) throw notFound('Screen');
    await endSessionsOf(trx, 'kiosk', id);
    await recordChange(trx, projectId, {
      kind: 'screen.revoked',
      summary: `Screen "${updated.name}": pairing link replaced, its kiosks signed out`,
      detail: { screen_id: id, name: updated.name },
    });
    return updated;
  });
  return answerScreen(db, ctx, project.slug, row);
}

export async function deleteScreen(db: Kysely<DB>, projectId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findScreenRow(trx, projectId, id);
    if (!row || !(await repo.deleteScreenRow(trx, projectId, id))) throw notFound('Screen');
    await endSessionsOf(trx, 'kiosk', id);
    await recordChange(trx, projectId, {
      kind: 'screen.deleted',
      summary: `Screen "${row.name}" deleted`,
      detail: { screen_id: id, name: row.name },
    });
  });
}

const toKioskScreen = (r: repo.ScreenRow): KioskScreen => ({
  id: r.id,
  project_id: r.project_id,
  name: r.name,
  orientation: r.orientation,
  idle_seconds: r.idle_seconds,
});

/** Pairs a screen's computer: a token no screen of this project has (revoked, deleted, another's) is LINK_INVALID. */
export async function pairKiosk(
  db: Kysely<DB>,
  projectId: number,
  token: string,
  previousToken: string | undefined,
): Promise<LoginResult<KioskScreen>> {
  const row = await repo.findScreenByHash(db, projectId, hashToken(token));
  if (!row) throw new AppError('LINK_INVALID', 'This pairing link is not valid: it may have been revoked');
  const session = await startSession(
    db,
    { kind: 'kiosk', id: row.id, projectId },
    KIOSK_SESSION_MS,
    previousToken,
  );
  // Pairing is the kiosk's first sign of life: the organiser sees it online at once.
  await recordKioskSeen(db, projectId, row.id);
  return { account: toKioskScreen(row), session };
}

/** The kiosk's roster (approved posters only), searched by `q`, with the hall's plan and its boards' places. */
export async function kioskPosters(db: Kysely<DB>, kiosk: KioskPrincipal, q?: string): Promise<KioskPosters> {
  const row = await repo.findScreenRow(db, kiosk.projectId, kiosk.screenId);
  if (!row) throw notFound('Screen');
  const items = await repo.selectRosterPosters(db, kiosk.projectId, parseRoster(row.roster), q);
  const map = await getHallMap(db, kiosk.projectId);
  // The places of the roster's boards only: a screen reads its roster and nothing more.
  const boards = new Set(items.map((p) => p.board));
  const positions = map.positions.filter((p) => boards.has(p.board));
  return {
    screen: toKioskScreen(row),
    items,
    hall_map: map.plan ? { plan: map.plan, positions } : null,
  };
}

/** One poster of the kiosk's roster; outside it (or not approved) it is not found. */
export async function kioskPoster(
  db: Kysely<DB>,
  kiosk: KioskPrincipal,
  posterId: number,
): Promise<KioskPoster> {
  const row = await repo.findScreenRow(db, kiosk.projectId, kiosk.screenId);
  if (!row) throw notFound('Screen');
  const [poster] = await repo.selectRosterPosters(
    db,
    kiosk.projectId,
    parseRoster(row.roster),
    undefined,
    posterId,
  );
  if (!poster) throw notFound('Poster');
  return poster;
}
