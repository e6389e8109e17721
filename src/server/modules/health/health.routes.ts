// GET /health: the server answers and its database does (for load balancers: is it alive).
// GET /health/ready: whether it should be sent traffic: the database answers and the job queue runs; and what the
// machine lacks for poster files (docs/decisions/079-say-what-is-missing.md) and whether its files can be reached.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '@server/errors';
import { ok, okSchema } from '@server/http/route-schemas';
import { mediaStorage, mediaTools, storageKind } from '@server/media';
import { readinessSchema } from '@shared/contracts/health';

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  try {
    await sql`select 1`.execute(app.database.db);
    return true;
  } catch {
    return false;
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: okSchema } } },
    async () => {
      if (!(await databaseAnswers(app))) throw databaseUnavailable();
      return ok;
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Ready for traffic: 200 when the database answers and the job queue runs, else 503 with what is not ready; tools: what the machine lacks for poster files (not part of the status)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const checks = { database: await databaseAnswers(app), jobs: app.jobs.started };
      const ready = checks.database && checks.jobs;
      const storage = {
        kind: storageKind(app.config.uploadsDir),
        reachable: await mediaStorage(app.config.uploadsDir).reachable(),
      };
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks, tools: await mediaTools(), storage });
    },
  );
};
export default healthRoutes;
