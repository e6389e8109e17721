// The one login flow for every kind of account: throttle, constant-cost password check, a new session.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { verifyPassword } from './password';
import {
  recordLoginFailure,
  recordLoginSuccess,
  refuseClientOverLimit,
  releaseAccountAttempt,
  releaseClientAttempt,
  reserveAccountAttempt,
  reserveClientAttempt,
  throttleKeys,
} from './login-limiter';
import { startSession, type NewSession } from './session.service';
import type { PrincipalRef } from './principal';

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
  },
): Promise<LoginResult<T>> {
  const keys = throttleKeys(opts.scope, attempt.username, attempt.ip);
  const clientLimit = settings.loginFailuresPerClient;
  await refuseClientOverLimit(db, keys, clientLimit);
  // Reserved before the slow hash, so a burst of parallel guesses cannot get past the limits.
  await reserveAccountAttempt(db, keys);
  let account: T | undefined;
  let ok: boolean;
  let session: NewSession | undefined;
  try {
    account = await opts.find();
    const found = account;
    ok = await verifyPassword(found?.password_hash, attempt.password, {
      gate: () => reserveClientAttempt(db, keys, clientLimit),
      // A right password: the client's reservation goes back, this client starts afresh on the account and the
      // session starts, in one transaction (one commit where there were three: decision 050).
      settle: async (good) => {
        if (!good || !found) return;
        session = await db.transaction().execute(async (trx) => {
          await releaseClientAttempt(trx, keys);
          await recordLoginSuccess(trx, keys);
          return startSession(trx, opts.principal(found), settings.sessionTtlMs, attempt.previousToken);
        });
      },
    });
  } catch (err) {
    await releaseAccountAttempt(db, keys);
    throw err;
  }
  if (!account || !ok || !session) {
    await recordLoginFailure(db, keys);
    throw new AppError('LOGIN_FAILED', opts.failedMessage);
  }
  return { account, session };
}
