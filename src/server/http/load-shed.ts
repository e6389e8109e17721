/**
 * Load shedding (@fastify/under-pressure): past a threshold of event loop delay or resident memory, a request is
 * answered at once `503 SERVER_BUSY` with `Retry-After`, before routing does any work, rather than queued until
 * every caller times out. The day's people do not weigh the same: judges' and presenters' calls (their API and
 * their pages), health and readiness, `/metrics` and the live streams are kept until a higher event loop delay
 * and never refused for memory; browsing (galleries, tiles, search, posters) and the rest go first
 * (docs/decisions/088).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { ShedSettings } from '../config';
import { AppError } from '../errors';

/** Paths kept longest: a judge's or presenter's API and pages, health, metrics, live streams, built assets. */
const KEPT = [
  /^(\/api)?\/projects\/[^/]+\/(judge|presenter)(\/|$)/,
  /^\/api\/health(\/|$)/,
  /^\/metrics$/,
  /^\/api\/projects\/[^/]+\/(kiosk\/|judge\/)?events$/,
  // The files every page needs (hashed, cached for a year): a kept page without them would not start.
  /^\/assets\//,
];

export const keptUnderPressure = (url: string): boolean => {
  const path = url.split('?')[0]!;
  return KEPT.some((p) => p.test(path));
};

export async function registerLoadShed(app: FastifyInstance, shed: ShedSettings): Promise<void> {
  const refused = () =>
    new AppError('SERVER_BUSY', 'The server is very busy just now; try again in a few seconds', {
      headers: { 'retry-after': String(shed.retryAfterSeconds) },
      params: { seconds: shed.retryAfterSeconds },
    });
  await app.register(underPressure, {
    maxEventLoopDelay: shed.eventLoopDelayMs,
    maxRssBytes: shed.memoryBytes,
    sampleInterval: shed.sampleMs,
    retryAfter: shed.retryAfterSeconds,
    // Resolved: the request goes on; rejected: our error handler answers it (503 SERVER_BUSY, Retry-After).
    pressureHandler: async (request: FastifyRequest, _reply, type, value) => {
      if (!keptUnderPressure(request.url)) throw refused();
      // A sample with no reading (the loop was held all through it) is Infinity: browsing is refused on it, the
      // kept calls wait for the next sample's figure.
      const delay = type === underPressure.TYPE_EVENT_LOOP_DELAY ? Number(value) : 0;
      const keptLimit = shed.keptEventLoopDelayMs;
      if (keptLimit > 0 && Number.isFinite(delay) && delay > keptLimit) throw refused();
    },
  });
}
