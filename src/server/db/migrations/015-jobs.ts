import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * The one durable job queue (docs/decisions/040-job-queue.md): work that outlives a request, recorded in the
 * database so it is resumed after a crash. `key` names the work (one job per key: enqueueing the same work twice
 * yields one row); `lease_owner` and `lease_until` say which runner holds a running job and until when (an
 * expired lease means its runner died, and another takes the job). Timestamps are ISO text, as everywhere.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.numberedTable(db, dialect, 'jobs')
    .addColumn('kind', 'text', DDL.notNull)
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .$call(DDL.required('text', 'payload', 'status'))
    .addColumn('attempts', 'integer', DDL.notNullDefault(0))
    .addColumn('max_attempts', 'integer', DDL.notNull)
    .addColumn('run_at', 'text', DDL.notNull)
    .$call(DDL.optional('text', 'lease_owner', 'lease_until', 'error_code', 'error_detail'))
    .addColumn('key', 'text', (c) => c.unique())
    .$call(DDL.createdAt)
    .addColumn('updated_at', 'text', DDL.notNull)
    .addColumn('finished_at', 'text')
    .execute();
  // Claiming reads the oldest due job of a status.
  await DDL.index(db, 'jobs_claim_idx', 'jobs', ['status', 'run_at']);
  // A project's jobs go with it (the cascade looks them up by project).
  await DDL.index(db, 'jobs_project_idx', 'jobs', ['project_id']);
}
