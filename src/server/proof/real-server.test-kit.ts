import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase, type Database } from '../db/database';
import { SESSION_COOKIE } from '../http/session-cookie';
import { startSession } from '../modules/auth/session.service';
import { databaseUrl as databaseUrlOf, freePort, pgAdmin, untilHealthy } from '../test/loopback';

/**
 * The real server as a child process (`node --import tsx src/server/main.ts`) on loopback, on its own
 * database: a temp SQLite folder, or, when DATABASE_URL is set, a PostgreSQL database of its own (the server
 * has no schema option), dropped by `destroy()`. The server can be killed with SIGKILL and started again on
 * the same data.
 */
export type RealServer = {
  baseURL: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A connection of the test's own to the same database (seeding, checking after a crash). */
  database: Database;
  start: () => Promise<void>;
  kill9: () => Promise<void>;
  isRunning: () => boolean;
  pid: () => number | undefined;
  output: () => string;
  destroy: () => Promise<void>;
};

export const ADMIN_PASSWORD = 'proof-super-secret';
const root = fileURLToPath(new URL('../../..', import.meta.url));

export async function createRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-server-'));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (baseUrl) {
    dbName = `proof_${crypto.randomBytes(6).toString('hex')}`;
    await pgAdmin(baseUrl, `create database ${dbName}`);
    databaseUrl = databaseUrlOf(baseUrl, dbName);
  }
  const database = openDatabase({ databaseUrl, sqlitePath: path.join(dataDir, 'app.db'), poolSize: 4 });
  await migrate(database);

  let child: ChildProcess | undefined;
  let out = '';
  const baseURL = `http://127.0.0.1:${port}`;

  const start = async () => {
    out = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        DATABASE_URL: databaseUrl ?? '',
        WEB_DIST: path.join(dataDir, 'no-web'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (out = (out + String(d)).slice(-20_000)));
    child.stderr?.on('data', (d) => (out = (out + String(d)).slice(-20_000)));
    const started = child; // the child as a constant: the callback below cannot see that `child` is set
    await untilHealthy(started, baseURL, 40, () => out).catch((err: unknown) => {
      started.kill('SIGKILL');
      throw err;
    });
  };

  const kill9 = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    baseURL,
    dataDir,
    databaseUrl,
    database,
    start,
    kill9,
    isRunning: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    pid: () => child?.pid,
    output: () => out,
    destroy: async () => {
      await kill9();
      await database.close();
      if (dbName && baseUrl) await pgAdmin(baseUrl, `drop database if exists ${dbName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session and its cookie, made without a login call (the matrix covers logins). */
export async function cookieFor(
  database: Database,
  kind: 'admin' | 'judge' | 'user',
  id: number,
  projectId: number | null,
): Promise<string> {
  const session = await startSession(database.db, { kind, id, projectId }, 3600_000);
  return `${SESSION_COOKIE}=${session.token}`;
}

/** fetch with a deadline; a hung request becomes an answer with status 0 rather than a hung test. */
export async function timedFetch(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<{ status: number; ms: number; body: string; headers: Headers | null }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 10_000) });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - t0, body, headers: res.headers };
  } catch (err) {
    return { status: 0, ms: performance.now() - t0, body: String(err), headers: null };
  }
}
