/** POST /api/super-admin/login as a mutation: credentials in the JSON body only (PRODUCT.md section 3). */
import { useMutation } from '@tanstack/react-query';
import type { AdminLoginResponse, LoginBody } from '../../../../shared/contracts/auth';
import { useSession } from '../../../app/session';
import { api, ApiError } from '../../../lib/api';

/** Right credentials of an admin who is not a super admin: this area is not theirs. */
export const NOT_SUPER_ADMIN = 'NOT_SUPER_ADMIN';

export function useSuperAdminLogin() {
  const { login } = useSession();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const admin = await api<AdminLoginResponse>('/super-admin/login', { method: 'POST', body });
      if (!admin.is_super_admin) {
        // The server opened a session for a project admin: end it again before saying no.
        await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
        throw new ApiError(403, NOT_SUPER_ADMIN, 'not a super admin');
      }
      return admin;
    },
    onSuccess: (admin) =>
      login(
        {
          id: admin.admin_id,
          admin_id: admin.admin_id,
          username: admin.username,
          email: admin.email,
          full_name: admin.full_name,
          is_super_admin: true,
          project_ids: [],
        },
        'super_admin',
      ),
  });
}
