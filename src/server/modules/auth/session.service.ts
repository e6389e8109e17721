import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Principal, PrincipalRef } from './principal';

export const SESSION_COOKIE = 'sid';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Resolves the cookie's session to its principal, or null when absent, expired or its principal is gone. */
export async function findPrincipal(db: Kysely<DB>, token: string | undefined): Promise<Principal | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const now = new Date().toISOString();
  // One query on every request: the session and whichever principal it names.
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('admins as a', (j) =>
      j.onRef('a.id', '=', 's.principal_id').on('s.principal_type', '=', 'admin').on('a.is_active', '=', 1),
    )
    .leftJoin('judges as j', (j) =>
      j.onRef('j.id', '=', 's.principal_id').on('s.principal_type', '=', 'judge'),
    )
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 's.principal_id').on('s.principal_type', '=', 'user'))
    .leftJoin('projects as p', (j) =>
      j.on((eb) => eb('p.id', '=', eb.fn.coalesce('j.project_id', 'u.project_id'))),
    )
    .select([
      's.principal_type',
      'a.id as admin_id',
      'a.username as admin_username',
      'a.is_super_admin',
      'j.id as judge_id',
      'j.username as judge_username',
      'j.project_id as judge_project_id',
      'u.id as user_id',
      'u.username as user_username',
      'u.project_id as user_project_id',
      'p.is_active as project_active',
    ])
    .where('s.id', '=', id)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  if (row.principal_type === 'admin' && row.admin_id !== null) {
    return {
      kind: 'admin',
      id: row.admin_id,
      username: row.admin_username!,
      isSuper: row.is_super_admin === 1,
      sessionId: id,
    };
  }
  if (row.principal_type === 'judge' && row.judge_id !== null) {
    return {
      kind: 'judge',
      id: row.judge_id,
      username: row.judge_username!,
      projectId: row.judge_project_id!,
      projectActive: row.project_active === 1,
      sessionId: id,
    };
  }
  if (row.principal_type === 'user' && row.user_id !== null) {
    return {
      kind: 'user',
      id: row.user_id,
      username: row.user_username!,
      projectId: row.user_project_id!,
      projectActive: row.project_active === 1,
      sessionId: id,
    };
  }
  return null;
}

/** Starts a new session (a fresh token at every login) and sets its cookie; ends the session the request came with. */
export async function startSession(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  ref: PrincipalRef,
  ttlMs: number,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await db.deleteFrom('sessions').where('id', '=', hashToken(previous)).execute();
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      principal_type: ref.kind,
      principal_id: ref.id,
      project_id: ref.projectId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ttlMs).toISOString(),
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export async function endSession(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a principal at once (deleted or deactivated accounts, password changes by others). */
export async function endSessionsOf(db: Kysely<DB>, kind: Principal['kind'], id: number): Promise<void> {
  await db.deleteFrom('sessions').where('principal_type', '=', kind).where('principal_id', '=', id).execute();
}

export async function purgeExpiredSessions(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
}
