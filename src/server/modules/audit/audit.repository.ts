// The audit_events table: written in the transaction of the change it records, read newest first.
import type { Kysely } from 'kysely';
import type { AuditEventTable, DB } from '@server/db/schema';
import type { Insertable } from 'kysely';

export type AuditFilter = { kind?: string; poster_id?: number; judge_id?: number };

export async function insertAuditEvent(db: Kysely<DB>, row: Insertable<AuditEventTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

function filtered(db: Kysely<DB>, projectId: number, f: AuditFilter) {
  let q = db.selectFrom('audit_events').where('project_id', '=', projectId);
  if (f.kind !== undefined) q = q.where('kind', '=', f.kind);
  if (f.poster_id !== undefined) q = q.where('poster_id', '=', f.poster_id);
  if (f.judge_id !== undefined) q = q.where('judge_id', '=', f.judge_id);
  return q;
}

export async function selectAuditEvents(
  db: Kysely<DB>,
  projectId: number,
  f: AuditFilter,
  limit: number,
  offset: number,
) {
  const [rows, count] = await Promise.all([
    filtered(db, projectId, f).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, projectId, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The projects an admin account belongs to, where a change of that account is recorded. Read here rather than
 * through the projects module, which records its own changes through this one (no circle).
 */
export async function selectProjectsOfAdmin(db: Kysely<DB>, adminId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('admin_projects')
    .select('project_id')
    .where('admin_id', '=', adminId)
    .execute();
  return rows.map((r) => r.project_id);
}
