import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * The audit log (docs/decisions/024-audit-log.md): one row per change, written in the change's own
 * transaction. The actor's name is copied so the row still reads after the account is deleted; poster and
 * judge ids are kept as plain numbers for the same reason (no foreign keys: the log outlives what it names).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('audit_events')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('poster_id', 'integer')
    .addColumn('judge_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  // Newest first within a project, with or without a filter on poster, judge or kind.
  await db.schema
    .createIndex('audit_events_project_idx')
    .on('audit_events')
    .columns(['project_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_poster_idx')
    .on('audit_events')
    .columns(['project_id', 'poster_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_judge_idx')
    .on('audit_events')
    .columns(['project_id', 'judge_id', 'id'])
    .execute();
}
