// Projects: the public reads, the super admin's management, and the project state other writes depend on.
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@server/db/constraint-errors';
import type { DB, ProjectUpdate as ProjectRowUpdate } from '@server/db/schema';
import {
  type Project,
  type ProjectCreate,
  type ProjectUpdate,
  type PublicProject,
  effectivePhase,
} from '@shared/contracts/projects';
import type { DeletePreview } from '@shared/deletes';
import { DEFAULT_TIME_ZONE } from '@shared/time';
import { checkConfirmation } from '@server/http/confirmation';
import type { Principal } from '@server/principal';
import { AppError, editConflict, notFound } from '@server/errors';
import { insertCopiedCriteria } from '@server/modules/criteria';
import { insertCopiedJudges } from '@server/modules/judges';
import * as repo from './projects.repository';
import { mediaStorage, projectKeys } from '@server/media';

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
    phase: effectivePhase(row.phase, row.judging_closes_at),
    judging_closes_at: row.judging_closes_at,
    time_zone: row.time_zone,
    version: row.version,
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

const settingsInvalid = (detail: string) => new AppError('SETTINGS_INVALID', detail, { field: 'settings' });

/** settings arrive as an object (JSON body) or as JSON text (query string); both are stored as JSON text. */
function writeSettings(value: Record<string, unknown> | string | null): string | null {
  if (value === null) return null;
  let obj: unknown = value;
  if (typeof value === 'string') {
    try {
      obj = JSON.parse(value);
    } catch {
      throw settingsInvalid('settings must be a JSON object');
    }
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj))
    throw settingsInvalid('settings must be a JSON object');
  const text = JSON.stringify(obj);
  if (text.length > MAX_SETTINGS_CHARS)
    throw settingsInvalid(`settings must be at most ${MAX_SETTINGS_CHARS} characters of JSON`);
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
  return principal.isSuper || repo.selectAdminAssigned(db, projectId, principal.id);
}

/** The public list: active projects; a super admin may also ask for inactive ones. */
export async function listPublicProjects(
  db: Kysely<DB>,
  principal: Principal | null,
  isActive: boolean | undefined,
): Promise<PublicProject[]> {
  const all = principal?.kind === 'admin' && principal.isSuper;
  if (!all && isActive === false) return [];
  return (await repo.selectProjects(db, all ? isActive : true)).map(toPublicProject);
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
  return (await repo.selectProjects(db, isActive)).map(toProject);
}

/** The project, or 404. With `lock`, inside a write, it cannot be deactivated or deleted until the write ends. */
export async function getProjectState(db: Kysely<DB>, id: number, lock?: 'share' | 'update') {
  const project = await repo.findProjectState(db, id, lock);
  if (!project) throw notFound('Project');
  return project;
}

/** Whether the admin is assigned to the project (a super admin administers every project without it). */
export const isAdminAssigned = repo.selectAdminAssigned;

/** Judges and participants act only in an active project (docs/product.md#access): 404, or 403 PROJECT_INACTIVE. */
export async function requireActiveProject(
  db: Kysely<DB>,
  id: number,
  lock?: 'share' | 'update',
): Promise<void> {
  const project = await getProjectState(db, id, lock);
  if (project.is_active !== 1) throw new AppError('PROJECT_INACTIVE', 'This project is currently inactive');
}

/**
 * Judges submit only while judging is open (and the project active). Inside the evaluation's write, with the
 * project row read FOR SHARE: a change of phase (an UPDATE of that row) waits for the evaluation, or it waits.
 */
export async function requireJudgingOpen(db: Kysely<DB>, id: number, lock: 'share'): Promise<void> {
  const project = await getProjectState(db, id, lock);
  if (project.is_active !== 1) throw new AppError('PROJECT_INACTIVE', 'This project is currently inactive');
  const phase = effectivePhase(project.phase, project.judging_closes_at);
  if (phase !== 'open')
    throw new AppError(
      'JUDGING_CLOSED',
      phase === 'setup'
        ? 'Judging has not opened yet: evaluations cannot be submitted'
        : 'Judging is closed: evaluations can no longer be submitted or changed',
    );
}

const slugTaken = () => new AppError('SLUG_TAKEN', 'slug already exists', { field: 'slug' });

/**
 * Creates a project; with copy_from_project_id, copies the listed parts of that project in the same transaction
 * (the source row is locked shared, so it cannot be deleted halfway).
 */
export async function createProject(db: Kysely<DB>, input: ProjectCreate): Promise<Project> {
  let id: number;
  const createdAt = new Date().toISOString();
  try {
    id = await db.transaction().execute(async (trx) => {
      const from = input.copy_from_project_id;
      if (from != null && !(await repo.findProjectState(trx, from, 'share')))
        throw new AppError('NO_SUCH_PROJECT', 'copy_from_project_id: no such project', {
          field: 'copy_from_project_id',
        });
      const newId = await insertRow(trx, input, createdAt);
      const copy = new Set(input.copy ?? []);
      if (from != null && copy.has('criteria')) await insertCopiedCriteria(trx, from, newId, createdAt);
      if (from != null && copy.has('judges')) await insertCopiedJudges(trx, from, newId, createdAt);
      return newId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
  return getProjectById(db, id);
}

function insertRow(db: Kysely<DB>, input: ProjectCreate, createdAt: string): Promise<number> {
  return repo.insertProject(db, {
    name: input.name,
    slug: input.slug,
    description: input.description,
    start_date: input.start_date,
    end_date: input.end_date,
    is_active: 1,
    logo_url: input.logo_url,
    settings: writeSettings(input.settings),
    time_zone: input.time_zone ?? DEFAULT_TIME_ZONE,
    created_at: createdAt,
    // A new project is prepared before judges may submit (docs/decisions/020-judging-day.md).
    phase: 'setup',
  });
}

function projectChanges(input: ProjectUpdate): ProjectRowUpdate {
  const values: ProjectRowUpdate = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.slug !== undefined) values.slug = input.slug;
  if (input.description !== undefined) values.description = input.description;
  if (input.start_date !== undefined) values.start_date = input.start_date;
  if (input.end_date !== undefined) values.end_date = input.end_date;
  if (input.logo_url !== undefined) values.logo_url = input.logo_url;
  if (input.settings !== undefined) values.settings = writeSettings(input.settings);
  if (input.time_zone !== undefined) values.time_zone = input.time_zone;
  if (input.is_active !== undefined) values.is_active = input.is_active ? 1 : 0;
  return values;
}

/** Edits a project; the date check reads the stored dates locked, so two edits cannot cross them. */
export async function updateProject(db: Kysely<DB>, id: number, input: ProjectUpdate): Promise<Project> {
  try {
    await db.transaction().execute(async (trx) => {
      const current = await repo.lockProjectDates(trx, id);
      if (!current) throw notFound('Project');
      const start = input.start_date !== undefined ? input.start_date : current.start_date;
      const end = input.end_date !== undefined ? input.end_date : current.end_date;
      if (start && end && start > end)
        throw new AppError('DATES_REVERSED', 'end_date must not be before start_date', { field: 'end_date' });
      if (!(await repo.updateProjectRow(trx, id, projectChanges(input), input.version)))
        throw editConflict(await getProjectById(trx, id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
  return getProjectById(db, id);
}

/** What deleting the project removes, and the name to type to confirm it. */
export async function projectDeletePreview(db: Kysely<DB>, id: number): Promise<DeletePreview> {
  const project = await repo.findProjectById(db, id);
  if (!project) throw notFound('Project');
  return { ...(await repo.selectProjectContents(db, id)), confirm: project.name };
}

/**
 * Deletes the project and everything in it, once its name is typed (checked against the locked row); after the
 * commit, its files: its uploads folder (images, audio, poster files' pages) and its poster files' originals
 * kept aside, which would otherwise stay served to anyone holding an address.
 */
export async function deleteProject(
  db: Kysely<DB>,
  uploadsDir: string,
  id: number,
  confirm: string | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await repo.lockProjectName(trx, id);
    if (!project) throw notFound('Project');
    checkConfirmation('project', [project.name], confirm);
    await repo.deleteProjectRow(trx, id);
  });
  const storage = mediaStorage(uploadsDir);
  for (const prefix of projectKeys(id)) await storage.deleteFolder(prefix);
}
