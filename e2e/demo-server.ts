import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, untilHealthy } from '../src/server/test/loopback';

/**
 * The built server started as `npm run demo` starts it (DEMO=1, no LOG_LEVEL) on a fresh SQLite data folder, its
 * standard output kept apart: the demo's journey reads the sign-in block from it as a newcomer would. The demo
 * renders its poster files before it listens, so it is given longer to start than e2e/server.ts gives a server.
 */
export type DemoServer = {
  baseURL: string;
  /** What the server wrote to standard output (the terminal a newcomer reads). */
  stdout: () => string;
  stop: () => Promise<void>;
};

export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-demo-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const { LOG_LEVEL: _level, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      PUBLIC_URL: baseURL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => (stdout += String(d)));
  child.stderr?.on('data', (d) => (stderr += String(d)));
  await untilHealthy(child, baseURL, 600, () => stdout + stderr).catch((err: unknown) => {
    child.kill('SIGKILL');
    throw err;
  });
  return {
    baseURL,
    stdout: () => stdout,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
