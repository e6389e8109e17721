// Which database a connection speaks: the few places that differ (migrations, row locks) ask this.
import { SqliteAdapter, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** Whether this database (or a transaction on it) is SQLite: for the few places that must act on its one writer. */
export function isSqlite<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
