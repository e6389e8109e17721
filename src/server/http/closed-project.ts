import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A deactivated project is closed to its judges and participants: every call in it (reads included) is 403
 * PROJECT_INACTIVE. Their session itself still answers /api/auth/me and logout. Admins keep managing it.
 * Runs once per request, right after the session is resolved; the session query carries the project's state.
 */
export function refuseClosedProject(request: FastifyRequest): void {
  const p = request.principal;
  if (!p || p.kind === 'admin' || p.projectActive) return;
  const projectId = (request.params as { projectId?: unknown } | undefined)?.projectId;
  if (projectId !== undefined && Number(projectId) === p.projectId)
    throw new AppError('PROJECT_INACTIVE', 'This project is currently inactive');
}
