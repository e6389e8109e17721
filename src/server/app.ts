// buildApp: the whole server as one Fastify instance that does not listen (tests inject, main.ts listens).
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import './types';
import type { Config } from './config';
import type { Database } from './db/database';
import { clientErrorHandler, registerErrorHandling } from './http/error-handler';
import { registerMetrics } from './http/metrics';
import { registerJsonBody } from './http/json-body';
import { registerLoadShed } from './http/load-shed';
import { registerPages } from './http/pages';
import { registerUploads } from './http/uploads';
import { registerProjectScope } from './http/project-scope';
import { registerSecurity, trustProxyOption } from './http/security';
import { SESSION_COOKIE } from './http/session-cookie';
import { findPrincipal, hashSlots, setHashConcurrency } from '@server/modules/auth';
import { apiModules } from './modules';
import { ImageWork } from '@server/modules/posters';
import { jobKinds } from './modules/job-kinds';
import { getProjectState, isAdminAssigned, requireActiveProject } from '@server/modules/projects';
import { type JobContext, JobRunner } from '@server/modules/jobs';
import { mailIsOn, smtpTransport } from '@server/modules/mail';
import { reviewMail } from '@server/modules/mailings';
import { linkSecret } from '@server/modules/presenters';
import { requestLogOptions } from './http/request-log';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Off by default (tests); `true` logs to stdout; a stream takes the same lines (a test reading the log). */
  logger?: boolean | { stream: Writable };
};

export type App = FastifyInstance;

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Never log query strings, bodies or the tokens of link pages: they are credentials (http/request-log.ts).
    logger: logger ? requestLogOptions(config.logLevel, logger === true ? undefined : logger.stream) : false,
    // X-Forwarded-* are believed only from proxies named by TRUST_PROXY: otherwise anyone could choose the
    // address the login throttle counts and the host the Origin check compares with.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request must arrive whole in time (a stalled body or slow headers held a socket forever); idle
    // keep-alive connections close; a socket with no traffic at all for IDLE_TIMEOUT_SECONDS is dropped (a
    // stalled body sooner than the request timeout, while a slow upload that keeps sending goes on).
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    clientErrorHandler,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      // Node checks both timeouts on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before our handler exists (over-long ids, bad URL encoding) get our shape too.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.statusCode === 414;
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send({
        detail: tooLong ? 'A value in the URL is too long' : 'The URL is not valid',
        code: 'BAD_REQUEST',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  // Mail (docs/decisions/044-mail.md): sent by the queue only while SMTP_URL is set; the presenter's mail about a
  // review is written by the mailings module inside the submissions module's transaction.
  const smtp = mailIsOn(config) ? smtpTransport(config.smtpUrl!) : null;
  // The runner and the image work need each other: the context hands the image work to handlers once made.
  const context: JobContext = {
    db: database.db,
    config,
    log: app.log,
    mail: smtp,
    get images() {
      return images;
    },
  };
  const jobs = new JobRunner(context);
  const images = new ImageWork(database.db, config.uploadsDir, app.log, jobs);
  for (const kind of jobKinds) jobs.register(kind);
  app.decorate('jobs', jobs);
  app.decorate('images', images);
  app.decorate(
    'reviewMail',
    reviewMail(config, () => linkSecret(config)),
  );
  // Refused (a kind without a handler, waiting jobs of a kind declared nowhere): the server does not start.
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  // Background work ends before the database closes: nothing more is queued, then the running jobs finish.
  app.addHook('onClose', async () => {
    await images.close();
    await jobs.close();
    smtp?.close?.();
  });
  setHashConcurrency(config.hashConcurrency);

  registerErrorHandling(app);
  registerMetrics(app, hashSlots);
  // The idle timeout watches a request while it arrives, never while the server works on its answer (an import
  // of thousands of posters may take longer than IDLE_TIMEOUT_SECONDS with no byte to send): once the body is in,
  // the socket's timer is off until the next request; between requests the keep-alive timeout holds.
  // (A request injected in process, as the rendered pages' and the tests' are, has no socket to time.)
  const idleFor = (request: FastifyRequest, ms: number) => {
    const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | null;
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
  };
  app.addHook('onRequest', async (request) => {
    idleFor(request, request.raw.complete ? 0 : config.idleTimeoutMs);
    if (!request.raw.complete) request.raw.once('end', () => idleFor(request, 0));
  });
  app.addHook('preHandler', async (request) => {
    if (request.raw.complete) idleFor(request, 0);
  });
  registerJsonBody(app);
  await registerSecurity(app);
  // Past capacity, 503 at once, browsing first (http/load-shed.ts).
  await registerLoadShed(app, config.shed);
  await app.register(cookie);
  // Only what asks for it (rendered pages): the built files are compressed at build time, the API's answers are small.
  await app.register(compress, { global: false, encodings: ['br', 'gzip'] });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 20, fields: 50, parts: 70, fieldSize: 100_000 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Poster judging API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every API route declares who may call it; the project scope looks the session up and enforces that.
  await app.register(
    async (api) => {
      registerProjectScope(api, {
        findPrincipal,
        requireProject: getProjectState,
        requireActiveProject,
        isAdminAssigned,
      });
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api' },
  );

  // Stored files, from the uploads folder or the configured bucket (http/uploads.ts).
  await registerUploads(app, config);

  // The built web app. The build writes .br and .gz beside each compressible file (vite.config.ts); they are sent
  // as they are to browsers that accept them. Hashed files under assets/ never change; the app shell is
  // revalidated on every load, so a new build reaches browsers at once.
  const indexHtml = path.join(config.webDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    const assetsDir = path.join(config.webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      decorateReply: true,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The compressed copies are only sent in place of their originals, never as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, file) => {
        res.header(
          'Cache-Control',
          file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    await registerPages(app, config.webDist);
  }

  return app;
}
