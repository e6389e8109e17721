import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProjectAdmin } from '../../http/access';
import { parseInput } from '../../http/errors';
import { idParam } from '../../../shared/schemas';
import { errorBodySchema } from '../../../shared/errors';
import {
  criterionCreateSchema,
  criterionSchema,
  criterionUpdateSchema,
} from '../../../shared/contracts/judging';
import { createCriterion, deleteCriterion, listCriteria, updateCriterion } from './criteria.service';

const adminQuery = z.object({
  admin_id: z
    .string()
    .max(20)
    .optional()
    .describe('SPEC.md identity parameter: must name the logged-in admin'),
});
/** SPEC.md may pass the criterion's fields in the query string; a JSON body with the same names is accepted too. */
const fieldsQuery = adminQuery.extend({
  name: z.string().optional(),
  max_score: z.string().optional(),
  order_number: z.string().optional(),
  description: z.string().optional(),
  is_active: z.string().optional(),
});
const projectParams = z.object({ projectId: idParam });
const criterionParams = z.object({ projectId: idParam, id: idParam });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['criteria'];

function merged(query: z.infer<typeof fieldsQuery>, body: unknown): Record<string, unknown> {
  const { admin_id: _admin, ...fields } = query;
  return { ...fields, ...((body as object | undefined) ?? {}) };
}

const criteriaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/evaluation-criteria',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        response: { 200: z.array(criterionSchema), ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return listCriteria(db, project.id);
    },
  );

  app.post(
    '/projects/:projectId/evaluation-criteria',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: fieldsQuery,
        body: criterionUpdateSchema.nullish(),
        response: { 201: criterionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      const input = parseInput(criterionCreateSchema, merged(request.query, request.body));
      return reply.code(201).send(await createCriterion(db, project.id, input));
    },
  );

  app.put(
    '/projects/:projectId/evaluation-criteria/:id',
    {
      schema: {
        tags,
        params: criterionParams,
        querystring: fieldsQuery,
        body: criterionUpdateSchema.nullish(),
        response: { 200: criterionSchema, ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      const input = parseInput(criterionUpdateSchema, merged(request.query, request.body));
      return updateCriterion(db, project.id, request.params.id, input);
    },
  );

  app.delete(
    '/projects/:projectId/evaluation-criteria/:id',
    {
      schema: {
        tags,
        params: criterionParams,
        querystring: adminQuery,
        response: { 200: z.object({ status: z.literal('ok') }), ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      await deleteCriterion(db, project.id, request.params.id);
      return { status: 'ok' as const };
    },
  );
};
export default criteriaRoutes;
