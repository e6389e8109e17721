import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { databaseUrl, freePort, pgAdmin, untilHealthy } from '../src/server/test/loopback';

/**
 * What the bench starts and must clean up: server processes (as `npm start` runs them, on the compiled build),
 * temp data folders and PostgreSQL databases. Everything is registered here at once, so `cleanUp()` removes it
 * whatever failed, and an interrupted run (Ctrl-C) cleans up too.
 */
export const root = fileURLToPath(new URL('..', import.meta.url));
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'bench-admin-password';

export type Server = {
  base: string;
  pid: number;
  /** Highest resident memory seen so far, sampled every 100 ms from /proc (0 where /proc is missing). */
  peakRssMB: () => number;
  stop: () => Promise<void>;
};

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const databases = new Set<{ admin: string; name: string }>();

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped by cleanUp(). Returns its URL. */
export async function createPgDatabase(adminUrl: string, suffix: string): Promise<string> {
  const name = `bench_${process.pid}_${suffix}`;
  await pgAdmin(adminUrl, `create database ${name}`);
  databases.add({ admin: adminUrl, name });
  return databaseUrl(adminUrl, name);
}

async function waitExit(child: ChildProcess, ms: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await Promise.race([new Promise((r) => child.once('exit', r)), sleep(ms)]);
}

/** `storageUrl`: files in that bucket (STORAGE_URL), the data folder keeping only what is temporary. */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  storageUrl?: string | undefined;
  /** More environment for the server (e.g. LOG_LEVEL: the bench's default is warn). */
  env?: Record<string, string>;
}): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      STORAGE_URL: opts.storageUrl ?? '',
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  const keep = (d: unknown) => (out = (out + String(d)).slice(-5000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let peak = 0;
  const sample = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (m) peak = Math.max(peak, Number(m[1]) / 1024);
    } catch {
      /* not Linux, or the process has ended */
    }
  };
  const sampler = setInterval(sample, 100);
  const stop = async () => {
    clearInterval(sampler);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await waitExit(child, 10_000);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await waitExit(child, 5_000);
    }
    children.delete(child);
  };

  await untilHealthy(child, base, 60, () => out).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  return { base, pid: child.pid!, peakRssMB: () => Math.round(peak * 10) / 10, stop };
}

/** Kills every server still running, drops every database and removes every temp folder of this run. */
export async function cleanUp(): Promise<void> {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await waitExit(child, 5_000);
  }
  children.clear();
  for (const db of databases) {
    try {
      await pgAdmin(db.admin, `drop database if exists ${db.name} with (force)`);
    } catch (err) {
      console.error(`could not drop database ${db.name}: ${String(err)}`);
    }
  }
  databases.clear();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing what the bench made`);
    void cleanUp().finally(() => process.exit(130));
  });
}
