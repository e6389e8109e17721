import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      try {
        await sql`select 1`.execute(app.database.db);
      } catch {
        throw new AppError('INTERNAL', 'The database does not answer');
      }
      return { status: 'ok' as const };
    },
  );
};
export default healthRoutes;
