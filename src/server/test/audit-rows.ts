// The audit log as a test reads it back (fixture-rows.ts re-exports it).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A project's audit events, of one kind when `kind` is given, oldest first. */
export function auditEvents(db: Kysely<DB>, projectId: number, kind?: string) {
  let query = db.selectFrom('audit_events').selectAll().where('project_id', '=', projectId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id').execute();
}
