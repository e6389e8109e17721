// The admins assigned to a project (admin_projects), as the super admin manages them.
import { recordChange } from '@server/modules/audit';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '@server/db/constraint-errors';
import type { DB } from '@server/db/schema';
import type { ProjectAdmin } from '@shared/contracts/projects';
import { AppError, notFound } from '@server/errors';
import * as repo from './projects.repository';
import { getProjectState } from './projects.service';

const alreadyAssigned = () =>
  new AppError('ALREADY_ASSIGNED', 'This admin is already assigned to this project');

function toProjectAdmin(row: repo.ProjectAdminRow): ProjectAdmin {
  return {
    id: row.id,
    admin_id: row.id,
    username: row.username,
    email: row.email || null,
    full_name: row.full_name,
    is_super_admin: row.is_super_admin === 1,
    is_active: row.is_active === 1,
  };
}

export async function listProjectAdmins(db: Kysely<DB>, projectId: number): Promise<ProjectAdmin[]> {
  await getProjectState(db, projectId);
  return (await repo.selectProjectAdmins(db, projectId)).map(toProjectAdmin);
}

export async function assignAdmin(db: Kysely<DB>, projectId: number, adminId: number): Promise<ProjectAdmin> {
  await getProjectState(db, projectId);
  const admin = await repo.findAdminForAssignment(db, adminId);
  if (!admin) throw notFound('Admin');
  if (await repo.selectAdminAssigned(db, projectId, adminId)) throw alreadyAssigned();
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertAdminProject(trx, projectId, adminId);
      await recordChange(trx, projectId, adminLink('assigned', adminId, admin.username));
    });
  } catch (err) {
    // Two assignments of the same pair at once: the primary key keeps one.
    if (isUniqueViolation(err)) throw alreadyAssigned();
    // The admin or the project was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound('Admin');
    throw err;
  }
  return toProjectAdmin(admin);
}

/**
 * A new admin's conferences, assigned inside the transaction that creates the account: each project is locked
 * while it is assigned (a project deleted meanwhile is a 404 and nothing is created).
 */
export async function assignNewAdmin(
  trx: Kysely<DB>,
  adminId: number,
  username: string,
  projectIds: readonly number[],
): Promise<void> {
  for (const projectId of new Set(projectIds)) {
    if (!(await repo.findProjectState(trx, projectId, 'share'))) throw notFound(`Project ${projectId}`);
    await repo.insertAdminProject(trx, projectId, adminId);
    await recordChange(trx, projectId, adminLink('assigned', adminId, username));
  }
}

export async function unassignAdmin(db: Kysely<DB>, projectId: number, adminId: number): Promise<void> {
  await getProjectState(db, projectId);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteAdminProjectRow(trx, projectId, adminId)))
      throw notFound('Assignment of this admin to this project');
    await recordChange(trx, projectId, adminLink('unassigned', adminId, null));
  });
}

/** The audit entry of an admin given or taken the project. */
function adminLink(change: 'assigned' | 'unassigned', adminId: number, username: string | null) {
  return {
    kind: `admin.${change}` as const,
    summary: `Admin ${username ?? `#${adminId}`} ${change === 'assigned' ? 'given' : 'removed from'} this project`,
    detail: { admin_id: adminId, username },
  };
}
