// Failed-login throttling: three counters in the database, reserved before the hash (decision 015).
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, tooMany } from '@server/errors';
import { sessionToken, withSessionCookie, type LoggedIn } from '@server/http/session-cookie';

/**
 * Failed-login throttling, kept in the database so every instance shares it (docs/decisions/015-login-throttling.md).
 * Three counters, one row each:
 * - the account from one client (`p|`): a small hard limit, then 429 until the window ends; spaced out by the
 *   progressive delay once the account collects more failures than one client may make;
 * - the account from everywhere (`a|`): no limit, only the delay it sets. A stranger cannot lock the owner out:
 *   a client that has not failed for this account is never delayed;
 * - the client across usernames (`c|`): password spraying.
 * An attempt is reserved (counted as a failure) by one atomic upsert before the password is checked, so parallel
 * attempts cannot overrun a limit; a success gives the reservation back. Unknown usernames are counted the same.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures one client may make on one account in a window. */
  perAccountAndClient: 5,
  /** Failures on one account (all clients) before failing clients must wait between attempts. */
  delayAfter: 5,
  maxDelayMs: 30_000,
  /**
   * How long a refused client waits for its 429 (before the hash; never inside the hash slot): a flood's refusals
   * then come a second apart on each connection instead of as fast as the server can answer, so it stops
   * costing the event loop the time everyone else's calls need (decision 015).
   */
  refusalPauseMs: 1000,
} as const;

/** Login scopes: one counter per account, whichever login door is tried (judging.service.ts spells out the judge's). */
export const loginScope = {
  admin: 'admin',
  judge: (projectId: number) => `judge:${projectId}`,
  /** Keyed `user:` as the stored throttle rows already are (the specification's role string). */
  participant: (projectId: number) => `user:${projectId}`,
};

export type ThrottleKeys = { account: string; pair: string; accountKey: string; client: string };

export function throttleKeys(scope: string, username: string, ip: string): ThrottleKeys {
  const account = accountName(scope, username);
  return { account, pair: `p|${account}|${ip}`, accountKey: `a|${account}`, client: `c|${ip}` };
}

const accountName = (scope: string, username: string) => `${scope}:${username.trim().toLowerCase()}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** Wait imposed on a failing client once the account has `failures` in the window: 2 s, 4 s, ... up to 30 s. */
export function delayAfterFailures(failures: number): number {
  if (failures <= THROTTLE.delayAfter) return 0;
  return Math.min(THROTTLE.maxDelayMs, 1000 * 2 ** (failures - THROTTLE.delayAfter));
}

/**
 * Counts one failure on `key` in one statement: a new window when the old one has passed; with a `limit`, only
 * while under it and past `next_at`. Answers whether it was counted, and the count.
 */
async function count(
  db: Kysely<DB>,
  key: string,
  account: string | null,
  now: number,
  limit?: number,
  windowMs: number = THROTTLE.windowMs,
): Promise<number | null> {
  const nowIso = iso(now);
  const resetAt = iso(now + windowMs);
  const expired = sql<boolean>`login_attempts.reset_at <= ${nowIso}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ key, account, failures: 1, reset_at: resetAt, next_at: null })
    .onConflict((oc) => {
      const update = oc.column('key').doUpdateSet({
        failures: sql`case when ${expired} then 1 else login_attempts.failures + 1 end`,
        reset_at: sql`case when ${expired} then ${resetAt} else login_attempts.reset_at end`,
        next_at: sql`case when ${expired} then null else login_attempts.next_at end`,
      });
      if (limit === undefined) return update;
      return update.where(
        sql<boolean>`${expired} or (login_attempts.failures < ${limit}
          and (login_attempts.next_at is null or login_attempts.next_at <= ${nowIso}))`,
      );
    })
    .returning('failures')
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}

/** Gives back a reservation: the attempt turned out not to be a failure (or was never made). */
async function uncount(db: Kysely<DB>, key: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

function waitWords(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

type AttemptRow = { failures: number; reset_at: string; next_at: string | null };

function readAttempts(db: Kysely<DB>, key: string): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('login_attempts')
    .select(['failures', 'reset_at', 'next_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

async function refusal(db: Kysely<DB>, key: string, limit: number, now: number, who: string) {
  return refusalFrom(await readAttempts(db, key), limit, now, who);
}

function refusalFrom(row: AttemptRow | undefined, limit: number, now: number, who: string): AppError {
  let waitMs = 1000;
  if (row && row.failures >= limit) waitMs = Math.max(waitMs, Date.parse(row.reset_at) - now);
  if (row?.next_at) waitMs = Math.max(waitMs, Date.parse(row.next_at) - now);
  const seconds = Math.ceil(waitMs / 1000);
  return tooMany(`Too many failed logins ${who}. Try again in ${waitWords(waitMs)}.`, seconds);
}

/**
 * Counts one request on `key` (e.g. password resets of one address) in the throttle's window, in one atomic
 * upsert shared by every instance; answers false, counting nothing, once `limit` were counted in the window.
 */
export async function countLimitedRequest(
  db: Kysely<DB>,
  key: string,
  limit: number,
  windowMs: number = THROTTLE.windowMs,
): Promise<boolean> {
  return (await count(db, key, null, Date.now(), limit, windowMs)) !== null;
}

/**
 * Reserves this attempt before the hash, in one transaction (one commit: decision 050), or refuses it with 429:
 * - a client already at its limit across usernames is refused by one read, nothing written (a flood from one
 *   address costs little once it is stopped);
 * - then the account from this client (its small hard limit), then the client across usernames.
 * A refusal rolls back what was reserved. Called in a login-attempt slot (password.ts `attemptSlots`, twice the
 * hash slots), right before the hash: a hall of judges behind one address that all log in at once holds only as
 * many client reservations as there are attempt slots, while a client spraying usernames in parallel still
 * cannot pass the limit. It does not pause: the caller waits `refusalPauseMs` after leaving its slot.
 */
export async function reserveAttempt(db: Kysely<DB>, k: ThrottleKeys, clientLimit: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const client = await readAttempts(trx, k.client);
    if (client && Date.parse(client.reset_at) > now && client.failures >= clientLimit)
      throw refusalFrom(client, clientLimit, now, 'from your network');
    if ((await count(trx, k.pair, k.account, now, THROTTLE.perAccountAndClient)) === null)
      throw await refusal(trx, k.pair, THROTTLE.perAccountAndClient, Date.now(), 'for this account');
    if ((await count(trx, k.client, null, now, clientLimit)) === null)
      throw await refusal(trx, k.client, clientLimit, Date.now(), 'from your network');
  });
}

/**
 * A sign-in by a link's token (a presenter's or a judge's link, a screen's pairing, a password reset): the
 * client's wrong tokens are counted like failed logins, across every token door of every project, and past
 * `clientLimit` in the window the client gets 429 with Retry-After before its token is looked at. The count is
 * taken before `use` runs, so parallel guesses cannot overrun it, and given back when the token was right. The
 * owner of a link is never locked out by a stranger: the count is the guessing client's own.
 */
export async function throttledTokenUse<T>(
  db: Kysely<DB>,
  ip: string,
  clientLimit: number,
  use: () => Promise<T>,
): Promise<T> {
  const key = `t|${ip}`;
  const now = Date.now();
  if ((await count(db, key, null, now, clientLimit)) === null) {
    const refused = refusalFrom(await readAttempts(db, key), clientLimit, now, 'from your network');
    await pauseAfterRefusal();
    throw refused;
  }
  try {
    const result = await use();
    await uncount(db, key);
    return result;
  } catch (err) {
    // A wrong, used or expired token stays counted; anything else (the server's own trouble) goes back.
    const status = err instanceof AppError ? err.status : 500;
    if (status !== 400 && status !== 404 && status !== 410) await uncount(db, key);
    throw err;
  }
}

/** A refused login waits this long for its 429, outside every slot (see `THROTTLE.refusalPauseMs`). */
export const pauseAfterRefusal = () => sleep(THROTTLE.refusalPauseMs);

/** The password was right: whoever this is, it is not guessing; the client's reservation goes back. */
export async function releaseClientAttempt(db: Kysely<DB>, k: ThrottleKeys): Promise<void> {
  await uncount(db, k.client);
}

/** The password was wrong (or the account unknown): the reservations stand; the account's delay grows. */
export async function recordLoginFailure(db: Kysely<DB>, k: ThrottleKeys): Promise<void> {
  const now = Date.now();
  const failures = (await count(db, k.accountKey, k.account, now)) ?? 0;
  const delay = delayAfterFailures(failures);
  if (delay > 0)
    await db
      .updateTable('login_attempts')
      .set({ next_at: iso(now + delay) })
      .where('key', '=', k.pair)
      .execute();
}

/** The password was right: this client starts afresh on this account. */
export async function recordLoginSuccess(db: Kysely<DB>, k: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', k.pair).execute();
}

/** The check itself failed (not the password): the account's reservation goes back. */
export async function releaseAccountAttempt(db: Kysely<DB>, k: ThrottleKeys): Promise<void> {
  await uncount(db, k.pair);
}

/** An admin set a new password for this account: its counters go, so its owner can log in at once. */
export async function clearAccountThrottle(db: Kysely<DB>, scope: string, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('account', '=', accountName(scope, username)).execute();
}

/** Rows whose window has passed count for nothing: the chore login-attempts-purge runs this (auth.jobs.ts). */
export async function purgeExpiredLoginAttempts(db: Kysely<DB>): Promise<number> {
  const res = await db
    .deleteFrom('login_attempts')
    .where('reset_at', '<=', iso(Date.now()))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * A link's sign-in route (a judge's or a presenter's link, a screen's pairing): `use` is given the session the
 * request came with and runs throttled (throttledTokenUse); the new session's cookie is set, the account answered.
 */
export async function tokenSignIn<R>(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  clientLimit: number,
  use: (previousToken: string | undefined) => Promise<LoggedIn<R>>,
): Promise<R> {
  const result = await throttledTokenUse(db, request.ip, clientLimit, () => use(sessionToken(request)));
  return withSessionCookie(request, reply, result);
}
