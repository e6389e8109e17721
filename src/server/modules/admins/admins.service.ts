// Admin accounts as the super admin manages them, and the super admin dashboard.
import type { Kysely } from 'kysely';
import { asCounts } from '@server/db/counts';
import { isUniqueViolation } from '@server/db/constraint-errors';
import type { DB } from '@server/db/schema';
import type { AdminAccount, AdminCreate, AdminUpdate, SuperAdminDashboard } from '@shared/contracts/admins';
import { AppError, notFound } from '@server/errors';
import type { AdminPrincipal } from '@server/principal';
import {
  clearAccountThrottle,
  endOtherSessions,
  endSessionsOf,
  hashPassword,
  loginScope,
} from '@server/modules/auth';
import { assignNewAdmin, selectProjects } from '@server/modules/projects';
import * as repo from './admins.repository';
import { recordAdminChange } from '@server/modules/audit';

type Linked = Awaited<ReturnType<typeof repo.selectAssignedProjects>>;

function toAdmin(row: repo.AdminRow, links: Linked): AdminAccount {
  return {
    id: row.id,
    admin_id: row.id,
    username: row.username,
    email: row.email,
    full_name: row.full_name,
    is_super_admin: row.is_super_admin === 1,
    is_active: row.is_active === 1,
    created_at: row.created_at,
    assigned_projects: links
      .filter((l) => l.admin_id === row.id)
      .map((l) => ({ id: l.id, name: l.name, slug: l.slug })),
  };
}

export async function listAdmins(db: Kysely<DB>): Promise<AdminAccount[]> {
  const [rows, links] = await Promise.all([repo.selectAdmins(db), repo.selectAssignedProjects(db)]);
  return rows.map((r) => toAdmin(r, links));
}

export async function getAdmin(db: Kysely<DB>, id: number): Promise<AdminAccount> {
  const row = await repo.findAdmin(db, id);
  if (!row) throw notFound('Admin');
  return toAdmin(row, await repo.selectAssignedProjects(db, [id]));
}

const notYourself = (detail: string) => new AppError('NOT_YOURSELF', detail);
const usernameExists = () => new AppError('USERNAME_TAKEN', 'username already exists', { field: 'username' });

export async function createAdmin(db: Kysely<DB>, input: AdminCreate): Promise<AdminAccount> {
  if (await repo.selectUsernameTaken(db, input.username)) throw usernameExists();
  const password_hash = await hashPassword(input.password);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const created = await repo.insertAdmin(trx, {
        username: input.username,
        password_hash,
        email: input.email,
        full_name: input.full_name,
        is_super_admin: input.is_super_admin ? 1 : 0,
      });
      await assignNewAdmin(trx, created, input.username, input.project_ids);
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw usernameExists();
    throw err;
  }
  return getAdmin(db, id);
}

/**
 * Edits an admin. The username never changes; a missing password keeps the current one. Deactivating an
 * admin or setting their password ends their sessions at once; a super admin cannot lock themselves out.
 */
export async function updateAdmin(
  db: Kysely<DB>,
  actor: AdminPrincipal,
  id: number,
  input: AdminUpdate,
): Promise<AdminAccount> {
  const current = await repo.findAdmin(db, id);
  if (!current) throw notFound('Admin');
  if (input.username !== undefined && input.username !== current.username) {
    throw new AppError('USERNAME_FIXED', 'username cannot be changed once the admin exists', {
      field: 'username',
    });
  }
  const self = actor.id === id;
  if (self && input.is_active === false) throw notYourself('You cannot deactivate yourself');
  if (self && input.is_super_admin === false)
    throw notYourself('You cannot remove your own super admin role');

  const values: Parameters<typeof repo.updateAdminRow>[2] = {};
  if (input.email !== undefined) values.email = input.email;
  if (input.full_name !== undefined) values.full_name = input.full_name;
  if (input.is_super_admin !== undefined) values.is_super_admin = input.is_super_admin ? 1 : 0;
  if (input.is_active !== undefined) values.is_active = input.is_active ? 1 : 0;
  if (input.password !== undefined) values.password_hash = await hashPassword(input.password);

  await db.transaction().execute(async (trx) => {
    await repo.updateAdminRow(trx, id, values);
    await recordAdminChange(trx, id, adminChange('updated', id, current, { ...current, ...values }));
    const deactivated = input.is_active === false && current.is_active === 1;
    if (deactivated || (input.password !== undefined && !self)) await endSessionsOf(trx, 'admin', id);
    else if (input.password !== undefined && self) await endOtherSessions(trx, actor);
    // A new password set for someone is how an organiser who throttled themselves out gets back in at once.
    if (input.password !== undefined) await clearAccountThrottle(trx, loginScope.admin, current.username);
  });
  return getAdmin(db, id);
}

export async function deleteAdmin(db: Kysely<DB>, actor: AdminPrincipal, id: number): Promise<void> {
  if (actor.id === id) throw notYourself('You cannot delete yourself');
  await db.transaction().execute(async (trx) => {
    // Recorded in its projects first: the project links go with the row (foreign key cascade).
    const current = await repo.findAdmin(trx, id);
    if (current) await recordAdminChange(trx, id, adminChange('deleted', id, current, null));
    // Sessions have no key, so they are ended here.
    if (!(await repo.deleteAdminRow(trx, id))) throw notFound('Admin');
    await endSessionsOf(trx, 'admin', id);
  });
}

/** The audit entry of an admin account edited or deleted: its fields before and after, never a password. */
function adminChange(change: 'updated' | 'deleted', id: number, old: repo.AdminRow, now: object | null) {
  const fields = (a: object | null) => {
    if (!a) return null;
    const r = a as Record<string, unknown>;
    return {
      username: r.username,
      email: r.email,
      full_name: r.full_name,
      is_super_admin: r.is_super_admin === 1,
      is_active: r.is_active === 1,
      ...(r.password_hash !== undefined ? { password_changed: true } : {}),
    };
  };
  return {
    kind: `admin.${change}` as const,
    summary: `Admin ${old.username} ${change}`,
    detail: { admin_id: id, old: fields(old), new: fields(now) },
  };
}

export async function dashboard(db: Kysely<DB>): Promise<SuperAdminDashboard> {
  const [s, projects] = await Promise.all([repo.selectDashboardSummary(db), selectProjects(db)]);
  return {
    summary: asCounts(s),
    projects: projects.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      is_active: p.is_active === 1,
      users: Number(p.users),
      posters: Number(p.posters),
      judges: Number(p.judges),
    })),
  };
}
