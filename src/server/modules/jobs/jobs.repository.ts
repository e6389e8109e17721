// SQL of the job queue (table jobs): enqueueing, claiming, the lease, the end of a run.
import type { ExpressionBuilder, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { isSqlite } from '@server/db/dialect';
import type { DB, JobTable } from '@server/db/schema';

export type JobRow = Selectable<JobTable>;
export type NewJobRow = Insertable<JobTable>;

/** Inserts jobs; a row whose key another job holds is left out (one job per key). */
export async function insertJobs(db: Kysely<DB>, rows: NewJobRow[]): Promise<void> {
  // Chunked: both databases limit the parameters of one statement.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('jobs')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}

/** Inserts one job and answers its id, or the id of the job that already holds its key. */
export async function insertJob(db: Kysely<DB>, row: NewJobRow): Promise<number> {
  const added = await db
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (added) return added.id;
  const held = await db
    .selectFrom('jobs')
    .select('id')
    .where('key', '=', row.key ?? null)
    .executeTakeFirstOrThrow();
  return held.id;
}

/** Queued and due, or running under a lease that expired (its runner died). */
function mayRunNow(now: string) {
  return (eb: ExpressionBuilder<DB, 'jobs'>) =>
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
      eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
    ]);
}

/**
 * The oldest job of the kind that may run now: queued and due, or running under a lease that expired (its runner
 * died). Locked until the claim commits; on PostgreSQL `SKIP LOCKED`, so two runners (two instances) claiming at
 * once take different jobs instead of waiting on one. SQLite's one writer runs one claim at a time.
 */
export function lockClaimableJob(trx: Kysely<DB>, kind: string, now: string) {
  const q = trx
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where(mayRunNow(now))
    .orderBy('run_at')
    .orderBy('id')
    .limit(1);
  return (isSqlite(trx) ? q : q.forUpdate().skipLocked()).executeTakeFirst();
}

/** Whether a job of the kind may run now (queued and due, or its runner's lease expired). */
export async function selectDueJobExists(db: Kysely<DB>, kind: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where(mayRunNow(now))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Changes a job by id (the claim, inside its transaction). */
export async function updateJobRow(db: Kysely<DB>, id: number, changes: Updateable<JobTable>): Promise<void> {
  await db.updateTable('jobs').set(changes).where('id', '=', id).execute();
}

/**
 * Changes a running job only while this owner still holds it (renewing the lease, recording the end of a run):
 * a runner whose lease expired and was taken over records nothing. Answers whether it did.
 */
export async function updateHeldJob(
  db: Kysely<DB>,
  id: number,
  owner: string,
  changes: Updateable<JobTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The kinds of the jobs still to run or running (every instance's). */
export async function selectWaitingKinds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('kind')
    .distinct()
    .where('status', 'in', ['queued', 'running'])
    .execute();
  return rows.map((r) => r.kind);
}

/**
 * Deletes at most `limit` jobs of the status that finished before `before`; answers how many. In batches, so a
 * purge of many rows never holds the database's one writer (SQLite) or a long lock (PostgreSQL) for long.
 */
export async function deleteFinishedJobs(
  db: Kysely<DB>,
  status: 'done' | 'failed',
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', status)
        .where('finished_at', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
