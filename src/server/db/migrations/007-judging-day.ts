import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * The judging day, slice B (docs/decisions/020-judging-day.md):
 * - projects.phase (setup, open, closed, published); existing projects are `open`, so today's behaviour holds;
 *   projects.judging_closes_at closes judging by itself (computed on read);
 * - phase_changes: every change of phase, with who, when and why;
 * - conflicts: judge-poster pairs the organiser marks as conflicts of interest;
 * - judge_access_links: one single-use sign-in token per judge, stored hashed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'projects', [
    ['phase', 'text', DDL.notNullDefault('open')],
    ['judging_closes_at', 'text'],
  ]);

  await DDL.projectTable(db, dialect, 'phase_changes')
    .$call(DDL.required('text', 'from_phase', 'to_phase'))
    .addColumn('reason', 'text')
    .addColumn('admin_id', 'integer', DDL.setNullRef('admins'))
    .$call(DDL.createdAt)
    .execute();
  await DDL.index(db, 'phase_changes_project_idx', 'phase_changes', ['project_id']);

  await DDL.projectTable(db, dialect, 'conflicts')
    .addColumn('judge_id', 'integer', DDL.cascadeRef('judges'))
    .$call(DDL.posterId)
    .$call(DDL.createdAt)
    .addUniqueConstraint('conflicts_pair_uq', ['judge_id', 'poster_id'])
    .execute();
  await DDL.index(db, 'conflicts_project_idx', 'conflicts', ['project_id']);
  await DDL.index(db, 'conflicts_poster_idx', 'conflicts', ['poster_id']);

  await db.schema
    .createTable('judge_access_links')
    .addColumn('judge_id', 'integer', DDL.cascadeKey('judges'))
    .$call(DDL.projectId)
    .addColumn('token_hash', 'text', DDL.notNullUnique)
    .addColumn('expires_at', 'text', DDL.notNull)
    .addColumn('used_at', 'text')
    .$call(DDL.createdAt)
    .execute();
}
