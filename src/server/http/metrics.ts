/**
 * `/metrics` in Prometheus's text format (prom-client): what an operator watches on the day. Requests by route and
 * status, the event loop's delay and the process (prom-client's defaults), database queries and the PostgreSQL
 * pool, the password-hash queue, the job queue (depth and age by kind, how runs ended), live streams and uploads
 * in progress. Read from this machine (loopback, no forwarding header) or with `Authorization: Bearer
 * <METRICS_TOKEN>`; anyone else is refused (docs/decisions/046-metrics-and-readiness.md).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { AppError } from '../errors';

/** The process's own figures (CPU, memory, event loop), collected once for every app this process builds. */
const processRegistry = new client.Registry();
client.collectDefaultMetrics({ register: processRegistry });

export type AppMetrics = {
  /** Open live event streams (modules/reports/live.routes.ts). */
  liveStreams: client.Gauge;
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** This machine asking directly: a loopback socket, and no proxy in between speaking for someone else. */
function fromThisMachine(request: FastifyRequest): boolean {
  const socket = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(socket) && !FORWARDED.some((h) => h in request.headers);
}

function tokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Queries by their first word, so the label stays a handful of values. */
const queryKind = (text: string) => {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'other';
  return ['select', 'insert', 'update', 'delete', 'with'].includes(word) ? word : 'other';
};

/** The password hashes running and waiting (the auth module's hash slots). */
export type HashQueue = { readonly activeCount: number; readonly pendingCount: number };

/** Registers /metrics; buildApp passes the queue of password hashes in (http/ imports no module). */
export function registerMetrics(app: FastifyInstance, hashSlots: HashQueue): void {
  const registry = new client.Registry();
  const { database, jobs } = app;

  const requestSeconds = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route (its pattern) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const uploads = new client.Gauge({
    name: 'uploads_in_progress',
    help: 'Requests sending a file now (multipart uploads and tus PATCHes)',
    registers: [registry],
  });
  const liveStreams = new client.Gauge({
    name: 'live_streams',
    help: 'Open live event streams (the organisers dashboards)',
    registers: [registry],
  });
  const querySeconds = new client.Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database queries by their first word, and whether they failed',
    labelNames: ['kind', 'failed'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (none on SQLite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      for (const [state, n] of Object.entries(pool)) this.set({ state }, n);
    },
  });
  new client.Gauge({
    name: 'password_hash_queue',
    help: 'Password hashes and checks running now (active) and waiting for a slot (pending)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'active' }, hashSlots.activeCount);
      this.set({ state: 'pending' }, hashSlots.pendingCount);
    },
  });
  const jobsByStatus = new client.Gauge({
    name: 'jobs',
    help: 'Jobs in the queue by kind and status (all instances: read from the database)',
    labelNames: ['kind', 'status'],
    registers: [registry],
  });
  const oldestDue = new client.Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest queued job that is due has waited, by kind (0 when none waits)',
    labelNames: ['kind'],
    registers: [registry],
  });
  const settled = new client.Counter({
    name: 'job_runs_total',
    help: "How this instance's job runs ended, by kind: done, queued (to retry), failed, lost (lease gone)",
    labelNames: ['kind', 'status'],
    registers: [registry],
  });

  const unlisten = jobs.on((event) => {
    if (event.type === 'settled') settled.inc({ kind: event.kind, status: event.status });
  });
  const unobserve = database.observeQueries((q) =>
    querySeconds.observe({ kind: queryKind(q.sql), failed: String(q.failed) }, q.seconds),
  );
  app.addHook('onClose', async () => {
    unlisten();
    unobserve();
  });

  app.decorate('metrics', { liveStreams } satisfies AppMetrics);

  const uploading = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'] ?? '';
    if (type.startsWith('multipart/') || type === 'application/offset+octet-stream') {
      uploading.add(request);
      uploads.inc();
    }
  });
  const done = (request: FastifyRequest) => {
    if (uploading.delete(request)) uploads.dec();
  };
  app.addHook('onResponse', async (request, reply) => {
    done(request);
    requestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onRequestAbort', async (request) => done(request));

  /** The job queue's state, read at each scrape: every instance's jobs, from the one database. */
  async function readJobs(): Promise<void> {
    const now = new Date().toISOString();
    const [counts, waits] = await Promise.all([
      database.readDb
        .selectFrom('jobs')
        .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['kind', 'status'])
        .execute(),
      database.readDb
        .selectFrom('jobs')
        .select(['kind', (eb) => eb.fn.min('run_at').as('oldest')])
        .where('status', '=', 'queued')
        .where('run_at', '<=', now)
        .groupBy('kind')
        .execute(),
    ]);
    jobsByStatus.reset();
    for (const c of counts) jobsByStatus.set({ kind: c.kind, status: c.status }, Number(c.n));
    oldestDue.reset();
    for (const kind of new Set(counts.map((c) => c.kind))) oldestDue.set({ kind }, 0);
    for (const w of waits)
      if (w.oldest) oldestDue.set({ kind: w.kind }, Math.max(0, (Date.now() - Date.parse(w.oldest)) / 1000));
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request) && !tokenMatches(request, app.config.metricsToken))
      throw new AppError('FORBIDDEN', 'Metrics are read from this machine or with the metrics token');
    await readJobs();
    const merged = client.Registry.merge([processRegistry, registry]);
    return reply
      .header('Cache-Control', 'no-store')
      .type(merged.contentType)
      .send(await merged.metrics());
  });
}
