// The audit log: one helper the services call inside the transaction of each change, and its paged read.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { announce } from '@server/db/live-events';
import { currentPrincipal } from '@server/http/request-actor';
import { notFound } from '@server/errors';
import { AUDIT_PAGE_SIZE, type AuditKind, type AuditPage, type AuditQuery } from '@shared/contracts/audit';
import { insertAuditEvent, selectAuditEvents, selectProjectsOfAdmin } from './audit.repository';

export type Change = {
  kind: AuditKind;
  poster_id?: number | null;
  judge_id?: number | null;
  /** One line a person reads in the log, in English (the page shows the kind in the reader's language). */
  summary: string;
  /** The old and new values. Never a password or its hash. */
  detail: Record<string, unknown>;
};

/**
 * Records a change of a project in its audit log and announces it to the live dashboards
 * (docs/decisions/023-live-dashboard.md, 024-audit-log.md). Call it with the change's own transaction: the row
 * and the announcement then exist only if the change commits. The actor is the request's principal.
 */
export async function recordChange(db: Kysely<DB>, projectId: number, change: Change): Promise<void> {
  const p = currentPrincipal();
  await insertAuditEvent(db, {
    project_id: projectId,
    at: new Date().toISOString(),
    actor_kind: p?.kind ?? 'system',
    actor_id: p?.id ?? null,
    actor_name: !p ? 'system' : p.kind === 'presenter' ? p.name : p.username,
    kind: change.kind,
    poster_id: change.poster_id ?? null,
    judge_id: change.judge_id ?? null,
    summary: change.summary,
    detail: JSON.stringify(change.detail),
  });
  await announce(db, {
    project_id: projectId,
    kind: change.kind,
    poster_id: change.poster_id ?? null,
    judge_id: change.judge_id ?? null,
  });
}

/** A change of an admin account, recorded in every project the account belongs to. */
export async function recordAdminChange(db: Kysely<DB>, adminId: number, change: Change): Promise<void> {
  for (const projectId of await selectProjectsOfAdmin(db, adminId)) await recordChange(db, projectId, change);
}

/** A record the admin names (a criterion, a session) whose creation, edit and deletion the log records alike. */
export type NamedRecord = 'criterion' | 'session';
type Named = { name: string };
const labelOf = (record: NamedRecord) => record[0]!.toUpperCase() + record.slice(1);

/**
 * The audit entry of a named record created, edited or deleted: `Criterion "Clarity" updated`, with the
 * record's fields before (null when created) and after (null when deleted).
 */
export function namedRecordChange(
  record: NamedRecord,
  change: 'created' | 'updated' | 'deleted',
  old: Named | null,
  now: Named | null,
): Change {
  return {
    kind: `${record}.${change}`,
    summary: `${labelOf(record)} "${(now ?? old)!.name}" ${change}`,
    detail: { old, new: now },
  };
}

/**
 * Deletes a named record of the project and records it, in one transaction: `find` locks the row (none: 404),
 * `remove` deletes it, and the entry keeps its fields as `shown` gives them (the row itself unless told).
 */
export async function deleteNamedRecord<R extends Named>(
  db: Kysely<DB>,
  projectId: number,
  id: number,
  record: NamedRecord,
  rows: {
    find: (trx: Kysely<DB>, projectId: number, id: number, lock: 'update') => Promise<R | undefined>;
    remove: (trx: Kysely<DB>, projectId: number, id: number) => Promise<unknown>;
    shown?: (row: R) => Named;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const old = await rows.find(trx, projectId, id, 'update');
    if (!old) throw notFound(labelOf(record));
    await rows.remove(trx, projectId, id);
    await recordChange(trx, projectId, namedRecordChange(record, 'deleted', rows.shown?.(old) ?? old, null));
  });
}

export async function projectAudit(db: Kysely<DB>, projectId: number, query: AuditQuery): Promise<AuditPage> {
  const { page, ...filter } = query;
  const { rows, total } = await selectAuditEvents(
    db,
    projectId,
    filter,
    AUDIT_PAGE_SIZE,
    (page - 1) * AUDIT_PAGE_SIZE,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: { kind: r.actor_kind, id: r.actor_id, name: r.actor_name },
      kind: r.kind,
      poster_id: r.poster_id,
      judge_id: r.judge_id,
      summary: r.summary,
      detail: JSON.parse(r.detail) as Record<string, unknown>,
    })),
    page,
    page_size: AUDIT_PAGE_SIZE,
    total,
  };
}
