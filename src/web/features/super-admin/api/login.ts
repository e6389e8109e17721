import type { AdminLoginResponse } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/super-admin/login: credentials in the JSON body only, never in the URL (PRODUCT.md section 3). */
export function loginSuperAdmin(username: string, password: string): Promise<AdminLoginResponse> {
  return api<AdminLoginResponse>('/super-admin/login', { method: 'POST', body: { username, password } });
}
