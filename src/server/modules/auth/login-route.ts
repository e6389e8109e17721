// A project door's password login route (a judge's, a participant's): its options and its handler, the same at
// both doors.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '@server/db/schema';
import { openProjectRoute } from '@server/http/route-schemas';
import { loginAttempt, withSessionCookie } from '@server/http/session-cookie';
import { loginBodySchema, type LoginBody } from '@shared/contracts/auth';
import type { Login, LoginSettings } from './login.service';

/** The options of the login route: open on an active project, the username and password, `account` answered. */
export const projectLoginRoute = <const S extends z.ZodType>(tags: string[], summary: string, account: S) =>
  openProjectRoute(tags, { summary, body: loginBodySchema, response: { 200: account } });

/**
 * The login route's handler: `login` tries the form's username and password at the project's door; the new
 * session's cookie is set and the account answered.
 */
export async function passwordSignIn<R>(
  db: Kysely<DB>,
  settings: LoginSettings,
  request: FastifyRequest & { body: LoginBody },
  reply: FastifyReply,
  login: Login<R>,
): Promise<R> {
  const result = await login(db, settings, loginAttempt(request, request.body), request.scope.projectId);
  return withSessionCookie(request, reply, result);
}
