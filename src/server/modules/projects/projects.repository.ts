// SQL of projects and of their admins (admin_projects); every query names its project first.
import type { Kysely, Transaction } from 'kysely';
import { nextVersion } from '@server/db/versions';
import { deleteRowsWhere, findRowWhere } from '@server/db/rows';
import { asCounts } from '@server/db/counts';
import type { DB, NewProject, ProjectUpdate } from '@server/db/schema';

/**
 * Projects with their counts. Counts come from one grouped subquery per counted table, joined to the
 * project rows: a constant number of queries however many projects there are.
 */

type Db = Kysely<DB> | Transaction<DB>;

export type ProjectFilter = { isActive?: boolean | undefined; id?: number; slug?: string };

export function selectProjectsWithCounts(db: Db, filter: ProjectFilter = {}) {
  const counted = (table: 'participants' | 'posters' | 'judges') =>
    db
      .selectFrom(table)
      .select(['project_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('project_id');

  let q = db
    .selectFrom('projects')
    .leftJoin(counted('participants').as('pa'), 'pa.project_id', 'projects.id')
    .leftJoin(counted('posters').as('p'), 'p.project_id', 'projects.id')
    .leftJoin(counted('judges').as('j'), 'j.project_id', 'projects.id')
    .selectAll('projects')
    .select((eb) => [
      eb.fn.coalesce('pa.n', eb.lit(0)).as('users'),
      eb.fn.coalesce('p.n', eb.lit(0)).as('posters'),
      eb.fn.coalesce('j.n', eb.lit(0)).as('judges'),
    ]);
  if (filter.isActive !== undefined) q = q.where('projects.is_active', '=', filter.isActive ? 1 : 0);
  if (filter.id !== undefined) q = q.where('projects.id', '=', filter.id);
  if (filter.slug !== undefined) q = q.where('projects.slug', '=', filter.slug);
  return q.orderBy('projects.id', 'desc');
}

export type ProjectWithCounts = Awaited<
  ReturnType<ReturnType<typeof selectProjectsWithCounts>['executeTakeFirstOrThrow']>
>;

export function selectProjects(db: Db, isActive?: boolean): Promise<ProjectWithCounts[]> {
  return selectProjectsWithCounts(db, { isActive }).execute();
}

export function findProjectById(db: Db, id: number): Promise<ProjectWithCounts | undefined> {
  return selectProjectsWithCounts(db, { id }).executeTakeFirst();
}

export function findProjectBySlug(db: Db, slug: string): Promise<ProjectWithCounts | undefined> {
  return selectProjectsWithCounts(db, { slug }).executeTakeFirst();
}

/**
 * Whether the project exists and is active, its phase and its clock. With `lock`, inside a write, nobody can
 * change it until the write ends.
 */
export const findProjectState = (db: Kysely<DB>, id: number, lock?: 'share' | 'update') =>
  findRowWhere(
    db,
    'projects',
    { id },
    { columns: ['id', 'is_active', 'phase', 'judging_closes_at', 'time_zone'], lock },
  );

/** The stored dates, locked until the transaction ends (an edit checks the new dates against them). */
export const lockProjectDates = (trx: Transaction<DB>, id: number) =>
  findRowWhere(trx, 'projects', { id }, { columns: ['start_date', 'end_date'], lock: 'update' });

export async function insertProject(db: Db, values: NewProject): Promise<number> {
  const row = await db.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a project from the version an edit was based on (any, when none is named); false: it has moved on. */
export async function updateProjectRow(
  db: Db,
  id: number,
  values: ProjectUpdate,
  baseVersion?: number,
): Promise<boolean> {
  if (Object.keys(values).length === 0 && baseVersion === undefined) return true;
  const r = await db
    .updateTable('projects')
    .set({ ...values, version: nextVersion })
    .where('id', '=', id)
    .$if(baseVersion !== undefined, (qb) => qb.where('version', '=', baseVersion!))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export type ProjectCounts = {
  total_posters: number;
  total_judges: number;
  total_users: number;
  total_assignments: number;
  completed_assignments: number;
  total_evaluations: number;
};

/** All of a project's counts in one round trip (scalar subqueries, each on an indexed project_id). */
export async function selectProjectCounts(db: Kysely<DB>, projectId: number): Promise<ProjectCounts> {
  const count = (table: 'posters' | 'judges' | 'participants' | 'assignments' | 'evaluations') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId);
  const row = await db
    .selectNoFrom([
      count('posters').as('total_posters'),
      count('judges').as('total_judges'),
      count('participants').as('total_users'),
      count('assignments').as('total_assignments'),
      count('assignments').where('status', '=', 'completed').as('completed_assignments'),
      count('evaluations').as('total_evaluations'),
    ])
    .executeTakeFirstOrThrow();
  return asCounts(row);
}

/** How many rows of each kind the project holds (what deleting it removes). */
export async function selectProjectContents(db: Db, id: number) {
  const c = await selectProjectCounts(db, id);
  return {
    posters: c.total_posters,
    judges: c.total_judges,
    participants: c.total_users,
    evaluations: c.total_evaluations,
    assignments: c.total_assignments,
  };
}

/** The project's name, its row locked until the transaction ends (a delete checks the typed name against it). */
export const lockProjectName = (trx: Kysely<DB>, id: number) =>
  findRowWhere(trx, 'projects', { id }, { columns: ['name'], lock: 'update' });

/**
 * Removes a project and, by the schema's cascades, its judges, participants, posters, images, criteria,
 * assignments, evaluations and admin links. Sessions have no foreign key, so the project's judges' and
 * participants' sessions are removed first.
 */
export async function deleteProjectRow(trx: Transaction<DB>, id: number): Promise<boolean> {
  await trx
    .deleteFrom('sessions')
    .where('principal_type', '=', 'judge')
    .where('principal_id', 'in', trx.selectFrom('judges').select('id').where('project_id', '=', id))
    .execute();
  await trx
    .deleteFrom('sessions')
    .where('principal_type', '=', 'user')
    .where('principal_id', 'in', trx.selectFrom('participants').select('id').where('project_id', '=', id))
    .execute();
  const res = await trx.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Admins assigned to a project (a super admin appears only when assigned). */
export function selectProjectAdmins(db: Db, projectId: number) {
  return db
    .selectFrom('admin_projects')
    .innerJoin('admins', 'admins.id', 'admin_projects.admin_id')
    .select([
      'admins.id',
      'admins.username',
      'admins.email',
      'admins.full_name',
      'admins.is_super_admin',
      'admins.is_active',
    ])
    .where('admin_projects.project_id', '=', projectId)
    .orderBy('admins.id')
    .execute();
}

export type ProjectAdminRow = Awaited<ReturnType<typeof selectProjectAdmins>>[number];

export function findAdminForAssignment(db: Db, adminId: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'email', 'full_name', 'is_super_admin', 'is_active'])
    .where('id', '=', adminId)
    .executeTakeFirst();
}

export async function selectAdminAssigned(db: Db, projectId: number, adminId: number): Promise<boolean> {
  const match = { project_id: projectId, admin_id: adminId };
  return (await findRowWhere(db, 'admin_projects', match, { columns: ['admin_id'] })) !== undefined;
}

export async function insertAdminProject(db: Db, projectId: number, adminId: number): Promise<void> {
  await db
    .insertInto('admin_projects')
    .values({ project_id: projectId, admin_id: adminId, created_at: new Date().toISOString() })
    .execute();
}

export const deleteAdminProjectRow = async (db: Db, projectId: number, adminId: number): Promise<boolean> =>
  (await deleteRowsWhere(db, 'admin_projects', { project_id: projectId, admin_id: adminId })) > 0;
