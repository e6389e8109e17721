// The project admin's assignments (SPEC.md section 7): judge_id and poster_id in the query string or a JSON body.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../http/errors';
import {
  adminQuery,
  errorResponses,
  ok,
  okSchema,
  projectParams,
  recordParams,
} from '../../http/route-schemas';
import { assignmentSchema } from '../../../shared/contracts/judging';
import { cancelAssignment, createAssignment, listProjectAssignments } from './assignments.service';

const idField = (field: string) =>
  z.coerce
    .number({ error: `${field} is required and must be a positive whole number` })
    .int(`${field} must be a positive whole number`)
    .positive(`${field} must be a positive whole number`)
    .max(2_147_483_647, `${field} is too large`);
/** SPEC.md passes judge_id and poster_id in the query string; a JSON body with the same names is accepted too. */
const pairSchema = z.object({ judge_id: idField('judge_id'), poster_id: idField('poster_id') });
const pairQuery = adminQuery.extend({
  judge_id: z.string().optional(),
  poster_id: z.string().optional(),
});
const listQuery = adminQuery.extend({
  judge_id: z.preprocess((v) => (v === '' ? undefined : v), idField('judge_id').optional()),
});
const tags = ['assignments'];
const config = { access: 'projectAdmin' } as const;

const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/assignments',
    {
      config,
      schema: {
        tags,
        params: projectParams,
        querystring: listQuery,
        response: { 200: z.array(assignmentSchema), ...errorResponses },
      },
    },
    async (request) => {
      return listProjectAssignments(db, request.scope.projectId, request.query.judge_id);
    },
  );

  app.post(
    '/projects/:projectId/assignments',
    {
      config,
      schema: {
        tags,
        params: projectParams,
        querystring: pairQuery,
        body: z
          .object({
            judge_id: z.union([z.number(), z.string()]),
            poster_id: z.union([z.number(), z.string()]),
          })
          .partial()
          .nullish(),
        response: { 201: assignmentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { admin_id: _admin, ...query } = request.query;
      const pair = parseInput(pairSchema, { ...query, ...(request.body ?? {}) });
      return reply
        .code(201)
        .send(await createAssignment(db, request.scope.projectId, pair.judge_id, pair.poster_id));
    },
  );

  app.delete(
    '/projects/:projectId/assignments/:id',
    {
      config,
      schema: {
        tags,
        params: recordParams,
        querystring: adminQuery,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await cancelAssignment(db, request.scope.projectId, request.params.id);
      return ok;
    },
  );
};
export default assignmentsRoutes;
