// Live events: which project changed, announced only once the change is committed, to every instance
// (docs/decisions/023-live-dashboard.md). PostgreSQL: NOTIFY inside the write's transaction (delivered at commit,
// dropped on rollback) and one LISTEN connection per instance. SQLite (one instance): an in-process emitter fed
// when the write's transaction commits.
import { EventEmitter } from 'node:events';
import { SqliteDialect, sql, type DatabaseConnection, type Driver, type Kysely } from 'kysely';
import type pg from 'pg';
import { isSqlite } from './dialect';

/** What changed, never the data itself: the dashboard refetches what it shows. `resync`: events may have been missed. */
export type LiveEvent = {
  project_id: number;
  kind: string;
  poster_id: number | null;
  judge_id: number | null;
};
export type LiveListener = (event: LiveEvent) => void;

export type LiveEvents = {
  /** Resolves once events of this project reach `listener` (the LISTEN is in place); returns the unsubscribe. */
  subscribe: (projectId: number, listener: LiveListener) => Promise<() => void>;
  close: () => Promise<void>;
};

/** The SQLite function a transaction calls to queue an event until its commit. */
const SQLITE_ANNOUNCE = 'live_announce';
/** PostgreSQL channels are per database: one per schema keeps apps on other schemas (tests) apart. */
const CHANNEL_PREFIX = 'live:';

/**
 * Announces a change of a project from inside the write's transaction (or after an autocommitted write): other
 * instances and this one hear of it once, and only if, it commits.
 */
export async function announce<T>(db: Kysely<T>, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify(event);
  if (isSqlite(db)) await sql`select ${sql.raw(SQLITE_ANNOUNCE)}(${payload})`.execute(db);
  else await sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), ${payload})`.execute(db);
}

function parse(payload: string | undefined): LiveEvent | null {
  try {
    const e = JSON.parse(payload ?? '') as LiveEvent;
    return typeof e.project_id === 'number' && typeof e.kind === 'string' ? e : null;
  } catch {
    return null;
  }
}

/** Listeners by project. */
class Subscribers {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  add(projectId: number, listener: LiveListener): () => void {
    this.emitter.on(String(projectId), listener);
    return () => void this.emitter.off(String(projectId), listener);
  }

  deliver(event: LiveEvent): void {
    for (const l of this.emitter.listeners(String(event.project_id)) as LiveListener[]) {
      try {
        l(event);
      } catch {
        // One broken stream must not keep the event from the others.
      }
    }
  }

  resyncAll(): void {
    for (const name of this.emitter.eventNames())
      this.deliver({ project_id: Number(name), kind: 'resync', poster_id: null, judge_id: null });
  }

  get empty(): boolean {
    return this.emitter.eventNames().length === 0;
  }
}

/** SQLite: one process, one writer. Events wait in `pending` until the transaction that queued them commits. */
export class ProcessLiveEvents implements LiveEvents {
  private readonly subscribers = new Subscribers();
  private pending: LiveEvent[] = [];

  constructor(private readonly inTransaction: () => boolean) {}

  /** Called by the SQLite function `live_announce` on the write connection. */
  queue(payload: unknown): null {
    const event = parse(String(payload));
    if (!event) return null;
    if (this.inTransaction()) this.pending.push(event);
    else queueMicrotask(() => this.subscribers.deliver(event));
    return null;
  }

  committed(): void {
    const events = this.pending;
    this.pending = [];
    for (const e of events) this.subscribers.deliver(e);
  }

  rolledBack(): void {
    this.pending = [];
  }

  async subscribe(projectId: number, listener: LiveListener) {
    return this.subscribers.add(projectId, listener);
  }

  async close() {}
}

/** Kysely's SQLite dialect, telling `live` when a transaction commits or rolls back. */
export class LiveSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly live: ProcessLiveEvents,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const commit = driver.commitTransaction.bind(driver);
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.commitTransaction = async (c: DatabaseConnection) => {
      await commit(c);
      this.live.committed();
    };
    driver.rollbackTransaction = async (c: DatabaseConnection) => {
      this.live.rolledBack();
      await rollback(c);
    };
    return driver;
  }
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * PostgreSQL: one dedicated LISTEN connection per instance, opened with the first subscriber. When it is lost it
 * reconnects (250 ms, doubling to 30 s) and then tells every subscriber to `resync`, since events may have
 * passed meanwhile.
 */
export class PostgresLiveEvents implements LiveEvents {
  private readonly subscribers = new Subscribers();
  private client: pg.Client | null = null;
  private ready: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly newClient: () => pg.Client) {}

  async subscribe(projectId: number, listener: LiveListener) {
    const unsubscribe = this.subscribers.add(projectId, listener);
    try {
      await this.start();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  private start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The live events are closed'));
    this.ready ??= this.open().catch((err: unknown) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  private async open(): Promise<void> {
    const client = this.newClient();
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (msg) => {
      const event = parse(msg.payload);
      if (event) this.subscribers.deliver(event);
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ s: string }>('select current_schema() as s');
      await client.query(`LISTEN ${quoteIdent(CHANNEL_PREFIX + rows[0]!.s)}`);
    } catch (err) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.ready = null;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    this.reconnect(0);
  }

  private reconnect(attempt: number): void {
    if (this.closed || this.subscribers.empty || this.timer) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.start().then(
          () => this.subscribers.resyncAll(),
          () => this.reconnect(attempt + 1),
        );
      },
      Math.min(30_000, 250 * 2 ** attempt),
    );
    this.timer.unref();
  }

  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
