import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProjectAdmin } from '../../http/access';
import { idParam } from '../../../shared/schemas';
import { errorBodySchema } from '../../../shared/errors';
import { judgeCreateSchema, judgeSchema, judgeUpdateSchema } from '../../../shared/contracts/people';
import { createJudge, deleteJudge, listJudges, updateJudge } from './judges.service';

const adminQuery = z.object({
  admin_id: z
    .string()
    .max(20)
    .optional()
    .describe('SPEC.md identity parameter: must name the logged-in admin'),
});
const projectParams = z.object({ projectId: idParam });
const judgeParams = z.object({ projectId: idParam, id: idParam });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['judges'];

const judgesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/judges',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        response: { 200: z.array(judgeSchema), ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return listJudges(db, project.id);
    },
  );

  app.post(
    '/projects/:projectId/judges',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        body: judgeCreateSchema,
        response: { 201: judgeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      const judge = await createJudge(db, project.id, request.body);
      return reply.code(201).send(judge);
    },
  );

  app.put(
    '/projects/:projectId/judges/:id',
    {
      schema: {
        tags,
        params: judgeParams,
        querystring: adminQuery,
        // username may be sent back unchanged by an edit form; changing it is refused.
        body: judgeUpdateSchema.extend({ username: z.string().max(64).optional() }),
        response: { 200: judgeSchema, ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return updateJudge(db, project.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/projects/:projectId/judges/:id',
    {
      schema: {
        tags,
        params: judgeParams,
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
      await deleteJudge(db, project.id, request.params.id);
      return { status: 'ok' as const };
    },
  );
};
export default judgesRoutes;
