// Who is logged in, and logging out: the two calls every kind of account shares.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '@server/http/route-schemas';
import { clearSessionCookie, sessionToken } from '@server/http/session-cookie';
import { meSchema } from '@shared/contracts/auth';
import { findMe } from './auth.repository';
import { endSession } from './session.service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    { config: { access: 'session' }, schema: { tags: ['auth'], response: { 200: meSchema } } },
    async (request) => findMe(app.database.db, request.scope.session),
  );

  // Public: logging out without a session (or with an expired one) still clears the cookie.
  app.post(
    '/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: okSchema } } },
    async (request, reply) => {
      await endSession(app.database.db, sessionToken(request));
      clearSessionCookie(reply);
      return ok;
    },
  );
};
export default authRoutes;
