import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-judge-indexes';
import * as m003 from './migrations/003-evaluation-totals';

export type Dialect = 'sqlite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
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
      dialect: 'postgres',
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      close: () => db.destroy(),
    };
  }
  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit the client saw acknowledged survives a crash or power loss (PRODUCT.md: nothing acknowledged is lost).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function migrate(database: Database): Promise<void> {
  const all: Record<string, (db: Kysely<unknown>, d: Dialect) => Promise<void>> = {
    '001-initial': m001.up,
    '002-judge-indexes': (db) => m002.up(db),
    '003-evaluation-totals': (db) => m003.up(db),
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
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
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
      return stmt;
    },
  };
}
