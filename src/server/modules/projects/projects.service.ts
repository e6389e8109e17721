import type { Kysely } from 'kysely';
import type { DB, ProjectUpdate as ProjectRowUpdate } from '../../db/schema';
import type {
  Project,
  ProjectAdmin,
  ProjectCreate,
  ProjectUpdate,
  PublicProject,
} from '../../../shared/contracts/projects';
import type { Principal } from '../auth/principal';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../http/errors';
import * as repo from './projects.repository';

const MAX_SETTINGS_CHARS = 20_000;

/** Maps a stored row (0/1 flags, settings as JSON text) to the contract shape. */
export function toProject(row: repo.ProjectWithCounts): Project {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    is_active: row.is_active === 1,
    logo_url: row.logo_url,
    settings: readSettings(row.settings),
    created_at: row.created_at,
    users: Number(row.users),
    posters: Number(row.posters),
    judges: Number(row.judges),
  };
}

function readSettings(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** settings arrive as an object (JSON body) or as JSON text (query string); both are stored as JSON text. */
function writeSettings(value: Record<string, unknown> | string | null): string | null {
  if (value === null) return null;
  let obj: unknown = value;
  if (typeof value === 'string') {
    try {
      obj = JSON.parse(value);
    } catch {
      throw badRequest('settings must be a JSON object');
    }
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj))
    throw badRequest('settings must be a JSON object');
  const text = JSON.stringify(obj);
  if (text.length > MAX_SETTINGS_CHARS)
    throw badRequest(`settings must be at most ${MAX_SETTINGS_CHARS} characters of JSON`);
  return text;
}

/** A project as anyone may read it: no free-form settings. */
export function toPublicProject(row: repo.ProjectWithCounts): PublicProject {
  const { settings: _settings, ...rest } = toProject(row);
  return rest;
}

/** An inactive project is readable only by the admins who manage it (a super admin, or one assigned to it). */
async function managesProject(db: Kysely<DB>, principal: Principal | null, projectId: number) {
  if (principal?.kind !== 'admin') return false;
  return principal.isSuper || repo.isAssigned(db, projectId, principal.id);
}

/** The public list: active projects; a super admin may also ask for inactive ones. */
export async function listPublicProjects(
  db: Kysely<DB>,
  principal: Principal | null,
  isActive: boolean | undefined,
): Promise<PublicProject[]> {
  const all = principal?.kind === 'admin' && principal.isSuper;
  if (!all && isActive === false) return [];
  return (await repo.listProjects(db, all ? isActive : true)).map(toPublicProject);
}

/** A project by id or slug for the project guard: inactive ones are not found, except by their admins. */
export async function getPublicProject(
  db: Kysely<DB>,
  principal: Principal | null,
  by: { id: number } | { slug: string },
): Promise<PublicProject> {
  const row = 'id' in by ? await repo.findProjectById(db, by.id) : await repo.findProjectBySlug(db, by.slug);
  if (!row || (row.is_active !== 1 && !(await managesProject(db, principal, row.id))))
    throw notFound('Project');
  return toPublicProject(row);
}

export async function getProjectById(db: Kysely<DB>, id: number): Promise<Project> {
  const row = await repo.findProjectById(db, id);
  if (!row) throw notFound('Project');
  return toProject(row);
}

export async function listProjects(db: Kysely<DB>, isActive?: boolean): Promise<Project[]> {
  return (await repo.listProjects(db, isActive)).map(toProject);
}

function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

const slugTaken = () => new AppError('DUPLICATE', 'slug already exists');
const alreadyAssigned = () => new AppError('DUPLICATE', 'This admin is already assigned to this project');

export async function createProject(db: Kysely<DB>, input: ProjectCreate): Promise<Project> {
  let id: number;
  try {
    id = await repo.insertProject(db, {
      name: input.name,
      slug: input.slug,
      description: input.description,
      start_date: input.start_date,
      end_date: input.end_date,
      is_active: 1,
      logo_url: input.logo_url,
      settings: writeSettings(input.settings),
      created_at: new Date().toISOString(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
  return getProjectById(db, id);
}

export async function updateProject(db: Kysely<DB>, id: number, input: ProjectUpdate): Promise<Project> {
  const current = await repo.findProjectById(db, id);
  if (!current) throw notFound('Project');
  const start = input.start_date !== undefined ? input.start_date : current.start_date;
  const end = input.end_date !== undefined ? input.end_date : current.end_date;
  if (start && end && start > end) throw badRequest('end_date must not be before start_date');

  const values: ProjectRowUpdate = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.slug !== undefined) values.slug = input.slug;
  if (input.description !== undefined) values.description = input.description;
  if (input.start_date !== undefined) values.start_date = input.start_date;
  if (input.end_date !== undefined) values.end_date = input.end_date;
  if (input.logo_url !== undefined) values.logo_url = input.logo_url;
  if (input.settings !== undefined) values.settings = writeSettings(input.settings);
  if (input.is_active !== undefined) values.is_active = input.is_active ? 1 : 0;
  try {
    await repo.updateProject(db, id, values);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
  return getProjectById(db, id);
}

export async function deleteProject(db: Kysely<DB>, id: number): Promise<void> {
  const deleted = await db.transaction().execute((trx) => repo.deleteProject(trx, id));
  if (!deleted) throw notFound('Project');
}

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

async function assertProject(db: Kysely<DB>, projectId: number): Promise<void> {
  if (!(await repo.projectExists(db, projectId))) throw notFound('Project');
}

export async function listProjectAdmins(db: Kysely<DB>, projectId: number): Promise<ProjectAdmin[]> {
  await assertProject(db, projectId);
  return (await repo.listProjectAdmins(db, projectId)).map(toProjectAdmin);
}

export async function assignAdmin(db: Kysely<DB>, projectId: number, adminId: number): Promise<ProjectAdmin> {
  await assertProject(db, projectId);
  const admin = await repo.findAdminForAssignment(db, adminId);
  if (!admin) throw notFound('Admin');
  if (await repo.isAssigned(db, projectId, adminId)) throw alreadyAssigned();
  try {
    await repo.assignAdmin(db, projectId, adminId);
  } catch (err) {
    // Two assignments of the same pair at once: the primary key keeps one.
    if (isUniqueViolation(err)) throw alreadyAssigned();
    // The admin or the project was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound('Admin');
    throw err;
  }
  return toProjectAdmin(admin);
}

export async function unassignAdmin(db: Kysely<DB>, projectId: number, adminId: number): Promise<void> {
  await assertProject(db, projectId);
  if (!(await repo.unassignAdmin(db, projectId, adminId)))
    throw notFound('Assignment of this admin to this project');
}
