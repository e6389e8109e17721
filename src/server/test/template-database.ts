// The migrated database every API test file starts from, made once per test run by the api project's
// globalSetup (test/global-setup.ts) and copied for each file by test-app.ts (docs/decisions/063-ci-migrate-once.md):
// SQLite, one migrated file copied per test file; PostgreSQL, one migrated database each file's database is made
// from (CREATE DATABASE ... TEMPLATE).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../db/database';
import { databaseUrl as databaseUrlOf, pgAdmin } from './loopback';

/** What globalSetup hands to the test files: the template's SQLite file, or its PostgreSQL database's name. */
export type TemplateDatabase = { sqliteFile: string } | { pgDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/**
 * Makes the template: all migrations run once, on SQLite in a temp folder, or on PostgreSQL (when `url` is set) in
 * a database of this run's own on `url`'s server. Made anew each run, so a changed migration is always in it;
 * `drop` removes it after the run.
 */
export async function makeTemplate(
  url: string | undefined,
): Promise<{ template: TemplateDatabase; drop: () => Promise<void> }> {
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-template-'));
    const sqliteFile = path.join(dir, 'app.db');
    const database = openDatabase({ sqlitePath: sqliteFile });
    await migrate(database);
    // Everything into the main file, so a copy of that one file is the whole database (test-app.ts copies a WAL
    // file too should one be left).
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
    await database.close();
    return { template: { sqliteFile }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `test_template_${crypto.randomBytes(6).toString('hex')}`;
  await pgAdmin(url, `create database ${name}`);
  const database = openDatabase({ databaseUrl: databaseUrlOf(url, name), poolSize: 1 });
  try {
    await migrate(database);
  } finally {
    // A template may have no connection open while a database is made from it.
    await database.close();
  }
  return {
    template: { pgDatabase: name },
    drop: () => pgAdmin(url, `drop database if exists ${name} with (force)`),
  };
}

/** A copy of the template for one test file: a SQLite file at `sqlitePath`, or a new PostgreSQL database. */
export async function copyTemplate(
  template: TemplateDatabase,
  target: { sqlitePath: string } | { url: string },
): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  if ('sqliteFile' in template) {
    if (!('sqlitePath' in target)) throw new Error('The test template is SQLite but DATABASE_URL is set');
    fs.mkdirSync(path.dirname(target.sqlitePath), { recursive: true });
    fs.copyFileSync(template.sqliteFile, target.sqlitePath);
    const wal = `${template.sqliteFile}-wal`;
    if (fs.existsSync(wal)) fs.copyFileSync(wal, `${target.sqlitePath}-wal`);
    return { drop: async () => undefined };
  }
  if (!('url' in target)) throw new Error('The test template is PostgreSQL but DATABASE_URL is not set');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await pgAdmin(target.url, `create database ${name} template ${template.pgDatabase}`);
  return { databaseUrl: databaseUrlOf(target.url, name), drop: () => dropDatabase(target.url, name) };
}

/**
 * Drops a test file's database. A plain DROP first: the pool just ended has told its connections to close, and
 * PostgreSQL waits (up to five seconds) for them to go, where FORCE would end them first and their client, still
 * closing in this same worker process, would report that as an error in the next file. FORCE only for a
 * connection still held after that.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  try {
    await pgAdmin(url, `drop database if exists ${name}`);
  } catch (err) {
    if ((err as { code?: string }).code !== '55006') throw err;
    await pgAdmin(url, `drop database if exists ${name} with (force)`);
  }
}
