// The two admin login doors: the super admin's, and a project's (its assigned admins, or any super admin).
import type { Admin } from '@server/db/schema';
import type { AdminLoginResponse } from '@shared/contracts/admins';
import { AppError } from '@server/errors';
import { type Login, loginScope, performLogin } from '@server/modules/auth';
import { findActiveSuperAdmin, findProjectLoginAdmin } from './admins.repository';

function toAdminLoginResponse(a: Admin): AdminLoginResponse {
  return {
    admin_id: a.id,
    id: a.id,
    username: a.username,
    email: a.email,
    full_name: a.full_name,
    is_super_admin: a.is_super_admin === 1,
  };
}

/**
 * One door or the other. Both share the limiter scope "admin": one account, one counter, whichever door is
 * tried. `projectId` null is the super admin's door; otherwise the project is known to exist (the scope).
 */
export const loginAdmin: Login<AdminLoginResponse, number | null> = async (
  db,
  settings,
  attempt,
  projectId,
) => {
  const { account, session } = await performLogin(db, settings, attempt, {
    scope: loginScope.admin,
    find: () =>
      projectId === null
        ? findActiveSuperAdmin(db, attempt.username)
        : findProjectLoginAdmin(db, projectId, attempt.username),
    principal: (a) => ({ kind: 'admin', id: a.id, projectId }),
    refuse: (a) =>
      'may_enter' in a && !a.may_enter
        ? new AppError('NOT_ASSIGNED', 'This administrator account is not assigned to this conference')
        : null,
    failedMessage:
      projectId === null
        ? 'Login failed. Check the Super Admin account'
        : 'Login failed. Check the administrator account',
  });
  return { account: toAdminLoginResponse(account), session };
};
