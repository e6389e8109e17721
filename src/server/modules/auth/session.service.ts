// Sessions: random tokens kept only as hashes, resolved to their principal once a request.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { displayId } from '@shared/format';
import type { Principal, PrincipalRef } from '@server/principal';
import * as repo from './session.repository';

/** A session just started: the token for the cookie (never stored), and how long it lives. */
export type NewSession = { token: string; maxAgeSeconds: number };

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Resolves a session token to its principal, or null when absent, expired or its principal is gone. */
export async function findPrincipal(db: Kysely<DB>, token: string | undefined): Promise<Principal | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const row = await repo.findSessionRow(db, id, new Date().toISOString());
  return row ? toPrincipal(row, id) : null;
}

function toPrincipal(row: repo.SessionRow, sessionId: string): Principal | null {
  if (row.principal_type === 'admin' && row.admin_id !== null) {
    return {
      kind: 'admin',
      id: row.admin_id,
      username: row.admin_username!,
      isSuper: row.is_super_admin === 1,
      sessionId,
    };
  }
  const projectActive = row.project_active === 1;
  if (row.principal_type === 'judge' && row.judge_id !== null) {
    const [id, username, projectId] = [row.judge_id, row.judge_username!, row.judge_project_id!];
    return { kind: 'judge', id, username, projectId, projectActive, sessionId };
  }
  if (row.principal_type === 'user' && row.participant_id !== null) {
    const [id, username, projectId] = [
      row.participant_id,
      row.participant_username!,
      row.participant_project_id!,
    ];
    return { kind: 'user', id, username, projectId, projectActive, sessionId };
  }
  if (row.principal_type === 'presenter' && row.poster_id !== null) {
    const [id, projectId] = [row.poster_id, row.poster_project_id!];
    const name = row.presenter_name?.trim() || `presenter ${displayId('P', row.poster_number!)}`;
    return { kind: 'presenter', id, posterId: id, name, projectId, projectActive, sessionId };
  }
  if (row.principal_type === 'kiosk' && row.screen_id !== null) {
    const [id, username, projectId] = [row.screen_id, row.screen_name!, row.screen_project_id!];
    return { kind: 'kiosk', id, screenId: id, username, projectId, projectActive, sessionId };
  }
  return null;
}

/** Starts a new session (a fresh token at every login); the session the client came with, if any, ends. */
export async function startSession(
  db: Kysely<DB>,
  ref: PrincipalRef,
  ttlMs: number,
  previousToken?: string,
): Promise<NewSession> {
  if (previousToken) await repo.deleteSessionRow(db, hashToken(previousToken));
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await repo.insertSession(db, {
    id: hashToken(token),
    principal_type: ref.kind,
    principal_id: ref.id,
    project_id: ref.projectId,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + ttlMs).toISOString(),
  });
  return { token, maxAgeSeconds: Math.floor(ttlMs / 1000) };
}

export async function endSession(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (token) await repo.deleteSessionRow(db, hashToken(token));
}

/** Ends every session of a principal at once (deleted or deactivated accounts, password changes by others). */
export async function endSessionsOf(db: Kysely<DB>, kind: Principal['kind'], id: number): Promise<void> {
  await repo.deleteSessionRowsOf(db, kind, id);
}

/** Ends a principal's other sessions, keeping the one they act from (their own password change). */
export async function endOtherSessions(db: Kysely<DB>, p: Principal): Promise<void> {
  await repo.deleteSessionRowsOf(db, p.kind, p.id, p.sessionId);
}

export async function purgeExpiredSessions(db: Kysely<DB>): Promise<void> {
  await repo.deleteExpiredSessionRows(db, new Date().toISOString());
}
