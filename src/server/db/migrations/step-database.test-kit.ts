// A database of a migration test's own, to migrate step by step (migrate(database, upTo)) and fill between the
// steps: a SQLite file in a temp folder, or a PostgreSQL schema of its own in DATABASE_URL's database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { retryDeadlock } from '@server/test/test-app';
import { openDatabase, type Database } from '../database';

export type StepDatabase = {
  /** The temp folder (the SQLite file's, and the app's data folder when a test builds one). */
  dir: string;
  /** A new, empty database (its schema made first on PostgreSQL). */
  open: () => Promise<Database>;
  /** Closes the database, drops its PostgreSQL schema and removes the folder. */
  close: () => Promise<void>;
};

/** `prefix` names the temp folder. Open the database in the test's beforeAll, close it in its afterAll. */
export function stepDatabase(prefix: string): StepDatabase {
  const url = process.env.DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  let database: Database | undefined;
  const onPostgres = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  return {
    dir,
    async open() {
      if (url) await onPostgres(`create schema ${schema}`);
      database = openDatabase({
        databaseUrl: url,
        sqlitePath: path.join(dir, 'app.db'),
        ...(url ? { pgSchema: schema } : {}),
      });
      return database;
    },
    async close() {
      await database?.close();
      if (url) await retryDeadlock(() => onPostgres(`drop schema ${schema} cascade`));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
