import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, NewProject } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { SESSION_COOKIE } from '../http/session-cookie';
import { startSession } from '../modules/auth/session.service';
import { refreshPosterSearch } from '../modules/poster-search';
import { clientFrom, type Client } from './test-app';

/**
 * Rows for tests, written straight to the database so each test sets up only what it needs (a session too,
 * without a login), and the rows as stored, read back. Passwords are hashed once and shared: argon2 is
 * deliberately slow. The bytes of uploaded files are fixture-files.ts's.
 */
export const PASSWORD = 'secret123';

/** The code of a refused field value: one of the per-issue codes of src/server/errors.ts (codeOfIssue). */
export const FIELD_CODE =
  /^(REQUIRED|TOO_SHORT|TOO_LONG|TOO_SMALL|TOO_BIG|NOT_INTEGER|INVALID_EMAIL|INVALID_FORMAT|INVALID_CHOICE|VALIDATION)$/;
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(PASSWORD));
const now = () => new Date().toISOString();
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function makeProject(db: Kysely<DB>, over: Partial<NewProject> = {}) {
  const slug = over.slug ?? unique('conf-');
  return db
    .insertInto('projects')
    .values({
      name: `Conference ${slug}`,
      slug,
      description: null,
      // Far ahead: a project of a test is never after its event (posters close then, decision 055).
      start_date: '2099-05-01',
      end_date: '2099-05-03',
      is_active: 1,
      logo_url: null,
      settings: null,
      created_at: now(),
      ...over,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeAdmin(
  db: Kysely<DB>,
  opts: {
    superAdmin?: boolean;
    projectIds?: number[];
    username?: string;
    isActive?: boolean;
    email?: string;
  } = {},
) {
  const admin = await db
    .insertInto('admins')
    .values({
      username: opts.username ?? unique('admin'),
      password_hash: await passwordHash(),
      email: opts.email ?? `${unique('a')}@example.org`,
      full_name: 'Test Admin',
      is_super_admin: opts.superAdmin ? 1 : 0,
      is_active: opts.isActive === false ? 0 : 1,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const projectId of opts.projectIds ?? []) {
    await db
      .insertInto('admin_projects')
      .values({ admin_id: admin.id, project_id: projectId, created_at: now() })
      .execute();
  }
  return admin;
}

export async function makeJudge(
  db: Kysely<DB>,
  projectId: number,
  over: { username?: string; full_name?: string; affiliation?: string | null; email?: string } = {},
) {
  return db
    .insertInto('judges')
    .values({
      project_id: projectId,
      username: over.username ?? unique('judge'),
      password_hash: await passwordHash(),
      full_name: over.full_name ?? 'Judge Kim',
      email: over.email ?? `${unique('j')}@example.org`,
      affiliation: over.affiliation === undefined ? 'KAIST' : over.affiliation,
      specialty: 'Biology',
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeParticipant(db: Kysely<DB>, projectId: number, over: { username?: string } = {}) {
  return db
    .insertInto('participants')
    .values({
      project_id: projectId,
      username: over.username ?? unique('user'),
      password_hash: await passwordHash(),
      email: `${unique('u')}@example.org`,
      full_name: 'Participant Lee',
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makePoster(
  db: Kysely<DB>,
  projectId: number,
  over: Partial<{
    title: string;
    author: string;
    affiliation: string | null;
    category: string | null;
    images: string[];
    board: string | null;
  }> = {},
) {
  const last = await db
    .selectFrom('posters')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  const poster = await db
    .insertInto('posters')
    .values({
      project_id: projectId,
      title: over.title ?? unique('Poster '),
      author: over.author ?? '홍길동',
      affiliation: over.affiliation === undefined ? 'Seoul National University' : over.affiliation,
      category: over.category === undefined ? 'AI' : over.category,
      abstract: 'An abstract.',
      keywords: 'ai; vision',
      audio_file: null,
      order_number: null,
      number: Number(last?.max ?? 0) + 1,
      board: over.board ?? null,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [i, url] of (over.images ?? []).entries()) {
    await db.insertInto('poster_images').values({ poster_id: poster.id, url, position: i }).execute();
  }
  await refreshPosterSearch(db, [poster.id]);
  return poster;
}

export async function makeCriterion(
  db: Kysely<DB>,
  projectId: number,
  over: Partial<{ name: string; max_score: number; order_number: number; is_active: 0 | 1 }> = {},
) {
  return db
    .insertInto('criteria')
    .values({
      project_id: projectId,
      name: over.name ?? unique('Criterion '),
      max_score: over.max_score ?? 10,
      order_number: over.order_number ?? 1,
      description: null,
      is_active: over.is_active ?? 1,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeAssignment(db: Kysely<DB>, projectId: number, judgeId: number, posterId: number) {
  return db
    .insertInto('assignments')
    .values({
      project_id: projectId,
      judge_id: judgeId,
      poster_id: posterId,
      status: 'pending',
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new project whose one judge is assigned its one poster: the smallest world a judging test needs. */
export async function makeAssignedPoster(db: Kysely<DB>) {
  const project = await makeProject(db);
  const judge = await makeJudge(db, project.id);
  const poster = await makePoster(db, project.id);
  const assignment = await makeAssignment(db, project.id, judge.id, poster.id);
  return { project, judge, poster, assignment };
}

/**
 * A logged-in client without going through a login route (those have their own tests): a session row and
 * its cookie, made by the same code the login routes use.
 */
export async function sessionFor(
  app: FastifyInstance,
  kind: 'admin' | 'judge' | 'user' | 'presenter',
  id: number,
  projectId: number | null = null,
): Promise<Client> {
  const session = await startSession(app.database.db, { kind, id, projectId }, app.config.sessionTtlMs);
  return clientFrom(app, {
    headers: { 'set-cookie': `${SESSION_COOKIE}=${session.token}; Path=/` },
  } as never);
}

/** A new admin (makeAdmin's options) with a session of their own, as sessionFor makes it. */
export async function adminClient(app: FastifyInstance, opts: Parameters<typeof makeAdmin>[1] = {}) {
  return sessionFor(app, 'admin', (await makeAdmin(app.database.db, opts)).id);
}

/** A judge's stored evaluation of a poster (as the judging module writes it): the row and its scores. */
export async function makeEvaluation(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
  scores: Array<[criterionId: number, score: number]>,
  comment = 'fine',
): Promise<number> {
  const ev = await db
    .insertInto('evaluations')
    .values({
      project_id: projectId,
      judge_id: judgeId,
      poster_id: posterId,
      comment,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [criterion_id, score] of scores)
    await db.insertInto('evaluation_scores').values({ evaluation_id: ev.id, criterion_id, score }).execute();
  return ev.id;
}

export { rowsWhere, scoresOf, sessionsOf, storedImages, storedRow, storedRows } from './stored-rows';
/** A poster's submission row (and its pages' rows), as the upload and its render job leave it. */
export { makeSubmission } from './submission-rows';
export { makeMailMessage, makePasswordReset } from './mail-rows';
export { makePosterSession } from './session-rows';
export { auditEvents } from './audit-rows';
