// What the super admin's project tests read back: the projects an admin is assigned to, as stored.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';

export const assignedProjects = (db: Kysely<DB>, adminId: number) =>
  db.selectFrom('admin_projects').select('project_id').where('admin_id', '=', adminId).execute();
