import { spawnBuiltServer } from './server';

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
  const { LOG_LEVEL: _level, ...inherited } = process.env;
  const { baseURL, stdout, stop } = await spawnBuiltServer({
    folder: 'poster-demo-',
    inherited,
    env: { DEMO: '1', ...env },
    startSeconds: 600,
  });
  return { baseURL, stdout, stop };
}
