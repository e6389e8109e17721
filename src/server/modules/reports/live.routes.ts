// The live dashboard (docs/decisions/023-live-dashboard.md): a text/event-stream of the project's committed changes, and the read it refetches.
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { LiveEvent } from '@server/db/live-events';
import { projectRoute } from '@server/http/route-schemas';
import { sessionToken } from '@server/http/session-cookie';
import { findPrincipal } from '../auth/session.service';
import { selectAdminAssigned } from '../projects/projects.repository';
import { projectProgressSchema } from '@shared/contracts/reports';
import { projectProgress } from './progress.service';

const tags = ['reports'];

/** Whether the session that opened the stream may still watch this project (it may have ended or lost access). */
async function stillAllowed(db: Kysely<DB>, token: string | undefined, adminId: number, projectId: number) {
  const p = await findPrincipal(db, token);
  if (p?.kind !== 'admin' || p.id !== adminId) return false;
  return p.isSuper || selectAdminAssigned(db, projectId, adminId);
}

const frame = (e: LiveEvent) =>
  `event: change\ndata: ${JSON.stringify({ kind: e.kind, poster_id: e.poster_id, judge_id: e.judge_id })}\n\n`;

const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, readDb, live } = app.database;
  const open = new Set<PassThrough>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const s of open) s.end();
  });

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
      const stream = new PassThrough();
      const unsubscribe = await live.subscribe(projectId, (e) => {
        stream.write(e.kind === 'resync' ? 'event: resync\ndata: {}\n\n' : frame(e));
      });
      const heartbeat = setInterval(() => {
        stillAllowed(readDb, token, admin.id, projectId).then(
          (ok) => (ok ? stream.write(': heartbeat\n\n') : stream.end()),
          () => stream.end(),
        );
      }, app.config.liveHeartbeatMs);
      open.add(stream);
      app.metrics.liveStreams.inc();
      // The client went, the session ended or the server is closing.
      stream.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
        app.metrics.liveStreams.dec();
      });
      // Sent at once: when `ready` arrives, the subscription is in place and no later change is missed.
      stream.write('retry: 3000\nevent: ready\ndata: {}\n\n');
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-cache, no-transform')
          .header('X-Accel-Buffering', 'no')
          // A stream is sent as it is written (no serializer); the response schema above only documents it.
          .send(stream as unknown as string)
      );
    },
  );
};
export default liveRoutes;
