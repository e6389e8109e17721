// Who may call each API route, declared on the route and checked here once (docs/decisions/018-one-shape-server.md).
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type {
  AdminPrincipal,
  JudgePrincipal,
  Principal,
  ParticipantPrincipal,
  PresenterPrincipal,
  KioskPrincipal,
} from '../principal';
import { AppError, forbidden } from '../errors';
import { runAs } from './request-actor';
import { sessionToken } from './session-cookie';

/**
 * - public: anyone. With `:projectId` in the path the project must exist (404), and be active with
 *   `activeProject` (403 PROJECT_INACTIVE): the logins and sign-up.
 * - session: any logged-in principal.
 * - superAdmin: super admins.
 * - projectAdmin: an admin of the project in the path: a super admin, or an admin assigned to it.
 * - judge: a judge of the project in the path, while it is active.
 * - member: its admins, judges and participants (judges and participants while it is active). Naming an admin
 *   with the identity parameter makes it an admin's call.
 * - participant: a participant of the project in the path, while it is active (the people's choice vote).
 * - presenter: a poster's presenter (signed in by the poster's link) of the project in the path, while it is
 *   active (docs/decisions/041-poster-files.md). A presenter is no member: they read and send their own poster
 *   only, named by their session, never by an id in the request.
 * - kiosk: a screen of the poster hall of the project in the path (paired by its link), while it is active
 *   (docs/decisions/052-screens-and-the-kiosk.md). No member either: it reads its screen's roster only.
 */
export type Access =
  | 'public'
  | 'session'
  | 'superAdmin'
  | 'projectAdmin'
  | 'judge'
  | 'member'
  | 'participant'
  | 'presenter'
  | 'kiosk';

/** The specified identity query parameters (docs/product.md#access): compared with the session, never trusted (naming someone else is 403). */
export type IdentityParam = 'admin_id' | 'super_admin_id';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** By default super_admin_id for superAdmin routes and admin_id for projectAdmin and member routes. */
    identity?: IdentityParam;
    activeProject?: true;
  }
  interface FastifyRequest {
    scope: RequestScope;
  }
}

/**
 * What the route's declared access established. Reading what the route did not declare (a judge on an admin
 * route) is a programming error, not a refusal: the route is wrong, and its tests say so.
 */
export class RequestScope {
  constructor(
    /** The session's principal, or null. */
    readonly principal: Principal | null,
    private readonly project: number | null = null,
  ) {}

  /** The project in the path, checked as the route declared. */
  get projectId(): number {
    if (this.project === null) throw new Error('This route declares no project');
    return this.project;
  }

  get session(): Principal {
    if (!this.principal) throw new Error('This route does not require a session');
    return this.principal;
  }

  get admin(): AdminPrincipal {
    return this.only('admin', 'admins');
  }

  get judge(): JudgePrincipal {
    return this.only('judge', 'judges');
  }

  get participant(): ParticipantPrincipal {
    return this.only('user', 'participants');
  }

  get presenter(): PresenterPrincipal {
    return this.only('presenter', 'presenters');
  }

  get kiosk(): KioskPrincipal {
    return this.only('kiosk', 'kiosks');
  }

  /** The principal if it is of this kind (the route declared it); `who` names the kind for the error. */
  private only<K extends Principal['kind']>(kind: K, who: string): Extract<Principal, { kind: K }> {
    if (this.principal?.kind !== kind) throw new Error(`This route is not for ${who}`);
    return this.principal as Extract<Principal, { kind: K }>;
  }
}

/**
 * What the scope asks of the modules, given by buildApp (http/ imports no module): the auth module's session
 * lookup and the projects module's project checks.
 */
export type ScopeLookups = {
  /** The principal a session token names, or null (no token, expired, or its principal gone). */
  findPrincipal(db: Kysely<DB>, token: string | undefined): Promise<Principal | null>;
  /** The project, or 404. */
  requireProject(db: Kysely<DB>, projectId: number): Promise<unknown>;
  /** The project, active: 404, or 403 PROJECT_INACTIVE. */
  requireActiveProject(db: Kysely<DB>, projectId: number): Promise<void>;
  /** Whether the admin is assigned to the project. */
  isAdminAssigned(db: Kysely<DB>, projectId: number, adminId: number): Promise<boolean>;
};

type Declared = { access: Access; identity: IdentityParam | null; project: boolean; activeProject: boolean };

function requireSession(p: Principal | null): Principal {
  if (!p) throw new AppError('LOGIN_REQUIRED', 'Please log in first');
  return p;
}

function checkIdentity(p: Principal, claimed: unknown): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  if (p.kind !== 'admin' || String(claimed) !== String(p.id)) {
    throw forbidden('The identity in the request does not match the logged-in account');
  }
}

async function requireProjectAdmin(
  db: Kysely<DB>,
  lookups: ScopeLookups,
  principal: Principal | null,
  projectId: number,
  claimed: unknown,
) {
  const p = requireSession(principal);
  if (p.kind !== 'admin') throw forbidden('Only an administrator of this project can do this');
  checkIdentity(p, claimed);
  await lookups.requireProject(db, projectId);
  if (!p.isSuper && !(await lookups.isAdminAssigned(db, projectId, p.id)))
    throw forbidden('You are not an administrator of this project');
}

const only = {
  judge: 'a judge',
  user: 'a participant',
  presenter: "a poster's presenter",
  kiosk: 'a screen',
} as const;

/**
 * A judge, participant or presenter of this project (a member: a judge or participant); a deactivated project is
 * closed to them, reads included.
 */
function requireOwnOpenProject(
  principal: Principal | null,
  projectId: number,
  kind: 'judge' | 'user' | 'presenter' | 'kiosk' | null,
): void {
  const p = requireSession(principal);
  if (kind && p.kind !== kind) throw forbidden(`Only ${only[kind]} of this project can do this`);
  if (!kind && (p.kind === 'presenter' || p.kind === 'kiosk'))
    throw forbidden('You are not a member of this project');
  if (p.kind === 'admin' || p.projectId !== projectId)
    throw forbidden(
      kind ? `You are not ${only[kind]} of this project` : 'You are not a member of this project',
    );
  if (!p.projectActive) throw new AppError('PROJECT_INACTIVE', 'This project is currently inactive');
}

async function checkAccess(request: FastifyRequest, route: Declared, lookups: ScopeLookups): Promise<void> {
  const db = request.server.database.db;
  const p = request.scope.principal;
  const projectId = route.project ? (request.params as { projectId: number }).projectId : null;
  const claimed = route.identity ? (request.query as Record<string, unknown>)[route.identity] : undefined;
  switch (route.access) {
    case 'public':
      if (projectId === null) return;
      if (route.activeProject) await lookups.requireActiveProject(db, projectId);
      else await lookups.requireProject(db, projectId);
      return;
    case 'session':
      requireSession(p);
      return;
    case 'superAdmin': {
      const s = requireSession(p);
      if (s.kind !== 'admin' || !s.isSuper) throw forbidden('Only a super admin can do this');
      checkIdentity(s, claimed);
      return;
    }
    case 'projectAdmin':
      return requireProjectAdmin(db, lookups, p, projectId!, claimed);
    case 'member': {
      const named = claimed !== undefined && claimed !== '';
      if (named || p?.kind === 'admin') return requireProjectAdmin(db, lookups, p, projectId!, claimed);
      return requireOwnOpenProject(p, projectId!, null);
    }
    case 'judge':
      return requireOwnOpenProject(p, projectId!, 'judge');
    case 'participant':
      return requireOwnOpenProject(p, projectId!, 'user');
    case 'presenter':
      return requireOwnOpenProject(p, projectId!, 'presenter');
    case 'kiosk':
      return requireOwnOpenProject(p, projectId!, 'kiosk');
  }
}

const needsProject: ReadonlySet<Access> = new Set([
  'projectAdmin',
  'judge',
  'member',
  'participant',
  'presenter',
  'kiosk',
]);

/** Reads a route's declaration; a route that declares nothing, or something it cannot hold, stops the server. */
function declaration(route: RouteOptions): Declared {
  const where = `${route.method} ${route.url}`;
  const { access, identity, activeProject } = route.config ?? {};
  if (!access) throw new Error(`${where}: declare config.access`);
  const project = route.url.includes(':projectId');
  if (needsProject.has(access) && !project) throw new Error(`${where}: ${access} needs :projectId`);
  if (activeProject && !(access === 'public' && project))
    throw new Error(`${where}: activeProject is for public routes with :projectId`);
  const named =
    access === 'superAdmin'
      ? (identity ?? 'super_admin_id')
      : access === 'projectAdmin' || access === 'member'
        ? (identity ?? 'admin_id')
        : null;
  const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  if (named && !query?.shape?.[named]) throw new Error(`${where}: its querystring must declare ${named}`);
  return { access, identity: named, project, activeProject: activeProject === true };
}

/**
 * Looks the session up when a request starts, and gives every route a preHandler (after validation, so bad input
 * is a 400 before any 401/403) that enforces the route's declared access. Register inside the /api context.
 */
export function registerProjectScope(api: FastifyInstance, lookups: ScopeLookups): void {
  api.decorateRequest('scope', null as unknown as RequestScope);
  api.addHook('onRequest', async (request) => {
    request.scope = new RequestScope(await lookups.findPrincipal(api.database.readDb, sessionToken(request)));
  });
  api.addHook('onRoute', (route) => {
    const declared = declaration(route);
    const check = async (request: FastifyRequest) => {
      await checkAccess(request, declared, lookups);
      if (declared.project)
        request.scope = new RequestScope(
          request.scope.principal,
          (request.params as { projectId: number }).projectId,
        );
    };
    const own = route.preHandler ? [route.preHandler].flat() : [];
    // Last: the handler then runs as the request's principal (http/request-actor.ts, for the audit log).
    const actAs = (request: FastifyRequest, _reply: unknown, done: () => void) =>
      runAs(request.scope.principal, done);
    route.preHandler = [check, ...own, actAs];
    // In the OpenAPI document too: who may call it, and that it needs the session cookie.
    if (route.schema) {
      Object.assign(route.schema, { 'x-access': declared.access });
      if (declared.access !== 'public') route.schema.security = [{ session: [] }];
    }
  });
}
