// The one login flow for every kind of account: throttle, constant-cost password check, a new session.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import { verifyPassword } from './password';
import {
  pauseAfterRefusal,
  recordLoginFailure,
  recordLoginSuccess,
  releaseAccountAttempt,
  releaseClientAttempt,
  reserveAttempt,
  throttleKeys,
} from './login-limiter';
import { startSession, type NewSession } from './session.service';
import type { PrincipalRef } from '@server/principal';

/** The server's settings a login needs (Config has them). */
export type LoginSettings = { loginFailuresPerClient: number; sessionTtlMs: number };

/** One attempt as the client made it: its address (the throttle counts it), the session it came with, the form. */
export type LoginAttempt = {
  ip: string;
  previousToken: string | undefined;
  username: string;
  password: string;
};

/** A login's answer: what the route returns, and the session whose token the route puts in the cookie. */
export type LoginResult<R> = { account: R; session: NewSession };

/** A door's login (a judge's, a participant's, an admin's): the attempt at this project's door, or at none (null). */
export type Login<R, P extends number | null = number> = (
  db: Kysely<DB>,
  settings: LoginSettings,
  attempt: LoginAttempt,
  projectId: P,
) => Promise<LoginResult<R>>;

/**
 * `scope` separates the throttle's counters (e.g. "admin", "judge:12"). `find` looks the account up and may
 * refuse it (inactive admin, inactive project) by returning nothing, exactly as for an unknown username.
 */
export async function performLogin<T extends { password_hash: string }>(
  db: Kysely<DB>,
  settings: LoginSettings,
  attempt: LoginAttempt,
  opts: {
    scope: string;
    find: () => Promise<T | undefined>;
    principal: (account: T) => PrincipalRef;
    failedMessage: string;
    /**
     * Whether the account, its password proved right, may sign in at this door; when not, the refusal this
     * throws (e.g. an admin not assigned to the project) instead of a session. Not counted as a failed guess.
     */
    refuse?: (account: T) => AppError | null;
  },
): Promise<LoginResult<T>> {
  const keys = throttleKeys(opts.scope, attempt.username, attempt.ip);
  let reserved = false;
  let account: T | undefined;
  let ok: boolean;
  let session: NewSession | undefined;
  try {
    // All of a login's database work waits in the attempt queue with its hash: a burst of 200 logins holds a
    // handful of database calls at a time, not 600 in the pool's queue ahead of the judging (decision 050).
    ok = await verifyPassword(async () => (account = await opts.find())?.password_hash, attempt.password, {
      // Reserved before the slow hash, so a burst of parallel guesses cannot get past the limits.
      gate: async () => {
        await reserveAttempt(db, keys, settings.loginFailuresPerClient);
        reserved = true;
      },
      // A right password: the client's reservation goes back, this client starts afresh on the account and the
      // session starts, in one transaction (one commit where there were three: decision 050).
      settle: async (good) => {
        const found = account;
        if (!good || !found) return;
        if (opts.refuse?.(found)) {
          // A right password is no guess: the reservations go back as after a success, and no session starts.
          await db.transaction().execute(async (trx) => {
            await releaseClientAttempt(trx, keys);
            await recordLoginSuccess(trx, keys);
          });
          return;
        }
        session = await db.transaction().execute(async (trx) => {
          await releaseClientAttempt(trx, keys);
          await recordLoginSuccess(trx, keys);
          return startSession(trx, opts.principal(found), settings.sessionTtlMs, attempt.previousToken);
        });
      },
    });
  } catch (err) {
    if (reserved) await releaseAccountAttempt(db, keys);
    else if (err instanceof AppError && err.code === 'TOO_MANY') await pauseAfterRefusal();
    throw err;
  }
  const refusal = account && ok ? opts.refuse?.(account) : null;
  if (refusal) throw refusal;
  if (!account || !ok || !session) {
    await recordLoginFailure(db, keys);
    throw new AppError('LOGIN_FAILED', opts.failedMessage);
  }
  return { account, session };
}
