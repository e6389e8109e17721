// The first super admin, created at the first start.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { hashPassword } from '@server/modules/auth';

/**
 * First start on an empty database: one super admin. Returns the generated password when none was given,
 * so main.ts can print it once; it is never stored in clear.
 */
export async function ensureSuperAdmin(
  db: Kysely<DB>,
  username: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false };
  const pw = password ?? crypto.randomBytes(12).toString('base64url');
  await db
    .insertInto('admins')
    .values({
      username,
      password_hash: await hashPassword(pw),
      email: `${username}@localhost`,
      full_name: 'Super Admin',
      is_super_admin: 1,
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  return password ? { created: true } : { created: true, generatedPassword: pw };
}
