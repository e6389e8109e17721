/** POST /api/super-admin/login as a mutation: credentials in the JSON body only (docs/product.md#access). */
import type { AdminLoginResponse } from '@shared/contracts/admins';
import type { LoginBody } from '@shared/contracts/auth';
import { adminUser } from '@web/session/session-user';
import { useLoginMutation } from '@web/session/use-login-mutation';
import { api, ApiError } from '@web/lib/api';
import { authApi } from '@web/lib/api-paths/auth';
import { superAdminApi } from '@web/lib/api-paths/super-admin';

/** Right credentials of an admin who is not a super admin: this area is not theirs. */
export const NOT_SUPER_ADMIN = 'NOT_SUPER_ADMIN';

export function useSuperAdminLogin() {
  return useLoginMutation(
    async (body: LoginBody) => {
      const admin = await api<AdminLoginResponse>(superAdminApi.login(), { method: 'POST', body });
      if (!admin.is_super_admin) {
        // The server opened a session for a project admin: end it again before saying no.
        await api(authApi.logout(), { method: 'POST' }).catch(() => undefined);
        throw new ApiError(403, NOT_SUPER_ADMIN, 'not a super admin');
      }
      return admin;
    },
    (admin) => ({ user: adminUser(admin, []), role: 'super_admin' }),
  );
}
