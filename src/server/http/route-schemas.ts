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

export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
export const uploadErrorResponses = { ...errorResponses, 413: errorBodySchema };
