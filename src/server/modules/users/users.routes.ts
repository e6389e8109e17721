import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProjectAdmin } from '../../http/access';
import { idParam } from '../../../shared/schemas';
import { errorBodySchema } from '../../../shared/errors';
import { participantCreateSchema, participantSchema } from '../../../shared/contracts/people';
import { createParticipant, deleteParticipant, listParticipants } from './users.service';

const adminQuery = z.object({
  admin_id: z
    .string()
    .max(20)
    .optional()
    .describe('SPEC.md identity parameter: must name the logged-in admin'),
});
const projectParams = z.object({ projectId: idParam });
const userParams = z.object({ projectId: idParam, id: idParam });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['participants'];

/** Participants as the project admin manages them (sign-up and login live in the participants module). */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:projectId/users',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        response: { 200: z.array(participantSchema), ...errors },
      },
    },
    async (request) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return listParticipants(db, project.id);
    },
  );

  app.post(
    '/projects/:projectId/users',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: adminQuery,
        body: participantCreateSchema,
        response: { 201: participantSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { project } = await requireProjectAdmin(
        db,
        request,
        request.params.projectId,
        request.query.admin_id,
      );
      return reply.code(201).send(await createParticipant(db, project.id, request.body));
    },
  );

  app.delete(
    '/projects/:projectId/users/:id',
    {
      schema: {
        tags,
        params: userParams,
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
      await deleteParticipant(db, project.id, request.params.id);
      return { status: 'ok' as const };
    },
  );
};
export default usersRoutes;
