// Route shapes the modules share: path parameters, the specified identity parameters, error answers.
import { z } from 'zod';
import { errorBodySchema } from '@shared/errors';
import { idParam } from '@shared/schemas';
import { listParamsSchema, pageSchema } from '@shared/paging';
import {
  bulkDeletedSchema,
  bulkDeletePreviewSchema,
  bulkDeleteSchema,
  deletePreviewSchema,
} from '@shared/deletes';

/** The specified identity parameter (docs/product.md#access): compared with the session by the project scope, never trusted. */
export const identityParam = z
  .string()
  .max(32, 'identity parameter is too long')
  .optional()
  .describe('The specified identity parameter: must name the logged-in admin');

export const adminQuery = z.object({ admin_id: identityParam });
export const superAdminQuery = z.object({ super_admin_id: identityParam });

export const projectParams = z.object({ projectId: idParam });
/** A record of the project: /projects/{projectId}/.../{id}. */
export const recordParams = z.object({ projectId: idParam, id: idParam });
export const idParams = z.object({ id: idParam });

export const okSchema = z.object({ status: z.literal('ok') });
export const ok = { status: 'ok' as const };
/** Waits for `work` (a delete, a heartbeat), then answers ok: the end of a route whose answer is okSchema. */
export const okAfter = async (work: Promise<unknown>) => {
  await work;
  return ok;
};

/** The error answers of a route that needs a session: bad input, no session, refused, not found. */
export const signedInErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

type RouteSchema = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
  summary?: string;
  description?: string;
  consumes?: readonly string[];
  produces?: readonly string[];
};

/**
 * The options of a route of a project's admin area: its access (projectAdmin unless told; member for what
 * judges and participants read too), and the shapes all of them share (the project in the path, the specified
 * admin_id, the error answers), which `schema` may extend or replace.
 */
export function projectRoute<const S extends RouteSchema>(
  tags: string[],
  schema: S,
  access: 'projectAdmin' | 'member' = 'projectAdmin',
) {
  return {
    config: { access },
    schema: {
      tags,
      params: projectParams,
      querystring: adminQuery,
      ...schema,
      response: { ...signedInErrors, 409: errorBodySchema, ...schema.response },
    },
  };
}

/**
 * The options of a public route on an active project (the judge's and participants' logins, sign-up, the
 * published results): the project in the path, which the scope checks is active before the handler runs.
 */
export function openProjectRoute<const S extends Omit<RouteSchema, 'params'>>(tags: string[], schema: S) {
  return {
    config: { access: 'public', activeProject: true } as const,
    schema: { tags, params: projectParams, ...schema },
  };
}

/**
 * The options of a route of a project that its judge, participant, presenter or paired kiosk calls: its access,
 * and the project in the path unless `schema` names other params.
 */
export function signedInRoute<const S extends RouteSchema>(
  tags: string[],
  access: 'judge' | 'participant' | 'presenter' | 'kiosk',
  schema: S,
) {
  return { config: { access }, schema: { tags, params: projectParams, ...schema } };
}

/**
 * The schema of a project list's GET (docs/decisions/026-lists-that-scale.md): every row without list parameters,
 * one page with any of them. `params` are the list parameters beside admin_id, `page` the shape of one page.
 */
export function pagedListSchema<Q extends z.ZodObject, P extends z.ZodType, T extends z.ZodType>(
  description: string,
  params: Q,
  page: P,
  item: T,
) {
  return {
    description,
    querystring: adminQuery.extend(params.shape as Q['shape']),
    response: { 200: z.union([page, z.array(item)]) },
  };
}

/** A list's schema with the common page {items, total, page, page_size}; `rows` names a row ("judge"), `searched` what q matches. */
export function listSchema<const K extends readonly [string, ...string[]], T extends z.ZodType>(
  rows: string,
  item: T,
  sorts: K,
  searched: string,
) {
  return pagedListSchema(
    `Without list parameters: every ${rows}. With any of page, page_size, q, sort, dir: one page {items, total, page, page_size}; q matches ${searched}.`,
    listParamsSchema(sorts),
    pageSchema(item),
    item,
  );
}

/**
 * The options of the DELETE of one record of the project, /projects/{projectId}/.../{id}, which answers ok;
 * `schema` may add a summary, a description and a querystring (a typed confirmation).
 */
export function deleteRecordRoute<
  const S extends Omit<RouteSchema, 'params' | 'response'> = Record<never, never>,
>(tags: string[], schema?: S) {
  return projectRoute(tags, { ...(schema as S), params: recordParams, response: { 200: okSchema } });
}

/** The options of a record's delete-preview GET: what deleting it removes, and the text to type if any. */
export const deletePreviewRoute = (tags: string[]) =>
  projectRoute(tags, { params: recordParams, response: { 200: deletePreviewSchema } });

/** The options of a list's bulk-delete POST: the chosen ids (and confirm) in the body, how many went in the answer. */
export const bulkDeleteRoute = (tags: string[], description: string) =>
  projectRoute(tags, { description, body: bulkDeleteSchema, response: { 200: bulkDeletedSchema } });

/** The options of a list's bulk-delete-preview POST: the chosen ids in the body, what deleting them removes. */
export const bulkDeletePreviewRoute = (tags: string[], description: string) =>
  projectRoute(tags, { description, body: bulkDeletePreviewSchema, response: { 200: deletePreviewSchema } });
