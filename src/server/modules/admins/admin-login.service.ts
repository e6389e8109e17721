import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Admin } from '../../db/schema';
import type { AdminLoginResponse, LoginBody } from '../../../shared/contracts/auth';
import { loginScope } from '../auth/login-limiter';
import { performLogin } from '../auth/login.service';
import { findProjectLoginAdmin } from '../projects/projects.repository';
import { findActiveSuperAdmin } from './admins.repository';

/** Both admin logins share the limiter scope "admin": one account, one counter, whichever door is tried. */
const SCOPE = loginScope.admin;

export function toAdminLoginResponse(a: Admin): AdminLoginResponse {
  return {
    admin_id: a.id,
    id: a.id,
    username: a.username,
    email: a.email,
    full_name: a.full_name,
    is_super_admin: a.is_super_admin === 1,
  };
}

/** POST /super-admin/login: only active super admins. */
export async function loginSuperAdmin(
  request: FastifyRequest,
  reply: FastifyReply,
  creds: LoginBody,
): Promise<AdminLoginResponse> {
  const db = request.server.database.db;
  const admin = await performLogin({
    request,
    reply,
    scope: SCOPE,
    username: creds.username,
    password: creds.password,
    find: () => findActiveSuperAdmin(db, creds.username),
    principal: (a) => ({ kind: 'admin', id: a.id, projectId: null }),
    failedMessage: 'Login failed. Check the Super Admin account',
  });
  return toAdminLoginResponse(admin);
}

/**
 * POST /projects/{projectId}/login: an active admin assigned to the project, or any active super admin.
 * The caller has already checked that the project exists.
 */
export async function loginProjectAdmin(
  request: FastifyRequest,
  reply: FastifyReply,
  projectId: number,
  creds: LoginBody,
): Promise<AdminLoginResponse> {
  const db = request.server.database.db;
  const admin = await performLogin({
    request,
    reply,
    scope: SCOPE,
    username: creds.username,
    password: creds.password,
    find: () => findProjectLoginAdmin(db, projectId, creds.username),
    principal: (a) => ({ kind: 'admin', id: a.id, projectId }),
    failedMessage: 'Login failed. Check the administrator account',
  });
  return toAdminLoginResponse(admin);
}
