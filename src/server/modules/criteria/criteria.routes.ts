// The project admin's evaluation criteria (docs/product.md#the-api); fields in the query string or a JSON body.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '@server/errors';
import {
  adminQuery,
  projectRoute,
  recordParams,
  okAfter,
  deleteRecordRoute,
} from '@server/http/route-schemas';
import { criterionCreateSchema, criterionSchema, criterionUpdateSchema } from '@shared/contracts/criteria';
import { createCriterion, deleteCriterion, listCriteria, updateCriterion } from './criteria.service';

/** The specified calls may pass the criterion's fields in the query string; a JSON body with the same names is accepted too. */
const fieldsQuery = adminQuery.extend({
  name: z.string().optional(),
  max_score: z.string().optional(),
  order_number: z.string().optional(),
  description: z.string().optional(),
  is_active: z.string().optional(),
});
const tags = ['criteria'];

function merged(query: z.infer<typeof fieldsQuery>, body: unknown): Record<string, unknown> {
  const { admin_id: _admin, ...fields } = query;
  return { ...fields, ...((body as object | undefined) ?? {}) };
}

const criteriaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const url = '/projects/:projectId/evaluation-criteria';

  app.get(url, projectRoute(tags, { response: { 200: z.array(criterionSchema) } }), async (request) =>
    listCriteria(db, request.scope.projectId),
  );

  app.post(
    url,
    projectRoute(tags, {
      querystring: fieldsQuery,
      body: criterionUpdateSchema.nullish(),
      response: { 201: criterionSchema },
    }),
    async (request, reply) => {
      const input = parseInput(criterionCreateSchema, merged(request.query, request.body));
      return reply.code(201).send(await createCriterion(db, request.scope.projectId, input));
    },
  );

  app.put(
    `${url}/:id`,
    projectRoute(tags, {
      params: recordParams,
      querystring: fieldsQuery,
      body: criterionUpdateSchema.nullish(),
      response: { 200: criterionSchema },
    }),
    async (request) => {
      const input = parseInput(criterionUpdateSchema, merged(request.query, request.body));
      return updateCriterion(db, request.scope.projectId, request.params.id, input);
    },
  );

  app.delete(`${url}/:id`, deleteRecordRoute(tags), async (request) =>
    okAfter(deleteCriterion(db, request.scope.projectId, request.params.id)),
  );
};
export default criteriaRoutes;
