// The project admin's assignments (docs/product.md#the-api): judge_id and poster_id in the query string or a JSON body.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '@server/errors';
import { adminQuery, listSchema, projectRoute, okAfter, deleteRecordRoute } from '@server/http/route-schemas';
import { assignmentSchema, assignmentSorts } from '@shared/contracts/assignments';
import { asksForPage, listParamsSchema } from '@shared/paging';
import planRoutes from './plan.routes';
import {
  cancelAssignment,
  createAssignment,
  listProjectAssignmentPage,
  listProjectAssignments,
} from './assignments.service';

const idField = (field: string) =>
  z.coerce
    .number({ error: `${field} is required and must be a positive whole number` })
    .int(`${field} must be a positive whole number`)
    .positive(`${field} must be a positive whole number`)
    .max(2_147_483_647, `${field} is too large`);
/** The specified call passes judge_id and poster_id in the query string; a JSON body with the same names is accepted too. */
const pairSchema = z.object({ judge_id: idField('judge_id'), poster_id: idField('poster_id') });
const pairQuery = adminQuery.extend({
  judge_id: z.string().optional(),
  poster_id: z.string().optional(),
});
const listQuery = adminQuery.extend({
  judge_id: z.preprocess((v) => (v === '' ? undefined : v), idField('judge_id').optional()),
  ...listParamsSchema(assignmentSorts).shape,
});
const pairBody = z
  .object({ judge_id: z.union([z.number(), z.string()]), poster_id: z.union([z.number(), z.string()]) })
  .partial()
  .nullish();
const tags = ['assignments'];

const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const url = '/projects/:projectId/assignments';

  app.get(
    url,
    projectRoute(tags, {
      ...listSchema(
        'assignment (of judge_id when given)',
        assignmentSchema,
        assignmentSorts,
        "the judge's name and username, the poster's title and number (P-012)",
      ),
      querystring: listQuery,
    }),
    async (request) => {
      const { admin_id: _admin, judge_id: judgeId, ...params } = request.query;
      return asksForPage(params)
        ? listProjectAssignmentPage(db, request.scope.projectId, { ...params, judgeId })
        : listProjectAssignments(db, request.scope.projectId, judgeId);
    },
  );

  app.post(
    url,
    projectRoute(tags, { querystring: pairQuery, body: pairBody, response: { 201: assignmentSchema } }),
    async (request, reply) => {
      const { admin_id: _admin, ...query } = request.query;
      const pair = parseInput(pairSchema, { ...query, ...(request.body ?? {}) });
      const row = await createAssignment(db, request.scope.projectId, pair.judge_id, pair.poster_id);
      return reply.code(201).send(row);
    },
  );

  app.delete(`${url}/:id`, deleteRecordRoute(tags), async (request) =>
    okAfter(cancelAssignment(db, request.scope.projectId, request.params.id)),
  );

  await app.register(planRoutes);
};
export default assignmentsRoutes;
