import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { lockRows } from '../db/database';
import type { AdminPrincipal, JudgePrincipal, Principal, UserPrincipal } from '../modules/auth/principal';
import { AppError, forbidden, notFound } from './errors';

/**
 * Who may act where. Every route calls one of these first; identity always comes from the session.
 * SPEC.md's identity query parameters (admin_id, super_admin_id) are accepted, but naming anyone other than
 * the session's principal is 403.
 */

export function requireSession(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', 'Please log in first');
  return request.principal;
}

function checkIdentity(p: Principal, claimed: unknown): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  if (p.kind !== 'admin' || String(claimed) !== String(p.id)) {
    throw forbidden('The identity in the request does not match the logged-in account');
  }
}

export function requireSuperAdmin(request: FastifyRequest, claimedId?: unknown): AdminPrincipal {
  const p = requireSession(request);
  if (p.kind !== 'admin' || !p.isSuper) throw forbidden('Only a super admin can do this');
  checkIdentity(p, claimedId);
  return p;
}

export type ProjectRow = { id: number; name: string; slug: string; is_active: 0 | 1 };

/** The project, or 404. With `lock`, inside a write, nobody can change it (deactivate it) until the write ends. */
export async function getProject(db: Kysely<DB>, projectId: number, lock?: 'share'): Promise<ProjectRow> {
  const project = await db
    .selectFrom('projects')
    .select(['id', 'name', 'slug', 'is_active'])
    .where('id', '=', projectId)
    .$call((q) => (lock ? lockRows(db, lock)(q) : q))
    .executeTakeFirst();
  if (!project) throw notFound('Project');
  return project;
}

/** An admin of this project: a super admin, or an admin assigned to it. */
export async function requireProjectAdmin(
  db: Kysely<DB>,
  request: FastifyRequest,
  projectId: number,
  claimedId?: unknown,
): Promise<{ principal: AdminPrincipal; project: ProjectRow }> {
  const p = requireSession(request);
  if (p.kind !== 'admin') throw forbidden('Only an administrator of this project can do this');
  checkIdentity(p, claimedId);
  const project = await getProject(db, projectId);
  if (!p.isSuper) {
    const link = await db
      .selectFrom('admin_projects')
      .select('admin_id')
      .where('admin_id', '=', p.id)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!link) throw forbidden('You are not an administrator of this project');
  }
  return { principal: p, project };
}

/** A deactivated project is closed to its judges and participants, reads included; admins keep managing it. */
function requireOpen(p: JudgePrincipal | UserPrincipal): void {
  if (!p.projectActive) throw new AppError('PROJECT_INACTIVE', 'This project is currently inactive');
}

export function requireJudge(request: FastifyRequest, projectId: number): JudgePrincipal {
  const p = requireSession(request);
  if (p.kind !== 'judge') throw forbidden('Only a judge of this project can do this');
  if (p.projectId !== projectId) throw forbidden('You are not a judge of this project');
  requireOpen(p);
  return p;
}

export function requireParticipant(request: FastifyRequest, projectId: number): UserPrincipal {
  const p = requireSession(request);
  if (p.kind !== 'user') throw forbidden('Only a participant of this project can do this');
  if (p.projectId !== projectId) throw forbidden('You are not a participant of this project');
  requireOpen(p);
  return p;
}

/** Any member of the project: its admins, judges and participants (reading posters). */
export async function requireMember(
  db: Kysely<DB>,
  request: FastifyRequest,
  projectId: number,
): Promise<Principal> {
  const p = requireSession(request);
  if (p.kind === 'admin') {
    await requireProjectAdmin(db, request, projectId);
    return p;
  }
  if (p.projectId !== projectId) throw forbidden('You are not a member of this project');
  requireOpen(p);
  return p;
}
