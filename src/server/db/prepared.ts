import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
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

type Plan = { compiled: CompiledQuery; slots: (number | -1)[] };

export function prepared<A extends unknown[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
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

  const run = async (db: Kysely<DB>, args: unknown[]): Promise<QueryResult<R>> => {
    const { compiled, slots } = plan(db, args.length);
    const parameters = slots.map((s, i) => (s === -1 ? compiled.parameters[i] : args[s]));
    return db.executeQuery<R>({ ...compiled, parameters } as CompiledQuery<R>);
  };

  return {
    all: async (db, ...args) => (await run(db, args)).rows,
    first: async (db, ...args) => (await run(db, args)).rows[0],
  };
}
