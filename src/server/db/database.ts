// Opening SQLite or PostgreSQL through Kysely, the read connection, row locks and migrations.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  type LogEvent,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type SelectQueryBuilder,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { isSqlite, type Dialect } from './dialect';
import { LiveSqliteDialect, PostgresLiveEvents, ProcessLiveEvents, type LiveEvents } from './live-events';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-judge-indexes';
import * as m003 from './migrations/003-evaluation-totals';
import * as m004 from './migrations/004-drop-evaluation-totals';
import * as m005 from './migrations/005-login-throttle';
import * as m006 from './migrations/006-poster-numbers';
import * as m007 from './migrations/007-judging-day';
import * as m008 from './migrations/008-results-and-votes';
import * as m009 from './migrations/009-audit-events';
import * as m010 from './migrations/010-image-sizes';
import * as m012 from './migrations/012-versions';
import * as m013 from './migrations/013-admin-username-case';
import * as m014 from './migrations/014-participant-names';
import * as m015 from './migrations/015-jobs';
import * as m016 from './migrations/016-submissions';
import * as m017 from './migrations/017-mail';
import * as m018 from './migrations/018-image-fetches';
import * as m019 from './migrations/019-poster-sessions';
import * as m020 from './migrations/020-screens';
import * as m021 from './migrations/021-attendees';
import * as m022 from './migrations/022-abstract-books';
import * as m023 from './migrations/023-consent';
import * as m024 from './migrations/024-poster-views';
import * as m025 from './migrations/025-hall-map';
import * as m026 from './migrations/026-image-fetch-reasons';
import * as m027 from './migrations/027-hall-plan-pdf';
import * as m028 from './migrations/028-publish-scope';
import * as m029 from './migrations/029-screens-seen-seal-note';
import * as m030 from './migrations/030-project-time-zone';
import * as m031 from './migrations/031-submission-outline';
import * as m032 from './migrations/032-declared-conflicts';
import * as m033 from './migrations/033-poster-search';

export { isSqlite };

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
  /** Committed changes of each project, from every instance (db/live-events.ts). */
  live: LiveEvents;
  /** Calls `listener` after every query with its text, duration and outcome (the metrics); answers an unsubscribe. */
  observeQueries: (listener: QueryListener) => () => void;
  /** The PostgreSQL pool's connections (none on SQLite). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
};

export type QueryListener = (query: { sql: string; seconds: number; failed: boolean }) => void;

/** Kysely's query log, handed to whoever listens (nobody, until the metrics do). */
function queryLog(listeners: Set<QueryListener>) {
  return (event: LogEvent) => {
    for (const listener of listeners)
      listener({
        sql: event.query.sql,
        seconds: event.queryDurationMillis / 1000,
        failed: event.level === 'error',
      });
  };
}

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
    const connection = {
      connectionString: url,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    };
    // A connection that cannot be made in 10 s fails its query (503) instead of holding the request for ever.
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
    // A connection the server ended (a restart, a failover, pg_terminate_backend) is an 'error' event: on the
    // pool while the connection is idle, on the connection itself while a transaction holds it between queries.
    // Unheard, either would end the process. The query running on it fails by itself (and answers 503); the pool
    // drops the broken connection and opens a new one for the next query, so there is nothing else to do.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => void client.on('error', () => undefined));
    const listeners = new Set<QueryListener>();
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryLog(listeners) });
    const live = new PostgresLiveEvents(() => new pg.Client(connection));
    return {
      db,
      readDb: db,
      dialect: 'postgres',
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      live,
      observeQueries: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await live.close();
        await db.destroy();
      },
    };
  }
  const file = options.sqlitePath ?? ':memory:';
  const onDisk = file !== ':memory:';
  if (onDisk) fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the client saw acknowledged survives a crash or power loss (docs/decisions/002-database.md: nothing acknowledged is lost).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const live = new ProcessLiveEvents(() => sqlite.inTransaction);
  sqlite.function('live_announce', (payload: unknown) => live.queue(payload));
  const listeners = new Set<QueryListener>();
  const log = queryLog(listeners);
  const db = new Kysely<DB>({ dialect: new LiveSqliteDialect({ database: sqlite }, live), log });
  // Kysely gives SQLite one connection, held by a transaction until it ends; reads outside transactions go to
  // a read-only connection so they never queue behind a write (an import) and see the last committed state.
  const readDb = onDisk
    ? new Kysely<DB>({ dialect: new SqliteDialect({ database: readOnly(file) }), log })
    : db;
  return {
    db,
    readDb,
    dialect: 'sqlite',
    live,
    observeQueries: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    close: async () => {
      if (readDb !== db) await readDb.destroy();
      await db.destroy();
    },
  };
}

function readOnly(file: string): SQLite.Database {
  const reader = new SQLite(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  return reader;
}

/**
 * Locks the rows a select reads until the transaction ends, so a check made on them still holds at commit:
 * `FOR SHARE` (others may read and share, not change) or `FOR UPDATE` on PostgreSQL. SQLite needs none: its one
 * connection runs one transaction at a time (Kysely holds it for the whole transaction).
 *
 *   await trx.selectFrom('criteria').selectAll().where(...).$call(lockRows(trx, 'share')).execute();
 */
export function lockRows(db: Kysely<DB>, mode: 'share' | 'update') {
  const sqlite = isSqlite(db);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select builder, returned as it came
  return <Q extends SelectQueryBuilder<any, any, any>>(q: Q): Q =>
    sqlite ? q : ((mode === 'update' ? q.forUpdate() : q.forShare()) as Q);
}

/** Runs the migrations not yet run, all of them or up to `upTo` (a test stops there to fill the older tables). */
export async function migrate(database: Database, upTo?: string): Promise<void> {
  // Released migrations are frozen: a schema change is a new file with the next number, added at the end of this
  // list; never edit, renumber or remove one (db/migrations/upgrade.api.test.ts checks their hashes and upgrades a
  // conference stored by 001 through all of them; docs/decisions/047-upgrades-keep-data.md).
  const all: Record<string, (db: Kysely<unknown>, d: Dialect) => Promise<void>> = {
    '001-initial': m001.up,
    '002-judge-indexes': m002.up,
    '003-evaluation-totals': m003.up,
    '004-drop-evaluation-totals': m004.up,
    '005-login-throttle': m005.up,
    '006-poster-numbers': m006.up,
    '007-judging-day': m007.up,
    '008-results-and-votes': m008.up,
    '009-audit-events': m009.up,
    '010-image-sizes': m010.up,
    // No 011: the number was kept for the server-paging work, which found it needed no index and released no
    // migration (docs/decisions/026-lists-that-scale.md, "no migration 011").
    '012-versions': m012.up,
    '013-admin-username-case': m013.up,
    '014-participant-names': m014.up,
    '015-jobs': m015.up,
    '016-submissions': m016.up,
    '017-mail': m017.up,
    '018-image-fetches': m018.up,
    '019-poster-sessions': m019.up,
    '020-screens': m020.up,
    '021-attendees': m021.up,
    '022-abstract-books': m022.up,
    '023-consent': m023.up,
    '024-poster-views': m024.up,
    '025-hall-map': m025.up,
    '026-image-fetch-reasons': m026.up,
    '027-hall-plan-pdf': m027.up,
    '028-publish-scope': m028.up,
    '029-screens-seen-seal-note': m029.up,
    '030-project-time-zone': m030.up,
    '031-submission-outline': m031.up,
    '032-declared-conflicts': m032.up,
    '033-poster-search': m033.up,
  };
  const migrations: Record<string, Migration> = {};
  for (const [name, up] of Object.entries(all)) migrations[name] = { up: (db) => up(db, database.dialect) };
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Without this, the migrator finds another schema's lock table on the search path and skips creating its own.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
