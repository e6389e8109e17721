import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/access';
import { endSession } from './session.service';
import { meSchema } from '../../../shared/contracts/auth';
import { findMe } from './auth.repository';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/me', { schema: { tags: ['auth'], response: { 200: meSchema } } }, async (request) => {
    const p = requireSession(request);
    return findMe(app.database.db, p);
  });

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request, reply) => {
      await endSession(app.database.db, request, reply);
      return { status: 'ok' as const };
    },
  );
};
export default authRoutes;
