// Route shapes the modules share: path parameters, SPEC.md's identity parameters, error answers.
import { z } from 'zod';
import { errorBodySchema } from '../../shared/errors';
import { idParam } from '../../shared/schemas';

/** SPEC.md's identity parameter: compared with the session by the project scope, never trusted. */
export const identityParam = z
  .string()
  .max(32, 'identity parameter is too long')
  .optional()
  .describe('SPEC.md identity parameter: must name the logged-in admin');

export const adminQuery = z.object({ admin_id: identityParam });
export const superAdminQuery = z.object({ super_admin_id: identityParam });

export const projectParams = z.object({ projectId: idParam });
/** A record of the project: /projects/{projectId}/.../{id}. */
export const recordParams = z.object({ projectId: idParam, id: idParam });
export const idParams = z.object({ id: idParam });

export const okSchema = z.object({ status: z.literal('ok') });
export const ok = { status: 'ok' as const };

const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
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
 * judges and participants read too), and the shapes all of them share (the project in the path, SPEC.md's
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
      response: { ...errorResponses, ...schema.response },
    },
  };
}
