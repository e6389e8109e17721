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
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-e2e-'));
  const adminPassword = 'e2e-super-secret';
  // The browser tests run what `npm start` runs: the built web app and the compiled server (npm run build).
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The address links in mail are made from (used only when SMTP_URL is set).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const baseURL = `http://127.0.0.1:${port}`;
  await untilHealthy(child, baseURL, 30, () => output).catch((err: unknown) => {
    child.kill('SIGKILL');
    throw err;
  });
  return {
    baseURL,
    dataDir,
    adminPassword,
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
