// Where the backup tests put data: a data folder of its own, and on PostgreSQL a database of its own (pg_dump
// dumps a whole database and the server has no schema option), and an app started on it.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../test/test-config';
import { migrate, openDatabase, type Database } from '../db/database';
import * as fx from '../test/fixture-rows';
import { makeWorkList } from '../test/judging-rows';
import { databaseUrl as databaseUrlOf, pgAdmin } from '../test/loopback';
import type { Client } from '../test/test-app';
import type { Target } from './archive';

export type Place = Target & { root: string; drop: () => Promise<void> };
export type RunningApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

const serverUrl = process.env.DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A data folder that does not exist yet, and on PostgreSQL a new empty database. */
export async function freshPlace(): Promise<Place> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  const dataDir = path.join(root, 'data');
  let name: string | undefined;
  if (serverUrl) {
    name = `backup_${crypto.randomBytes(6).toString('hex')}`;
    await pgAdmin(serverUrl, `create database ${name}`);
  }
  return {
    root,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: name && serverUrl ? databaseUrlOf(serverUrl, name) : undefined,
    drop: async () => {
      if (name && serverUrl) await pgAdmin(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export function openPlace(place: Target): Database {
  return openDatabase({
    databaseUrl: place.databaseUrl,
    sqlitePath: path.join(place.dataDir, 'app.db'),
    poolSize: 4,
  });
}

/** The app on a place's data, as main.ts starts it (migrations run first). */
export async function startApp(place: Target): Promise<RunningApp> {
  const database = openPlace(place);
  await migrate(database);
  const config = testConfig({
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl ?? '',
    STORAGE_URL: place.storageUrl ?? '',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type CommandResult = { code: number; stdout: string; stderr: string };

/** `npm run backup` or `npm run restore` as an operator runs it, on a place's configuration. */
export async function runOps(
  command: 'backup' | 'restore',
  place: Target,
  file: string,
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `src/server/ops/${command}-cli.ts`, file],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: place.dataDir,
          DATABASE_URL: place.databaseUrl ?? '',
          STORAGE_URL: place.storageUrl ?? '',
          LOG_LEVEL: 'error',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** Every file under a folder, by its path relative to it, with its bytes' SHA-256. */
export function filesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out.set(
      path.relative(dir, full),
      crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex'),
    );
  }
  return out;
}

/** Call at the top of a test file: `place()` makes a fresh place, and every one made is dropped after the file. */
export function usePlaces(): () => Promise<Place> {
  const places: Place[] = [];
  afterAll(async () => {
    for (const p of places) await p.drop();
  });
  return async () => {
    const p = await freshPlace();
    places.push(p);
    return p;
  };
}

/**
 * A project on a running app: two criteria, its admin, and `judges` judges each assigned `postersEach` posters of
 * their own, each judge with a session.
 */
export async function judgingDay(s: RunningApp, judges: number, postersEach: number) {
  const db = s.database.db;
  const project = await fx.makeProject(db);
  const criteria = [
    await fx.makeCriterion(db, project.id, { max_score: 10 }),
    await fx.makeCriterion(db, project.id, { max_score: 5, order_number: 2 }),
  ];
  const admin = await fx.makeAdmin(db, { projectIds: [project.id] });
  const made: { id: number; posterIds: number[]; client: Client }[] = [];
  for (let j = 0; j < judges; j++) {
    const judge = await fx.makeJudge(db, project.id);
    const titles = Array.from({ length: postersEach }, (_, i) => `Poster ${j}-${i}`);
    const posterIds = await makeWorkList(db, project.id, judge.id, titles, j * postersEach + 1);
    made.push({ id: judge.id, posterIds, client: await fx.sessionFor(s.app, 'judge', judge.id, project.id) });
  }
  return { project, criteria, admin, judges: made };
}
