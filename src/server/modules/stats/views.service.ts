// Recording a poster's view: who counts, through which channel, once per session, poster and hour, without
// keeping who looked (docs/decisions/056-poster-statistics.md).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '@server/db/constraint-errors';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import type { Principal } from '@server/principal';
import type { ViewChannel, ViewInput } from '@shared/contracts/stats';
import { selectPosterExists } from '@server/modules/posters';
import { readSubmissionSettings } from '@server/modules/submissions';
import * as repo from './stats.repository';

const HOUR = 3_600_000;

/** A visitor's token (the `pv` cookie): 16 random bytes, base64url. Anything else is no token. */
export const VISITOR_TOKEN = /^[A-Za-z0-9_-]{22}$/;
export const newVisitorToken = () => crypto.randomBytes(16).toString('base64url');

/** Who opened the poster, as the view's rules see it. */
type Viewer =
  | { counts: false }
  /** A member or kiosk of this project: its session names it. */
  | { counts: true; session: string; channel: ViewChannel }
  /** No session of this project: a reader by the poster's link, counted only while the project allows that. */
  | { counts: 'if-public'; channel: 'qr' };

/**
 * The organiser and presenters are not counted (they look at posters to run the conference, a presenter at their
 * own); a kiosk's views are kiosk views whatever it sends; someone without a session of this project can only
 * have read the poster by its link (qr). Only a kiosk may name the kiosk channel (400 INVALID_CHOICE otherwise).
 */
function viewerOf(principal: Principal | null, projectId: number, channel: ViewChannel): Viewer {
  const own = principal && principal.kind !== 'admin' && principal.projectId === projectId;
  if (channel === 'kiosk' && !(own && principal.kind === 'kiosk'))
    throw new AppError('INVALID_CHOICE', 'channel: only a screen of the poster hall views through kiosk', {
      field: 'channel',
    });
  if (principal?.kind === 'admin') return { counts: false };
  if (!own) return { counts: 'if-public', channel: 'qr' };
  if (principal.kind === 'presenter') return { counts: false };
  if (principal.kind === 'kiosk') return { counts: true, session: principal.sessionId, channel: 'kiosk' };
  return { counts: true, session: principal.sessionId, channel };
}

/** The mark's key: a keyed hash, so a stored mark names neither the session nor, without the secret, anything. */
function markKey(secret: Buffer, session: string, posterId: number, hour: number): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`view:${session}:${posterId}:${hour}`)
    .digest('base64url');
}

export type ViewRecord = {
  /** The view counted (false: counted already this hour, or its caller is not counted). */
  counted: boolean;
  /** A visitor without a token got this one: the route sets it as the `pv` cookie. */
  newVisitor?: string;
};

/**
 * Records an open of one of this project's posters (404 for another project's). In one transaction: the poster
 * (held), the project's reading by link for a visitor, the hour's mark, and the day's counter when the mark is new.
 */
export async function recordView(
  db: Kysely<DB>,
  secret: Buffer,
  projectId: number,
  posterId: number,
  caller: { principal: Principal | null; visitor: string | undefined },
  input: ViewInput,
  now = Date.now(),
): Promise<ViewRecord> {
  const viewer = viewerOf(caller.principal, projectId, input.channel);
  const known = caller.visitor && VISITOR_TOKEN.test(caller.visitor) ? caller.visitor : undefined;
  const newVisitor = viewer.counts === 'if-public' && !known ? newVisitorToken() : undefined;
  const hour = Math.floor(now / HOUR);
  try {
    const counted = await db.transaction().execute(async (trx) => {
      if (!(await selectPosterExists(trx, projectId, posterId, 'share'))) throw notFound('Poster');
      if (viewer.counts === false) return false;
      if (
        viewer.counts === 'if-public' &&
        !(await readSubmissionSettings(trx, projectId, 'share')).public_links
      )
        return false;
      const session = viewer.counts === true ? viewer.session : `visitor:${known ?? newVisitor}`;
      if (!(await repo.insertViewMark(trx, markKey(secret, session, posterId, hour), hour))) return false;
      const day = new Date(now).toISOString().slice(0, 10);
      const handoff = viewer.channel === 'qr' && input.from === 'kiosk';
      await repo.upsertViewCount(
        trx,
        { project_id: projectId, poster_id: posterId, day, channel: viewer.channel },
        handoff,
      );
      return true;
    });
    // The token is only worth keeping once it names a counted view.
    return counted && newVisitor ? { counted, newVisitor } : { counted };
  } catch (err) {
    // The poster was deleted meanwhile.
    if (isForeignKeyViolation(err)) throw notFound('Poster');
    throw err;
  }
}

/** The marks of past hours count for nothing: the chore view-marks-sweep runs this (stats.jobs.ts). */
export async function sweepViewMarks(db: Kysely<DB>, now = Date.now()): Promise<number> {
  return repo.deleteViewMarksBefore(db, Math.floor(now / HOUR));
}
