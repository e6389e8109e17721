import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../shared/schemas';
import { loginBodySchema } from '../../../shared/contracts/auth';
import { participantCreateSchema, participantSchema } from '../../../shared/contracts/people';
import { loginParticipant, registerParticipant } from './participants.service';

const projectParams = z.object({ projectId: idParam });

/** Participants signing up and logging in (PRODUCT.md section 4). Both are public: no session is needed. */
const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/projects/:projectId/users/register',
    {
      schema: {
        tags: ['participants'],
        summary: 'Participant sign-up (does not log in)',
        params: projectParams,
        body: participantCreateSchema,
        response: { 201: participantSchema },
      },
    },
    async (request, reply) => {
      const participant = await registerParticipant(app.database.db, request.params.projectId, request.body);
      return reply.code(201).send(participant);
    },
  );

  app.post(
    '/projects/:projectId/users/login',
    {
      schema: {
        tags: ['participants'],
        summary: 'Participant login: starts a participant session for this project',
        params: projectParams,
        body: loginBodySchema,
        response: { 200: participantSchema },
      },
    },
    async (request, reply) => loginParticipant(request, reply, request.params.projectId, request.body),
  );
};

export default participantsRoutes;
