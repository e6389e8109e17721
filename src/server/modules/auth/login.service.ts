import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
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
import { startSession } from './session.service';
import type { PrincipalRef } from './principal';

/**
 * The one login flow for every kind of account: throttle, constant-cost password check, a fresh session.
 * `scope` separates the throttle's counters (e.g. "admin", "judge:12"). `find` looks the account up and may
 * refuse it (inactive admin, inactive project) by returning nothing, exactly as for an unknown username.
 */
export async function performLogin<T extends { password_hash: string }>(opts: {
  request: FastifyRequest;
  reply: FastifyReply;
  scope: string;
  username: string;
  password: string;
  find: () => Promise<T | undefined>;
  /** Extra refusal after the password checked out (e.g. not a super admin); an AppError to throw. */
  refuse?: (account: T) => AppError | null;
  principal: (account: T) => PrincipalRef;
  failedMessage: string;
}): Promise<T> {
  const { request, reply, password } = opts;
  const db = request.server.database.db;
  const keys = throttleKeys(opts.scope, opts.username, request.ip);
  const clientLimit = request.server.config.loginFailuresPerClient;
  await refuseClientOverLimit(db, keys, clientLimit);
  // Reserved before the slow hash, so a burst of parallel guesses cannot get past the limits.
  await reserveAccountAttempt(db, keys);
  let account: T | undefined;
  let ok: boolean;
  try {
    account = await opts.find();
    const found = account;
    ok = await verifyPassword(found?.password_hash, password, {
      gate: () => reserveClientAttempt(db, keys, clientLimit),
      settle: async (good) => {
        if (good && found) await releaseClientAttempt(db, keys);
      },
    });
  } catch (err) {
    await releaseAccountAttempt(db, keys);
    throw err;
  }
  if (!account || !ok) {
    await recordLoginFailure(db, keys);
    throw new AppError('LOGIN_FAILED', opts.failedMessage);
  }
  await recordLoginSuccess(db, keys);
  const refusal = opts.refuse?.(account);
  if (refusal) throw refusal;
  await startSession(db, request, reply, opts.principal(account), request.server.config.sessionTtlMs);
  return account;
}
