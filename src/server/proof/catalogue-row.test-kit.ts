import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { Access } from '@server/http/project-scope';
import * as fx from '@server/test/fixture-rows';
import type { ProjectWorld, World } from './two-project-world.test-kit';

/**
 * A row of the route catalogue (route-catalogue.test-kit.ts): a route's method, path and declared access, and a valid
 * call of it. Each module's `<module>.catalogue.ts` holds the rows of its routes.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as the proofs send it. */
export type Call = {
  method: Method;
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  /** A text/event-stream: the caller reads the first chunk and lets go (it never ends by itself). */
  stream?: true;
};

/**
 * `uploadsDir`: the app's, for a call that needs files there first (the abstract book's downloads); `app`, for a
 * call that needs another call first (the sign-in through the institution's start).
 */
export type CallContext = { db: Kysely<DB>; world: World; uploadsDir: string; app?: FastifyInstance };

/**
 * What a call puts into its route: the path's parameters (`projectId` is project A's unless given), the query
 * (each value URL-encoded), the body and its headers.
 */
export type CallParts = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  payload?: Call['payload'];
  headers?: Record<string, string>;
  stream?: true;
};
export type CallPlan = (c: CallContext) => CallParts | Promise<CallParts>;

export type CatalogueRow = {
  method: Method;
  /** As registered, with `:name` parameters. */
  path: string;
  /** The access the route declares (http/project-scope.ts). */
  access: Access;
  /**
   * A valid call in project A. A call that destroys or renames something gets a fresh record each time, so
   * every principal's call meets the same world.
   */
  own: CallPlan;
  /** The same call naming a record of project B (or one that does not exist) in A's path: 404 when let in. */
  foreign?: CallPlan;
};

/** A row: `calls` is the plan of its valid call, or the plans of its two calls. */
export function route(
  method: Method,
  path: string,
  access: Access,
  calls: CallPlan | { own: CallPlan; foreign?: CallPlan },
): CatalogueRow {
  const { own, foreign } = typeof calls === 'function' ? { own: calls, foreign: undefined } : calls;
  return { method, path, access, own, ...(foreign ? { foreign } : {}) };
}

/** A call that sends nothing but its path (project A's id where the path has one). */
export const noInput: CallPlan = () => ({});

/** `own` with project A's records and `foreign` with the same records of project B. */
export function inEachProject(parts: (p: ProjectWorld, c: CallContext) => CallParts | Promise<CallParts>): {
  own: CallPlan;
  foreign: CallPlan;
} {
  return { own: (c) => parts(c.world.A, c), foreign: (c) => parts(c.world.B, c) };
}

/** The request a plan makes of its row: the path's parameters filled in, the query after it. */
export async function callOf(row: CatalogueRow, plan: CallPlan, c: CallContext): Promise<Call> {
  const parts = await plan(c);
  const params: Record<string, string | number> = { projectId: c.world.A.project.id, ...parts.params };
  const path = row.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${row.method} ${row.path}: no value for :${name}`);
    return String(params[name]);
  });
  const query = Object.entries(parts.query ?? {})
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return {
    method: row.method,
    url: query ? `${path}?${query}` : path,
    ...(parts.payload === undefined ? {} : { payload: parts.payload }),
    ...(parts.headers ? { headers: parts.headers } : {}),
    ...(parts.stream ? { stream: parts.stream } : {}),
  };
}

/** A login with the fixtures' password, as the account `who` names. */
export const logInAs =
  (who: (world: World) => { username: string }): CallPlan =>
  (c) => ({ payload: { username: who(c.world).username, password: fx.PASSWORD } });

let seq = 0;
/** A name no other call has used (usernames, slugs, criteria). */
export const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A new account's fields, with a username no other call has used. */
export function newAccount(prefix: string) {
  const u = uniq(prefix);
  return { username: u, password: 'secret123', email: `${u}@example.org` };
}

/** An id no record has. */
export const MISSING = 2_000_000_000;
