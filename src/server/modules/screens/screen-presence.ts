// Whether a screen is alive (docs/decisions/071-poster-day-finishing.md): its kiosk says so with a small request
// every KIOSK_HEARTBEAT_MS, the server keeps when it last did (at most one write a minute a screen) and answers
// online, last seen or never seen.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { announce } from '@server/db/live-events';
import { notFound } from '@server/errors';
import { SCREEN_ONLINE_MS } from '@shared/contracts/screens';
import { findScreenRow, lockScreenSeen, updateScreenSeen } from './screens.repository';

/**
 * A screen's last_seen_at is written at most this often: a heartbeat that finds it younger writes nothing, so a
 * hall of screens costs the database one small write a minute each, whatever the kiosks send.
 */
export const SEEN_WRITE_MS = 60_000;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Paired now (an unexpired kiosk session) and seen within SCREEN_ONLINE_MS. */
export const isOnline = (lastSeenAt: string | null, paired: boolean, now: Date) =>
  paired && lastSeenAt !== null && lastSeenAt > before(now, SCREEN_ONLINE_MS);

/**
 * Records that the screen's kiosk is alive now, unless it was recorded within SEEN_WRITE_MS (read first, and
 * again on the locked row in the write's transaction). A screen that comes online (never seen, or not within
 * SCREEN_ONLINE_MS) is announced, so the organiser's pages that show it fetch again; a screen going silent is
 * no event: those pages read the time again every minute (web screens and checklist queries).
 */
export async function recordKioskSeen(
  db: Kysely<DB>,
  projectId: number,
  screenId: number,
  now = new Date(),
): Promise<void> {
  const fresh = (at: string | null | undefined) => !!at && at > before(now, SEEN_WRITE_MS);
  const row = await findScreenRow(db, projectId, screenId);
  if (!row) throw notFound('Screen');
  if (fresh(row.last_seen_at)) return;
  await db.transaction().execute(async (trx) => {
    const locked = await lockScreenSeen(trx, projectId, screenId);
    if (!locked) throw notFound('Screen');
    if (fresh(locked.last_seen_at)) return;
    await updateScreenSeen(trx, projectId, screenId, now.toISOString());
    if (!isOnline(locked.last_seen_at, true, now))
      await announce<DB>(trx, {
        project_id: projectId,
        kind: 'screen.online',
        poster_id: null,
        judge_id: null,
      });
  });
}
