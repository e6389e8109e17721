import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * The judging day, slice B (docs/decisions/020-judging-day.md):
 * - projects.phase (setup, open, closed, published); existing projects are `open`, so today's behaviour holds;
 *   projects.judging_closes_at closes judging by itself (computed on read);
 * - phase_changes: every change of phase, with who, when and why;
 * - conflicts: judge-poster pairs the organiser marks as conflicts of interest;
 * - judge_access_links: one single-use sign-in token per judge, stored hashed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .alterTable('projects')
    .addColumn('phase', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.alterTable('projects').addColumn('judging_closes_at', 'text').execute();

  await db.schema
    .createTable('phase_changes')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('from_phase', 'text', (c) => c.notNull())
    .addColumn('to_phase', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phase_changes_project_idx').on('phase_changes').column('project_id').execute();

  await db.schema
    .createTable('conflicts')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('judge_id', 'integer', (c) => c.notNull().references('judges.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('conflicts_pair_uq', ['judge_id', 'poster_id'])
    .execute();
  await db.schema.createIndex('conflicts_project_idx').on('conflicts').column('project_id').execute();
  await db.schema.createIndex('conflicts_poster_idx').on('conflicts').column('poster_id').execute();

  await db.schema
    .createTable('judge_access_links')
    .addColumn('judge_id', 'integer', (c) => c.primaryKey().references('judges.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
