// GET /health: the server answers and its database does.
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@server/http/errors';
import { ok, okSchema } from '@server/http/route-schemas';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: okSchema } } },
    async () => {
      try {
        await sql`select 1`.execute(app.database.db);
      } catch {
        throw new AppError('INTERNAL', 'The database does not answer');
      }
      return ok;
    },
  );
};
export default healthRoutes;
