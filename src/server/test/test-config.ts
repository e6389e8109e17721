// The settings of an app a test builds, as main.ts would read them from `env`, but for a test's machine: no built
// web app, and load shedding off (a test process holds many apps on a busy machine; http/load-shed.api.test.ts
// turns it on to prove it).
import path from 'node:path';
import { loadConfig, type Config } from '../config';

export function testConfig(env: NodeJS.ProcessEnv & { DATA_DIR: string }): Config {
  const loaded = loadConfig(env);
  return {
    ...loaded,
    webDist: path.join(env.DATA_DIR, 'no-web'),
    shed: { ...loaded.shed, eventLoopDelayMs: 0, keptEventLoopDelayMs: 0, memoryBytes: 0 },
  };
}
