import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * A query that Kysely builds and compiles once per dialect, then runs with new arguments.
 *
 * On the judge's read path, building Kysely's operation tree and compiling it to SQL cost more than SQLite
 * takes to answer (bench/report: over a third of the server's time). The query is built once with marker
 * arguments; each marker must reach the SQL as one parameter, and constants in the query stay as they were.
 * The SQL text is then the same string every time, which the SQLite statement cache finds at once.
 *
 *   const findX = prepared((db, projectId: number, id: number) =>
 *     db.selectFrom('x').selectAll().where('project_id', '=', projectId).where('id', '=', id));
 *   const rows = await findX.all(db, projectId, id);
 */
export type Prepared<A extends unknown[], R> = {
  all(db: Kysely<DB>, ...args: A): Promise<R[]>;
  first(db: Kysely<DB>, ...args: A): Promise<R | undefined>;
};

class Marker {
  constructor(readonly index: number) {}
}

type Plan = {
  compiled: CompiledQuery;
  slots: (number | -1)[];
  direct?: SQLite.Statement;
  /** Kept results by arguments: the newer and the older half, both valid while `version` holds. */
  cache?: Map<string, readonly unknown[]>;
  older?: Map<string, readonly unknown[]>;
  version?: string;
};

export type PreparedOptions = {
  /**
   * Keep results on a direct reader until the database changes (see `DirectReader.version`). A kept result is
   * always what the query would return now; a judge hall reading between evaluations reads from memory.
   * Results are frozen: callers must copy to change. Only for queries whose arguments repeat (no timestamps).
   */
  cache?: boolean;
};

/**
 * Kept results per query, in two halves: when the newer half is full it becomes the older one (the one before
 * is dropped), and a result found in the older half moves back to the newer. At most twice this many are kept.
 */
const MAX_CACHED = 5000;

const NONE: readonly unknown[] = Object.freeze([]);
const keep = (rows: object[]): readonly unknown[] =>
  rows.length === 0 ? NONE : Object.freeze(rows.map((r) => Object.freeze(r)));

/** Counts what the server's own connection runs that can change the database, commits included. */
export type WriteCounter = { count: number };

/**
 * SQLite read-only connections whose prepared queries skip Kysely's driver (its connection queue and promises)
 * and run the statement at once. Safe because nothing ever opens a transaction on them (Database.readDb): a read
 * there can never land inside someone else's transaction.
 */
type DirectReader = {
  connection: SQLite.Database;
  version: () => string;
  /** Whether the version has held for STABLE_MS: results are kept only then (see below). */
  settled: () => boolean;
};

/**
 * Results are kept only once the database has not changed for this long. While judges submit many times a
 * second, a kept result would be thrown away before anyone reads it again: keeping it would only make garbage
 * (bench, mixed load: RSS over 280 MB). Between bursts, which is most of a poster hall's time, reads are kept.
 */
const STABLE_MS = 100;
const directReaders = new WeakMap<Kysely<DB>, DirectReader>();

/**
 * `writes` counts every statement of the server's own connection that can change what a read returns: each
 * write and each COMMIT or ROLLBACK (db/database.ts counts them as they are prepared, just before they run).
 * Any change by this process therefore changes the version at once, before anyone can read it. Changes by
 * another process (a script, a second server) show in `PRAGMA data_version`, which costs as much as a small
 * query: it is read once per turn of the event loop.
 */
export function readDirectly(db: Kysely<DB>, connection: SQLite.Database, writes: WriteCounter): void {
  if (!connection.readonly) throw new Error('only a read-only connection may be read directly');
  const dataVersion = connection.prepare('PRAGMA data_version').pluck();
  let external: number | undefined;
  const forget = () => (external = undefined);
  // The clock for settled() follows this process's writes; data_version also moves with them, a turn later,
  // which would restart it for nothing. Another process's writes still change the version, and so the results.
  let lastCount = -1;
  let since = 0;
  const version = () => {
    if (external === undefined) {
      external = dataVersion.get() as number;
      setImmediate(forget);
    }
    if (writes.count !== lastCount) {
      lastCount = writes.count;
      since = performance.now();
    }
    return `${writes.count}:${external}`;
  };
  directReaders.set(db, { connection, version, settled: () => performance.now() - since >= STABLE_MS });
}

export function prepared<A extends unknown[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
  options: PreparedOptions = {},
): Prepared<A, R> {
  // Compiled SQL depends only on the dialect; a transaction shares its database's adapter.
  const plans = new WeakMap<object, Plan>();

  const plan = (db: Kysely<DB>, argc: number): Plan => {
    const adapter = db.getExecutor().adapter;
    let p = plans.get(adapter);
    if (!p) {
      const markers = Array.from({ length: argc }, (_, i) => new Marker(i));
      const compiled = build(db, ...(markers as unknown as A)).compile();
      const slots = compiled.parameters.map((v) => (v instanceof Marker ? v.index : -1));
      for (let i = 0; i < argc; i++) {
        if (slots.filter((s) => s === i).length !== 1)
          throw new Error(`prepared query: argument ${i} must become exactly one SQL parameter`);
      }
      p = { compiled, slots };
      plans.set(adapter, p);
    }
    return p;
  };

  const run = async (db: Kysely<DB>, args: unknown[]): Promise<R[]> => {
    const p = plan(db, args.length);
    const parameters = p.slots.map((s, i) => (s === -1 ? p.compiled.parameters[i] : args[s]));
    const reader = directReaders.get(db);
    if (reader) {
      p.direct ??= reader.connection.prepare(p.compiled.sql);
      if (!p.direct.reader) throw new Error('prepared query: a direct reader runs only queries that read');
      if (!options.cache) return p.direct.all(...parameters) as R[];
      const version = reader.version();
      if (p.version !== version || !p.cache || !p.older) {
        if (!reader.settled()) return p.direct.all(...parameters) as R[];
        p.cache = new Map();
        p.older = new Map();
        p.version = version;
      }
      const key = args.length === 1 ? String(args[0]) : JSON.stringify(args);
      let rows = p.cache.get(key);
      if (!rows) {
        rows = p.older.get(key);
        rows ??= keep(p.direct.all(...parameters) as object[]);
        if (p.cache.size >= MAX_CACHED) {
          p.older = p.cache;
          p.cache = new Map();
        }
        p.cache.set(key, rows);
      }
      return rows as R[];
    }
    return (await db.executeQuery<R>({ ...p.compiled, parameters } as CompiledQuery<R>)).rows;
  };

  return {
    all: (db, ...args) => run(db, args),
    first: async (db, ...args) => (await run(db, args))[0],
  };
}
