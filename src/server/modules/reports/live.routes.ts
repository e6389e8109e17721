// The live dashboard (docs/decisions/023-live-dashboard.md): a text/event-stream of the project's committed changes, and the read it refetches.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { sendLiveStream, trackLiveStreams } from '@server/http/live-stream';
import { projectRoute } from '@server/http/route-schemas';
import { sessionToken } from '@server/http/session-cookie';
import { findPrincipal } from '@server/modules/auth';
import { isAdminAssigned } from '@server/modules/projects';
import { projectProgressSchema } from '@shared/contracts/reports';
import { projectProgress } from './progress.service';

const tags = ['reports'];

/** Whether the session that opened the stream may still watch this project (it may have ended or lost access). */
async function stillAllowed(db: Kysely<DB>, token: string | undefined, adminId: number, projectId: number) {
  const p = await findPrincipal(db, token);
  if (p?.kind !== 'admin' || p.id !== adminId) return false;
  return p.isSuper || isAdminAssigned(db, projectId, adminId);
}

const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, readDb } = app.database;
  trackLiveStreams(app);

  app.get(
    '/projects/:projectId/progress',
    projectRoute(tags, {
      summary: "Progress per judge (who is behind) and per poster, and the spread of the evaluations' totals",
      response: { 200: projectProgressSchema },
    }),
    async (request) => projectProgress(db, request.scope.projectId),
  );

  app.get(
    '/projects/:projectId/events',
    projectRoute(tags, {
      summary:
        'Server-sent events: `change` with {kind, poster_id, judge_id} after each committed change of the project ' +
        '(on every instance), `resync` when some may have been missed; a comment line every 25 s',
      produces: ['text/event-stream'],
      response: { 200: z.string().describe('text/event-stream') },
    }),
    async (request, reply) => {
      const { projectId } = request.scope;
      const admin = request.scope.admin;
      const token = sessionToken(request);
      return sendLiveStream(app, reply, projectId, {
        stillAllowed: () => stillAllowed(readDb, token, admin.id, projectId),
      });
    },
  );
};
export default liveRoutes;
