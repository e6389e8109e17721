import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProjectAdmin } from '../../http/access';
import { parseInput } from '../../http/errors';
import { idParam } from '../../../shared/schemas';
import { errorBodySchema } from '../../../shared/errors';
import { assignmentSchema } from '../../../shared/contracts/judging';
import { cancelAssignment, createAssignment, listProjectAssignments } from './assignments.service';

const adminId = z
  .string()
  .max(20)
  .optional()
  .describe('SPEC.md identity parameter: must name the logged-in admin');
const idField = (field: string) =>
  z.coerce
    .number({ error: `${field} is required and must be a positive whole number` })
    .int(`${field} must be a positive whole number`)
    .positive(`${field} must be a positive whole number`)
    .max(2_147_483_647, `${field} is too large`);
/** SPEC.md passes judge_id and poster_id in the query string; a JSON body with the same names is accepted too. */
const pairSchema = z.object({ judge_id: idField('judge_id'), poster_id: idField('poster_id') });
const pairQuery = z.object({
  admin_id: adminId,
  judge_id: z.string().optional(),
  poster_id: z.string().optional(),
});
const listQuery = z.object({
  admin_id: adminId,
  judge_id: z.preprocess((v) => (v === '' ? undefined : v), idField('judge_id').optional()),
});
const projectParams = z.object({ projectId: idParam });
const assignmentParams = z.object({ projectId: idParam, id: idParam });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['assignments'];

const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/assignments',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: listQuery,
        response: { 200: z.array(assignmentSchema), ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return listProjectAssignments(db, project.id, request.query.judge_id);
    },
  );

  app.post(
    '/projects/:projectId/assignments',
    {
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
        response: { 201: assignmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      const { admin_id: _admin, ...query } = request.query;
      const pair = parseInput(pairSchema, { ...query, ...(request.body ?? {}) });
      return reply.code(201).send(await createAssignment(db, project.id, pair.judge_id, pair.poster_id));
    },
  );

  app.delete(
    '/projects/:projectId/assignments/:id',
    {
      schema: {
        tags,
        params: assignmentParams,
        querystring: z.object({ admin_id: adminId }),
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
      await cancelAssignment(db, project.id, request.params.id);
      return { status: 'ok' as const };
    },
  );
};
export default assignmentsRoutes;
