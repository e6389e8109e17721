// The server's settings, from the environment, with their defaults.
import os from 'node:os';
import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /**
   * Where media keeps its files (STORAGE_URL): unset, the uploads folder; `s3://<bucket>[/<prefix>]?endpoint=<url>&
   * region=<r>&force_path_style=true` an S3-compatible bucket, with the uploads folder only for temporary copies
   * (media/s3-storage.ts; docs/decisions/080-object-storage.md).
   */
  storageUrl: string | undefined;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Session lifetime in milliseconds. */
  sessionTtlMs: number;
  /** Largest upload accepted (spreadsheets, images, audio), in bytes. */
  maxUploadBytes: number;
  /** Serve the built web app from this folder when it exists. */
  webDist: string;
  /** LOG_LEVEL; by default info, and warn in the demo (its terminal shows its sign-in block, not request lines). */
  logLevel: string;
  /**
   * Whose X-Forwarded-* headers to believe (Fastify's trustProxy): false (nobody, the default), true (anyone:
   * only behind a proxy that overwrites them), a hop count, or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /**
   * Password hashes (argon2) computed at once (HASH_CONCURRENCY, default: the cores, as far as libuv's pool
   * leaves two workers free); the rest queue (docs/decisions/050-login-burst.md).
   */
  hashConcurrency: number;
  /** libuv's worker pool, where the hashes run beside file reads, zlib and image work (UV_THREADPOOL_SIZE, 4). */
  threadpoolSize: number;
  /** Failed logins one client address may make across all usernames in a 15-minute window. */
  loginFailuresPerClient: number;
  /** The whole request (headers and body) must arrive within this time, or it is answered 408 and closed. */
  requestTimeoutMs: number;
  /** The request headers must arrive within this time. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /**
   * A connection that sends and receives nothing for this long is closed (IDLE_TIMEOUT_SECONDS, default 30): a
   * stalled body is not held until the request timeout, a slow upload that keeps sending goes on.
   */
  idleTimeoutMs: number;
  /** Lets `/metrics` be read from elsewhere than this machine, as `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** DEMO=1: a start on a site without projects makes the demo conference (src/server/ops/demo.ts). */
  demo: boolean;
  /**
   * Images named by URL in a spreadsheet may come from private and loopback addresses. Tests only (a local test
   * server); never on by default (docs/decisions/025-image-pipeline.md).
   */
  imageFetchAllowPrivateForTests: boolean;
  /**
   * The first wait before an image URL that could not be fetched is tried again; it doubles after each try, at
   * most two hours (docs/decisions/049-image-fetch-retries.md). A minute; tests 0.
   */
  imageFetchRetryMs: number;
  /** Largest poster file a presenter or organiser may upload (MAX_POSTER_MB, default 100), in bytes. */
  maxPosterBytes: number;
  /**
   * Poster files rendered at once by this instance (RENDER_CONCURRENCY, default the cores, at least 2 and at most 4:
   * a hostile file holds one slot a minute at most while another renders the next presenter's; the programs run
   * below the server's priority, so the requests keep the cores first).
   */
  renderConcurrency: number;
  /**
   * How long finished jobs stay in the queue's table before the purge deletes them: done ones
   * (JOBS_KEEP_DONE_DAYS, default 14) and failed ones, kept longer for a look at what went wrong
   * (JOBS_KEEP_FAILED_DAYS, default 30); docs/decisions/072-job-registry.md.
   */
  jobsKeepDoneMs: number;
  jobsKeepFailedMs: number;
  /**
   * The secret presenter links are derived from (LINK_SECRET), so a link's URL can be shown again without being
   * stored; several instances must share it. Unset: one is generated in the data folder at the first start
   * (docs/decisions/041-poster-files.md).
   */
  linkSecret: string | undefined;
  /** How often a live events stream sends a comment (proxies close silent connections) and re-checks its session. */
  liveHeartbeatMs: number;
  /**
   * The SMTP server mail goes through (SMTP_URL): `smtps://user:pass@host:465` for TLS from the start,
   * `smtp://host:587` for STARTTLS when the server offers it (`?requireTLS=true` to insist). Unset: mail is off
   * (previews still work; sending answers 409 MAIL_OFF; docs/decisions/044-mail.md).
   */
  smtpUrl: string | undefined;
  /** The sender of every mail (MAIL_FROM), e.g. `"Poster Day" <posters@example.org>`. */
  mailFrom: string;
  /**
   * The site's public address (PUBLIC_URL, `https://posters.example.org`, no trailing slash): links in mail are
   * made from it, and Message-IDs name its host. Required with SMTP_URL.
   */
  publicUrl: string | undefined;
  /** When the server refuses work at once rather than queue it (http/load-shed.ts; docs/decisions/088). */
  shed: ShedSettings;
  /**
   * Sign-in through the institution (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME): the OpenID
   * provider organisers and judges sign in at. Unset: no such sign-in (docs/decisions/090-institution-sign-in.md).
   */
  oidc: OidcSettings | undefined;
};

/** Load shedding's thresholds; 0 turns a check off. */
export type ShedSettings = {
  /** Event loop delay (mean over a sample) past which browsing and the rest are answered 503. */
  eventLoopDelayMs: number;
  /** The same for the calls kept longest: judges, presenters, health, live streams. */
  keptEventLoopDelayMs: number;
  /** Resident memory past which all but the kept calls are answered 503. */
  memoryBytes: number;
  /** How often the event loop and memory are sampled. */
  sampleMs: number;
  /** The Retry-After of a refusal. */
  retryAfterSeconds: number;
};

/** The OpenID provider of the site: its issuer, this site's client there, and the name the button says. */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; name: string | null };

const DAY_MS = 24 * 3600_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const requestTimeoutMs = seconds(env, 'REQUEST_TIMEOUT_SECONDS', 120);
  const idleTimeoutMs = seconds(env, 'IDLE_TIMEOUT_SECONDS', 30);
  const liveHeartbeatMs = seconds(env, 'LIVE_HEARTBEAT_SECONDS', 25);
  // A live stream is quiet between changes but for its heartbeat: it must beat before the idle timeout cuts it.
  if (liveHeartbeatMs >= idleTimeoutMs)
    throw new Error(
      'LIVE_HEARTBEAT_SECONDS must be shorter than IDLE_TIMEOUT_SECONDS (live streams would be cut)',
    );
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    storageUrl: env.STORAGE_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionTtlMs: Number(env.SESSION_TTL_HOURS ?? 12) * 3600_000,
    maxUploadBytes: Number(env.MAX_UPLOAD_MB ?? 20) * 1024 * 1024,
    webDist: path.resolve(env.WEB_DIST ?? './dist/web'),
    logLevel: env.LOG_LEVEL || (flag(env.DEMO) ? 'warn' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...workerPool(env),
    loginFailuresPerClient: whole(env, 'LOGIN_FAILURES_PER_CLIENT', 50),
    requestTimeoutMs,
    headersTimeoutMs: Math.min(10_000, requestTimeoutMs),
    keepAliveTimeoutMs: 10_000,
    idleTimeoutMs,
    metricsToken: metricsToken(env.METRICS_TOKEN),
    demo: flag(env.DEMO),
    imageFetchAllowPrivateForTests: flag(env.IMAGE_FETCH_ALLOW_PRIVATE_FOR_TESTS),
    imageFetchRetryMs: 60_000,
    liveHeartbeatMs,
    maxPosterBytes: whole(env, 'MAX_POSTER_MB', 100) * 1024 * 1024,
    renderConcurrency: whole(env, 'RENDER_CONCURRENCY', Math.min(4, Math.max(2, os.availableParallelism()))),
    jobsKeepDoneMs: whole(env, 'JOBS_KEEP_DONE_DAYS', 14) * DAY_MS,
    jobsKeepFailedMs: whole(env, 'JOBS_KEEP_FAILED_DAYS', 30) * DAY_MS,
    linkSecret: linkSecret(env.LINK_SECRET),
    ...mailSettings(env),
    shed: {
      eventLoopDelayMs: whole(env, 'SHED_EVENT_LOOP_DELAY_MS', 200, 0),
      keptEventLoopDelayMs: whole(env, 'SHED_KEPT_EVENT_LOOP_DELAY_MS', 1000, 0),
      memoryBytes: whole(env, 'SHED_MEMORY_MB', 900, 0) * 1024 * 1024,
      sampleMs: whole(env, 'SHED_SAMPLE_MS', 500, 10),
      retryAfterSeconds: whole(env, 'SHED_RETRY_AFTER_SECONDS', 5),
    },
    oidc: oidcSettings(env),
  };
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together or none of them; the issuer on https (http only on
 * this machine, for tests and trials). OIDC_NAME is what the button names (unset: "the institution").
 */
export function oidcSettings(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const [issuer, clientId, clientSecret] = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret)
    throw new Error('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none');
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`OIDC_ISSUER must be an address such as https://login.example.ac.kr, not "${issuer}"`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error('OIDC_ISSUER must start with https:// (http:// only for a provider on this machine)');
  return { issuer, clientId, clientSecret, name: env.OIDC_NAME?.trim() || null };
}

/** An on/off setting: `1` or `true` (any case) is on, anything else off, as every switch of this file reads it. */
function flag(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

/** The fewest workers of libuv's pool the hashes must leave to file reads, zlib and image work. */
const SPARE_WORKERS = 2;

/**
 * HASH_CONCURRENCY against UV_THREADPOOL_SIZE: argon2 runs on libuv's worker pool (4 workers unless the process
 * was started with UV_THREADPOOL_SIZE: libuv sizes it before the first module runs, so the server cannot), and a
 * hash slot is a worker file serving cannot have. The hashes default to every core the pool leaves room for
 * beside two workers (2 on a two-core machine), and may not take more.
 */
export function workerPool(env: NodeJS.ProcessEnv): Pick<Config, 'hashConcurrency' | 'threadpoolSize'> {
  const threadpoolSize = whole(env, 'UV_THREADPOOL_SIZE', 4);
  const room = Math.max(1, threadpoolSize - SPARE_WORKERS);
  const hashConcurrency = whole(env, 'HASH_CONCURRENCY', Math.min(os.availableParallelism(), room));
  if (hashConcurrency > room)
    throw new Error(
      `HASH_CONCURRENCY (${hashConcurrency}) must leave ${SPARE_WORKERS} of the ${threadpoolSize} workers of ` +
        "libuv's pool to file reads: lower it, or start the server with UV_THREADPOOL_SIZE of at least " +
        `${hashConcurrency + SPARE_WORKERS}`,
    );
  return { hashConcurrency, threadpoolSize };
}

/** SMTP_URL, MAIL_FROM and PUBLIC_URL: checked together, since a mail's links need the public address. */
export function mailSettings(env: NodeJS.ProcessEnv): Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl'> {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/?#]+/.test(smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps:// and name a host');
  let publicUrl: string | undefined;
  if (env.PUBLIC_URL) {
    let url: URL;
    try {
      url = new URL(env.PUBLIC_URL);
    } catch {
      throw new Error(
        `PUBLIC_URL must be an address such as https://posters.example.org, not "${env.PUBLIC_URL}"`,
      );
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error('PUBLIC_URL must start with https:// (or http://)');
    publicUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  if (smtpUrl && !publicUrl)
    throw new Error('PUBLIC_URL is required with SMTP_URL: the links in mail are made from it');
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  const mailFrom = env.MAIL_FROM || `no-reply@${host}`;
  if (!/@[^@\s>]+>?\s*$/.test(mailFrom)) throw new Error(`MAIL_FROM must be an address, not "${mailFrom}"`);
  return { smtpUrl, mailFrom, publicUrl };
}

/** TRUST_PROXY: unset/false/0 = off; true; a hop count ("1"); or addresses and CIDRs, comma-separated. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** METRICS_TOKEN: unset (metrics from this machine only), or at least 16 characters. */
function metricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  return raw;
}

/** LINK_SECRET: unset (one is generated), or at least 32 characters (a short secret makes links guessable). */
function linkSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32)
    throw new Error(
      `LINK_SECRET must be at least 32 characters (it has ${raw.length}); e.g. openssl rand -hex 32`,
    );
  return raw;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, least = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < least)
    throw new Error(`${name} must be a whole number of at least ${least}, not "${raw}"`);
  return n;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1000;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a number of seconds above 0, not "${raw}"`);
  return Math.round(n * 1000);
}
