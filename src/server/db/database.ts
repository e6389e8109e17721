import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type Migration,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { readDirectly, type WriteCounter } from './prepared';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-judge-indexes';
import * as m003 from './migrations/003-evaluation-totals';
import * as m005 from './migrations/005-login-throttle';

export type Dialect = 'sqlite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  /**
   * For the hottest reads (sessions, the judge's screens). On SQLite a second, read-only connection: it reads the
   * last committed state while a long write (an import) holds the main connection, so judges never queue behind
   * it. Elsewhere the same as `db`. Never use it to read what the same request has just written in a transaction.
   */
  readDb: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema in use, when not the default one. */
  schema?: string;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://... selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  poolSize?: number;
};

// PostgreSQL returns bigint (count(*), sum) as text; our numbers stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function openDatabase(options: DatabaseOptions): Database {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      readDb: db,
      dialect: 'postgres',
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      close: () => db.destroy(),
    };
  }
  const file = options.sqlitePath ?? ':memory:';
  const onDisk = file !== ':memory:';
  if (onDisk) fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the client saw acknowledged survives a crash or power loss (PRODUCT.md: nothing acknowledged is lost).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const stopCheckpoints = onDisk ? startCheckpointer(sqlite, file) : undefined;
  const writes: WriteCounter = { count: 0 };
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, writes) }),
  });
  let readDb = db;
  if (onDisk) {
    const reader = new SQLite(file, { readonly: true });
    reader.pragma('busy_timeout = 5000');
    readDb = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(reader) }) });
    readDirectly(readDb, reader, writes);
  }
  return {
    db,
    readDb,
    dialect: 'sqlite',
    close: async () => {
      await stopCheckpoints?.();
      if (readDb !== db) await readDb.destroy();
      await db.destroy();
    },
  };
}

/** Whether this database (or a transaction on it) is SQLite: for the few places that must act on its one writer. */
export function isSqlite(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function migrate(database: Database): Promise<void> {
  const all: Record<string, (db: Kysely<unknown>, d: Dialect) => Promise<void>> = {
    '001-initial': m001.up,
    '002-judge-indexes': (db) => m002.up(db),
    '003-evaluation-totals': (db) => m003.up(db),
    '005-login-throttle': (db) => m005.up(db),
  };
  const migrations: Record<string, Migration> = {};
  for (const [name, up] of Object.entries(all)) migrations[name] = { up: (db) => up(db, database.dialect) };
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Without this, the migrator finds another schema's lock table on the search path and skips creating its own.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Kysely prepares every query anew; preparing costs more than running the small queries of this product.
 * Statements are reused by SQL text (Kysely runs each one to completion synchronously, so reuse is safe).
 */
function withStatementCache(sqlite: SQLite.Database, writes?: WriteCounter): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let stmt = cache.get(text);
      if (!stmt) {
        stmt = sqlite.prepare(text);
        // Queries with IN lists vary in text; keep the cache bounded.
        if (cache.size >= 1000) cache.clear();
        cache.set(text, stmt);
      }
      // Kysely prepares each statement right before it runs it. Anything but a plain read counts as a change
      // (writes, and COMMIT/ROLLBACK, which SQLite calls read-only): kept read results depend on it (prepared.ts).
      if (writes && !(stmt.readonly && stmt.reader)) writes.count++;
      return stmt;
    },
  };
}

/** About 64 MB of WAL at SQLite's default 4 KB pages. */
const WAL_LIMIT_FRAMES = 16_384;

/**
 * Moves SQLite's WAL checkpoints off the request path. A checkpoint copies the WAL into the database file and,
 * with synchronous = FULL, waits for the disk: run inside a commit (SQLite's default, every 1000 pages) it
 * stalls the server's only thread for tens of milliseconds and every request waits (bench: evaluation p99 from
 * ~40 ms to over 110 ms). Instead a worker thread with its own connection runs a PASSIVE checkpoint a few times
 * a second, which never blocks the server's reads or writes.
 *
 * A passive checkpoint cannot finish while writes keep coming, so under a long burst of writes the WAL grows.
 * Past WAL_LIMIT_FRAMES the server's connection checkpoints in its commits again (SQLite's own behaviour) until
 * the WAL is back under the limit; journal_size_limit then shrinks the file.
 */
function startCheckpointer(sqlite: SQLite.Database, file: string): () => Promise<void> {
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  let inCommits = false;
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const Database = require(workerData.driver);
    const db = new Database(workerData.file);
    db.pragma('synchronous = FULL');
    const checkpoint = () => {
      try {
        const [r] = db.pragma('wal_checkpoint(PASSIVE)');
        parentPort.postMessage(r.log);
      } catch { /* retried next time */ }
    };
    const timer = setInterval(checkpoint, workerData.intervalMs);
    parentPort.on('message', () => { clearInterval(timer); checkpoint(); db.close(); parentPort.close(); });`,
    {
      eval: true,
      // Plain CommonJS, whatever flags the server runs under (--input-type=module would make it a module).
      execArgv: [],
      workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file, intervalMs: 200 },
    },
  );
  worker.unref();
  // Should the worker ever fail, the server's connection checkpoints in its commits again, as SQLite does.
  worker.on('error', () => {
    inCommits = true;
    try {
      sqlite.pragma('wal_autocheckpoint = 1000');
    } catch {
      /* the database is closing */
    }
  });
  worker.on('message', (walFrames: number) => {
    const tooBig = walFrames > WAL_LIMIT_FRAMES;
    if (tooBig === inCommits) return;
    inCommits = tooBig;
    try {
      sqlite.pragma(`wal_autocheckpoint = ${tooBig ? 1000 : 0}`);
    } catch {
      /* the database is closing */
    }
  });
  let exited = false;
  worker.once('exit', () => (exited = true));
  let stopped: Promise<void> | undefined;
  return () =>
    (stopped ??= new Promise<void>((resolve) => {
      if (exited) return resolve();
      // Held until it has ended: a caller awaiting close() must not see the process exit under it.
      worker.ref();
      const deadline = setTimeout(() => void worker.terminate().then(() => resolve()), 1000);
      worker.once('exit', () => {
        clearTimeout(deadline);
        resolve();
      });
      worker.postMessage('stop');
    }));
}
