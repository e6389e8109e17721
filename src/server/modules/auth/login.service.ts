import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { verifyPassword } from './password';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-limiter';
import { startSession } from './session.service';
import type { PrincipalRef } from './principal';

/**
 * The one login flow for every kind of account: rate limit, constant-cost password check, a fresh session.
 * `scope` separates the limiter's counters (e.g. "admin", "judge:12"). `find` looks the account up and may
 * refuse it (inactive admin, inactive project) by returning `refused` with a reason.
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
  const { request, reply, scope, username, password } = opts;
  const db = request.server.database.db;
  await assertLoginAllowed(db, scope, username, request.ip);
  const account = await opts.find();
  const ok = await verifyPassword(account?.password_hash, password);
  if (!account || !ok) {
    await recordLoginFailure(db, scope, username, request.ip);
    throw new AppError('LOGIN_FAILED', opts.failedMessage);
  }
  const refusal = opts.refuse?.(account);
  if (refusal) throw refusal;
  await clearLoginFailures(db, scope, username, request.ip);
  await startSession(db, request, reply, opts.principal(account), request.server.config.sessionTtlMs);
  return account;
}
