// The session cookie: read when a request starts, set by the login routes, cleared by logout.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

/**
 * A login attempt from this request (the auth module's LoginAttempt): the client's address, the session it came
 * with, the credentials.
 */
export function loginAttempt(request: FastifyRequest, credentials: { username: string; password: string }) {
  return { ip: request.ip, previousToken: sessionToken(request), ...credentials };
}

/** A login's answer (the auth module's LoginResult): the account, and the session the cookie names. */
export type LoggedIn<R> = { account: R; session: { token: string; maxAgeSeconds: number } };

/** Sets the new session's cookie and answers the account: the end of every login route. */
export function withSessionCookie<R>(request: FastifyRequest, reply: FastifyReply, result: LoggedIn<R>): R {
  reply.setCookie(SESSION_COOKIE, result.session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: result.session.maxAgeSeconds,
  });
  return result.account;
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
