// One text/event-stream of a project's live events (docs/decisions/023-live-dashboard.md): the organiser's
// dashboard, the judge's poster list (decision 051) and the kiosk (decision 057) open it. The caller says which events it passes and how
// to tell, at each heartbeat, whether the session that opened it may still watch.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '@server/db/constraint-errors';
import type { LiveEvent } from '@server/db/live-events';

const frame = (e: LiveEvent, as?: string) =>
  `event: change\ndata: ${JSON.stringify(as ? { kind: as } : { kind: e.kind, poster_id: e.poster_id, judge_id: e.judge_id })}\n\n`;

const openStreams = new WeakMap<FastifyInstance, Set<PassThrough>>();

/** Ends every open stream when the server closes (open streams would keep it from closing). */
function streamsOf(app: FastifyInstance): Set<PassThrough> {
  let open = openStreams.get(app);
  if (!open) {
    const set = new Set<PassThrough>();
    open = set;
    openStreams.set(app, set);
    app.addHook('preClose', async () => {
      for (const s of set) s.end();
    });
  }
  return open;
}

/** Call once per plugin (while it registers) so that its streams end with the server. */
export const trackLiveStreams = (app: FastifyInstance) => void streamsOf(app);

export async function sendLiveStream(
  app: FastifyInstance,
  reply: FastifyReply,
  projectId: number,
  options: {
    passes?: (e: LiveEvent) => boolean;
    /** Sends each passed event as this kind alone (a kiosk needs "the roster changed", not what or whose). */
    as?: string;
    stillAllowed: () => Promise<boolean>;
  },
): Promise<FastifyReply> {
  const open = streamsOf(app);
  const stream = new PassThrough();
  const unsubscribe = await app.database.live.subscribe(projectId, (e) => {
    if (e.kind === 'resync') stream.write('event: resync\ndata: {}\n\n');
    else if (!options.passes || options.passes(e)) stream.write(frame(e, options.as));
  });
  // One beat at a time: the next is timed once this one's session check has answered, so a slow database never
  // piles checks up.
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = () => {
    heartbeat = setTimeout(() => {
      void options
        .stillAllowed()
        .then(
          (ok) => (ok ? stream.write(': heartbeat\n\n') : stream.end()),
          // While the database is away (a restart) the session cannot be read: the stream, which carries no
          // data, stays open, and `resync` follows once the live events are back. Any other failure ends it.
          (err: unknown) => (isDatabaseUnavailable(err) ? stream.write(': heartbeat\n\n') : stream.end()),
        )
        .finally(() => {
          if (!stream.writableEnded && !stream.destroyed) beat();
        });
    }, app.config.liveHeartbeatMs);
  };
  beat();
  open.add(stream);
  app.metrics.liveStreams.inc();
  // The client went, the session ended or the server is closing.
  stream.on('close', () => {
    clearTimeout(heartbeat);
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
      // A stream is sent as it is written (no serializer); the response schema only documents it.
      .send(stream as unknown as string)
  );
}
