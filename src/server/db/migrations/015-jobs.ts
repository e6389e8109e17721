import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * The one durable job queue (docs/decisions/040-job-queue.md): work that outlives a request, recorded in the
 * database so it is resumed after a crash. `key` names the work (one job per key: enqueueing the same work twice
 * yields one row); `lease_owner` and `lease_until` say which runner holds a running job and until when (an
 * expired lease means its runner died, and another takes the job). Timestamps are ISO text, as everywhere.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('jobs')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // Claiming reads the oldest due job of a status.
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['status', 'run_at']).execute();
  // A project's jobs go with it (the cascade looks them up by project).
  await db.schema.createIndex('jobs_project_idx').on('jobs').column('project_id').execute();
}
