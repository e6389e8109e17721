import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate, openDatabase, type Database } from '../db/database';

/**
 * A fresh app on a fresh database for each test file: SQLite in a temp folder by default, or its own
 * PostgreSQL schema when DATABASE_URL is set (npm run test:pg sets it from TEST_DATABASE_URL).
 */
export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  dir: string;
  close: () => Promise<void>;
};

export const onPostgres = Boolean(process.env.DATABASE_URL);

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dir }),
    webDist: path.join(dir, 'no-web'),
    ...overrides,
  };
  const { database, schema } = await freshDatabase(dir);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dir,
    close: async () => {
      await app.close();
      if (schema) await dropSchema(database, schema);
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const isDeadlock = (err: unknown) => (err as { code?: string } | null)?.code === '40P01';

/**
 * A migrated database of the test file's own: SQLite in `dir`, or a new PostgreSQL schema. Migrating a schema
 * while other files drop theirs may end in a deadlock (see dropSchema); the half-made schema goes and a new one
 * is made.
 */
async function freshDatabase(dir: string): Promise<{ database: Database; schema?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = openDatabase({ sqlitePath: path.join(dir, 'app.db') });
    await migrate(database);
    return { database };
  }
  return retryDeadlock(async () => {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const database = openDatabase({ databaseUrl: url, pgSchema: schema });
    try {
      await migrate(database);
      return { database, schema };
    } catch (err) {
      await dropSchema(database, schema);
      await database.close();
      throw err;
    }
  });
}

/**
 * Drops a test file's schema. Other files create and drop their schemas at the same moment, and PostgreSQL's
 * catalog rows are shared between schemas: two such DDL transactions can wait on each other, and PostgreSQL ends
 * one of them with a deadlock (40P01). The schema is only scratch space, so the drop is tried again.
 */
async function dropSchema(database: Database, schema: string): Promise<void> {
  await retryDeadlock(() => sql.raw(`drop schema ${schema} cascade`).execute(database.db));
}

/** Runs `ddl` again (at most five times in all) while PostgreSQL ends it as a deadlock's victim (see dropSchema). */
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
    inject: (opts) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } }),
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
