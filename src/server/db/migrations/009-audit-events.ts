import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * The audit log (docs/decisions/024-audit-log.md): one row per change, written in the change's own
 * transaction. The actor's name is copied so the row still reads after the account is deleted; poster and
 * judge ids are kept as plain numbers for the same reason (no foreign keys: the log outlives what it names).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.projectTable(db, dialect, 'audit_events')
    .$call(DDL.required('text', 'at', 'actor_kind'))
    .addColumn('actor_id', 'integer')
    .$call(DDL.required('text', 'actor_name', 'kind'))
    .addColumn('poster_id', 'integer')
    .addColumn('judge_id', 'integer')
    .$call(DDL.required('text', 'summary', 'detail'))
    .execute();
  // Newest first within a project, with or without a filter on poster, judge or kind.
  await DDL.index(db, 'audit_events_project_idx', 'audit_events', ['project_id', 'id']);
  await DDL.index(db, 'audit_events_poster_idx', 'audit_events', ['project_id', 'poster_id', 'id']);
  await DDL.index(db, 'audit_events_judge_idx', 'audit_events', ['project_id', 'judge_id', 'id']);
}
