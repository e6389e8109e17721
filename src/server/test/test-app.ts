import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { testConfig } from './test-config';
import { openDatabase, type Database } from '../db/database';
import { copyTemplate } from './template-database';

/**
 * A fresh app on a fresh database for each test file, copied from the run's migrated template
 * (test/template-database.ts): a SQLite file in a temp folder by default, or a PostgreSQL database of its own when
 * DATABASE_URL is set (npm run test:pg sets it from TEST_DATABASE_URL), dropped by `close`.
 */
export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  dir: string;
  /** On PostgreSQL, the URL of the file's own database (a second instance connects to it); on SQLite, none. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
};

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** `log`: the request log's lines go there (off otherwise), for a test that reads what the log keeps. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { log }: { log?: Writable } = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-test-'));
  const config: Config = { ...testConfig({ DATA_DIR: dir }), ...overrides };
  const sqlitePath = path.join(dir, 'app.db');
  const url = process.env.DATABASE_URL;
  const copy = await copyTemplate(inject('templateDatabase'), url ? { url } : { sqlitePath });
  const database = openDatabase({ databaseUrl: copy.databaseUrl, sqlitePath });
  const app = await buildApp({ config, database, logger: log ? { stream: log } : false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dir,
    databaseUrl: copy.databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await copy.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const isDeadlock = (err: unknown) => (err as { code?: string } | null)?.code === '40P01';

/**
 * Runs `ddl` again (at most five times in all) while PostgreSQL ends it as a deadlock's victim. For the tests that
 * make and drop PostgreSQL schemas of their own in DATABASE_URL's database (the migration tests, which migrate
 * step by step): PostgreSQL's catalog rows are shared between schemas, so two such DDL transactions can wait on
 * each other and PostgreSQL ends one of them (40P01). The schema is only scratch space, so it is tried again.
 */
export async function retryDeadlock<T>(ddl: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ddl();
    } catch (err) {
      if (!isDeadlock(err) || attempt === 5) throw err;
    }
  }
}

/**
 * Call at the top of a test file: a fresh app before its tests, closed after them. The object is filled in
 * before the first test runs.
 */
/** Several parts of a test's settings as one, their getters kept (read when the app is made, not now). */
export const configParts = (...parts: Partial<Config>[]): Partial<Config> =>
  Object.defineProperties({}, Object.assign({}, ...parts.map((p) => Object.getOwnPropertyDescriptors(p))));

export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(async () => t.close?.());
  return t;
}

/** A logged-in caller: sends its session cookie with every request. */
export type Client = {
  cookie: string;
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
};

export function clientFrom(app: FastifyInstance, res: LightMyRequestResponse): Client {
  const setCookie = res.headers['set-cookie'];
  const raw = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!raw) throw new Error(`login did not set a cookie: ${res.statusCode} ${res.body}`);
  const cookie = raw.split(';')[0]!;
  return {
    cookie,
    // A cookie of the call's own (a sign-in's flow cookie) goes beside the session's.
    inject: (opts) => {
      const own = opts.headers?.cookie;
      return app.inject({
        ...opts,
        headers: { ...(opts.headers ?? {}), cookie: own ? `${own}; ${cookie}` : cookie },
      });
    },
  };
}

export const anonymous = (app: FastifyInstance): Client => ({
  cookie: '',
  inject: (opts) => app.inject(opts),
});

/** A caller without a session, for a test app that is made later (useTestApp). */
export const anonymousOf = (t: TestApp): Client => ({
  cookie: '',
  inject: (opts) => t.app.inject(opts),
});
