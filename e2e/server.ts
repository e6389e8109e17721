import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, untilHealthy } from '../src/server/test/loopback';

/**
 * A real server on a real database for browser tests: its own port and its own fresh SQLite data folder,
 * serving the built web app (npm run build first; npm test does).
 */
export type RunningServer = {
  baseURL: string;
  dataDir: string;
  adminPassword: string;
  /** What the server printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
};

export const ADMIN_USERNAME = 'admin';

const SERVER_ENTRY = 'dist/server/main.js';

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const adminPassword = 'e2e-super-secret';
  const server = await spawnBuiltServer({
    folder: 'poster-e2e-',
    inherited: process.env,
    env: { ADMIN_USERNAME, ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'warn', ...env },
    startSeconds: 30,
  });
  return { ...server, adminPassword };
}

/** The built server, started and listening: what it wrote to stdout alone and with stderr, and how to stop it. */
export type BuiltServer = {
  baseURL: string;
  dataDir: string;
  stdout: () => string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the built server (`npm start`'s: the built web app and the compiled server) on a free port of the
 * loopback and a fresh SQLite data folder named from `folder`, with the `inherited` environment and `env` over
 * it; waits up to `startSeconds` for it to answer. Its public address, the one links in mail are made from (used
 * only when SMTP_URL is set), is its own. `stop` ends it and removes the folder.
 */
export async function spawnBuiltServer(options: {
  folder: string;
  inherited: NodeJS.ProcessEnv;
  env: Record<string, string>;
  startSeconds: number;
}): Promise<BuiltServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.folder));
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...options.inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      // Load shedding off, as in the API tests' apps: a journey shares a busy machine with its browsers, and the
      // shedding is proved by its own test (src/server/http/load-shed.api.test.ts).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_KEPT_EVENT_LOOP_DELAY_MS: '0',
      SHED_MEMORY_MB: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let output = '';
  child.stdout?.on('data', (d) => {
    stdout += String(d);
    output += String(d);
  });
  child.stderr?.on('data', (d) => (output += String(d)));
  await untilHealthy(child, baseURL, options.startSeconds, () => output).catch((err: unknown) => {
    child.kill('SIGKILL');
    throw err;
  });
  return {
    baseURL,
    dataDir,
    stdout: () => stdout,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
