// SQL of admin accounts, the admins who may log in where, and the super admin dashboard's counts.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@server/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export function findActiveSuperAdmin(db: Db, username: string) {
  return db
    .selectFrom('admins')
    .selectAll()
    .where('username', '=', username)
    .where('is_active', '=', 1)
    .where('is_super_admin', '=', 1)
    .executeTakeFirst();
}

const adminColumns = [
  'id',
  'username',
  'email',
  'full_name',
  'is_super_admin',
  'is_active',
  'created_at',
] as const;

export function selectAdmins(db: Db) {
  return db.selectFrom('admins').select(adminColumns).orderBy('id').execute();
}

export function findAdmin(db: Db, id: number) {
  return db.selectFrom('admins').select(adminColumns).where('id', '=', id).executeTakeFirst();
}

export type AdminRow = NonNullable<Awaited<ReturnType<typeof findAdmin>>>;

/** The projects assigned to each of the given admins (all admins when ids is omitted), in one query. */
export async function selectAssignedProjects(db: Db, adminIds?: number[]) {
  let q = db
    .selectFrom('admin_projects')
    .innerJoin('projects', 'projects.id', 'admin_projects.project_id')
    .select(['admin_projects.admin_id', 'projects.id', 'projects.name', 'projects.slug'])
    .orderBy('projects.id');
  if (adminIds) {
    if (adminIds.length === 0) return [];
    q = q.where('admin_projects.admin_id', 'in', adminIds);
  }
  return q.execute();
}

/** Usernames are unique regardless of case, so "Admin" and "admin" cannot be two people. */
export async function selectUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAdmin(
  db: Db,
  values: {
    username: string;
    password_hash: string;
    email: string;
    full_name: string | null;
    is_super_admin: 0 | 1;
  },
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({ ...values, is_active: 1, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdminRow(
  db: Db,
  id: number,
  values: Partial<{
    email: string;
    full_name: string | null;
    is_super_admin: 0 | 1;
    is_active: 0 | 1;
    password_hash: string;
  }>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('admins').set(values).where('id', '=', id).execute();
}

export async function deleteAdminRow(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom('admins').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Every summary figure of the dashboard in one statement of scalar subqueries. */
export function selectDashboardSummary(db: Db) {
  return db
    .selectNoFrom((eb) => {
      const count = (table: 'projects' | 'admins' | 'participants' | 'posters' | 'evaluations') =>
        eb.selectFrom(table).select(eb.fn.countAll<number>().as('n'));
      return [
        count('projects').as('total_projects'),
        count('projects').where('is_active', '=', 1).as('active_projects'),
        count('admins').as('total_admins'),
        count('admins').where('is_super_admin', '=', 1).as('super_admins'),
        count('participants').as('total_users'),
        count('posters').as('total_posters'),
        count('evaluations').as('total_evaluations'),
      ];
    })
    .executeTakeFirstOrThrow();
}

/** An active admin who may administer this project: a super admin, or one assigned to it. */
/**
 * An active admin by username, for a project's login door, with whether the account may enter this project:
 * assigned to it, or a super admin (the door then says "not assigned" only once the password proved right).
 */
/** Active admins with `may_enter`: whether they may sign in at this project's door (assigned, or a super admin). */
function projectLoginAdmins(db: Db, projectId: number) {
  return db
    .selectFrom('admins')
    .selectAll()
    .select((eb) =>
      eb
        .or([
          eb('is_super_admin', '=', 1),
          eb.exists(
            eb
              .selectFrom('admin_projects')
              .select('admin_projects.admin_id')
              .whereRef('admin_projects.admin_id', '=', 'admins.id')
              .where('admin_projects.project_id', '=', projectId),
          ),
        ])
        .as('may_enter'),
    )
    .where('is_active', '=', 1);
}

export function findProjectLoginAdmin(db: Db, projectId: number, username: string) {
  return projectLoginAdmins(db, projectId).where('username', '=', username).executeTakeFirst();
}

/** The active admins with this email, in any letter case (sign-in through the institution), by id. */
export function selectProjectLoginAdminsByEmail(db: Db, projectId: number, email: string) {
  return projectLoginAdmins(db, projectId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .orderBy('id')
    .limit(2)
    .execute();
}
