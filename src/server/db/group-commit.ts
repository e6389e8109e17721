import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './database';
import type { DB } from './schema';

/**
 * Runs a small write in a transaction whose durable commit it may share with other writes (group commit).
 *
 * On SQLite every write waits for the one connection, and each durable commit costs an fsync. When a hall of
 * judges submits at once, writes that arrive while a commit is under way are queued; the next commit runs them
 * all, each in its own savepoint, and pays for one fsync. A write whose work fails is rolled back to its
 * savepoint and rejected alone; the others commit. Nobody is answered before the commit that holds their write
 * is on disk, so nothing acknowledged is lost (src/server/proof/crash.api.test.ts).
 *
 * On PostgreSQL each write simply gets its own transaction: the pool runs them side by side.
 */
export function groupCommit<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!isSqlite(db)) return db.transaction().execute(work);
  let committer = committers.get(db);
  if (!committer) {
    committer = new Committer(db);
    committers.set(db, committer);
  }
  return committer.run(work);
}

const committers = new WeakMap<Kysely<DB>, Committer>();

type Job = {
  work: (trx: Kysely<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** At most this many writes share a commit, so one commit never holds the connection for long. */
const MAX_BATCH = 64;

class Committer {
  private queue: Job[] = [];
  private running = false;

  constructor(private readonly db: Kysely<DB>) {}

  run<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        // SQLite answers synchronously, so a write would otherwise commit before the event loop even reads the
        // requests already waiting on their sockets: let this turn's requests reach the queue first.
        await nextTurn();
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.commit(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async commit(batch: Job[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of batch) {
          await sql`savepoint group_write`.execute(trx);
          try {
            const value = await job.work(trx);
            await sql`release savepoint group_write`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to savepoint group_write`.execute(trx);
            await sql`release savepoint group_write`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed (disk full, I/O error): none of the batch is stored.
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const o = outcomes[i]!;
      if (o.ok) job.resolve(o.value);
      else job.reject(o.error);
    });
  }
}
